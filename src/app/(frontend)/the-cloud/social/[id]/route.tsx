import { ImageResponse } from 'next/og'
import { readApprovedSubmission } from '@/lib/submissions/queries'
import { SITE_NAME } from '@/lib/site/constants'
import { findIdFromSegment } from '@/lib/submissions/paths'
import { FLAMES_MAX } from '@/lib/submissions/options'
import { labelFor } from '@/lib/forms/options'
import { FLAME_LABELS } from '@/lib/submissions/schema'

// The 1200×630 social preview of a find (its og:image). Drawn, not photographed: contributors' photos
// come in every shape, and the preview must read well cropped by any network. Flames are SVG, so no
// emoji font is needed.
const SIZE = { width: 1200, height: 630 }

function Flame({ lit }: { lit: boolean }) {
  return (
    <svg width="64" height="64" viewBox="0 0 24 24">
      <path
        d="M12 2c1 3.5 5 6 5 11a5 5 0 0 1-10 0c0-2.5 1.3-4.2 2.5-5.5.2 1.7 1 2.8 2 3.3C11 8 11 5 12 2z"
        fill={lit ? '#fb923c' : '#3f3f46'}
      />
    </svg>
  )
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = findIdFromSegment((await params).id)
  const find = id === null ? null : await readApprovedSubmission(id)
  if (!find) return new Response('Not found', { status: 404 })
  const name = find.name.length > 60 ? `${find.name.slice(0, 59)}…` : find.name
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #121614 0%, #2a322e 100%)',
        color: '#fafaf9',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, letterSpacing: 6, textTransform: 'uppercase', color: '#fdba74' }}>
        {`The Cloud · ${labelFor(find.category)}`}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: name.length > 30 ? 72 : 96, fontWeight: 700, lineHeight: 1.05 }}>{name}</div>
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 32 }}>
          {Array.from({ length: FLAMES_MAX }, (_, index) => (
            <Flame key={index} lit={index < find.flames} />
          ))}
          <div
            style={{ display: 'flex', marginLeft: 24, fontSize: 40 }}
          >{`${find.flames}/${FLAMES_MAX} · ${FLAME_LABELS[find.flames] ?? ''}`}</div>
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#d6d3d1' }}>
        <div style={{ display: 'flex' }}>{`Shared by ${find.submittedBy} · ${find.location}`.slice(0, 70)}</div>
        <div style={{ display: 'flex', fontWeight: 700, color: '#fafaf9' }}>{SITE_NAME}</div>
      </div>
    </div>,
    { ...SIZE, headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600' } },
  )
}
