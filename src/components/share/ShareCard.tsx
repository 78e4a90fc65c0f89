import type { ReactNode } from 'react'
import { SHARE_COLORS as C, SHARE_FONTS } from '@/lib/share/theme'
import { SITE_NAME } from '@/lib/site/constants'

// The share images' one layout, drawn by satori (next/og): flexbox and inline styles only, every element
// with more than one child says `display: flex`. The site's dark scheme: smoke ground, ember accents,
// Bricolage Grotesque headlines over Inter.

function Flame({ lit }: { lit: boolean }) {
  return (
    <svg width="56" height="56" viewBox="0 0 24 24">
      <path
        d="M12 2c1 3.5 5 6 5 11a5 5 0 0 1-10 0c0-2.5 1.3-4.2 2.5-5.5.2 1.7 1 2.8 2 3.3C11 8 11 5 12 2z"
        fill={lit ? C.ember400 : C.unlit}
      />
    </svg>
  )
}

/** A row of `max` flames, the first `lit` of them lit (drawn, so no emoji font is needed). */
export function ShareFlames({ lit, max, label }: { lit: number; max: number; label: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', marginTop: 28 }}>
      {Array.from({ length: max }, (_, index) => (
        <Flame key={index} lit={index < lit} />
      ))}
      <div style={{ display: 'flex', marginLeft: 20, fontSize: 36, fontWeight: 600, color: C.stone50 }}>{label}</div>
    </div>
  )
}

export interface ShareCardProps {
  /** The small capitals line above the title: where this is on the site. */
  kicker: string
  title: string
  /** Under the title (flames, a summary). */
  children?: ReactNode
  /** The bottom line beside the wordmark. */
  footnote: string
  /** A data: URL drawn as a square picture on the right. */
  picture?: string | null
}

export function ShareCard({ kicker, title, children, footnote, picture }: ShareCardProps) {
  // The picture takes a third of the width: the text column's type steps down with it.
  const titleSize = picture ? (title.length > 30 ? 60 : 72) : title.length > 48 ? 64 : title.length > 26 ? 80 : 96
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: `linear-gradient(135deg, ${C.smoke950} 0%, ${C.smoke900} 55%, ${C.smoke700} 100%)`,
        color: C.stone50,
        fontFamily: SHARE_FONTS.body,
      }}
    >
      <div style={{ display: 'flex', width: 16, height: '100%', background: C.ember500 }} />
      <div style={{ display: 'flex', flex: 1, padding: '64px 64px 56px 60px' }}>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1 }}>
          <div
            style={{
              display: 'flex',
              fontSize: picture ? 22 : 28,
              fontWeight: 600,
              letterSpacing: picture ? 4 : 5,
              textTransform: 'uppercase',
              color: C.ember300,
            }}
          >
            {kicker}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div
              style={{
                display: 'flex',
                fontFamily: SHARE_FONTS.display,
                fontWeight: 800,
                fontSize: titleSize,
                lineHeight: 1.02,
                letterSpacing: -1,
              }}
            >
              {title}
            </div>
            {children}
          </div>
          <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', fontSize: 26, color: C.stone300 }}>
            <div style={{ display: 'flex', maxWidth: picture ? 560 : 820 }}>{footnote}</div>
            <div style={{ display: 'flex', fontFamily: SHARE_FONTS.display, fontWeight: 800, fontSize: 40, color: C.stone50 }}>
              {SITE_NAME}
              <div
                style={{ display: 'flex', width: 12, height: 12, marginLeft: 6, marginBottom: 10, borderRadius: 6, background: C.ember400 }}
              />
            </div>
          </div>
        </div>
        {picture ? (
          // Satori draws plain <img> only; next/image has no meaning inside an image.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={picture}
            alt=""
            width={380}
            height={380}
            style={{ marginLeft: 48, alignSelf: 'center', borderRadius: 28, border: `2px solid ${C.smoke700}`, objectFit: 'cover' }}
          />
        ) : null}
      </div>
    </div>
  )
}
