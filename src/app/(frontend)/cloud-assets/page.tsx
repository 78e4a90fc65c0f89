import type { Metadata } from 'next'
import { BackgroundGallery } from '@/components/assets/BackgroundGallery'
import { POST_BACKGROUNDS } from '@/components/assets/backgrounds'
import { PALETTE } from '@/components/assets/palette'
import { buildMetadata } from '@/lib/seo/metadata'

// Static page; revalidated so a staff SEO override reaches it without a rebuild.
export const revalidate = 3600

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/cloud-assets')

const GUIDELINES = [
  'Post size is square, 1080 × 1080 px; keep text inside the middle 80% so it survives cropping.',
  'Headlines in the serif display face, body in the sans; never more than two text sizes per post.',
  'White or Ember 300 text on the dark backgrounds; Smoke 950 text on Golden Hour.',
  'Use animated backgrounds for announcements only — one moving post a day at most.',
  'Always mark posts 21+ and never show prices, sales offers or product for sale.',
]

export default function CloudAssetsPage() {
  return (
    <div className="page-container py-12 sm:py-16">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.3em] text-ember-600 uppercase dark:text-ember-400">Design assets</p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Cloud Assets</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-400">
          Backgrounds for daily posts — static and animated — with the palette and the rules that keep every post on brand.
        </p>
      </header>

      <section aria-labelledby="backgrounds" className="mt-12">
        <h2 id="backgrounds" className="font-display text-3xl font-bold">
          Daily Post Backgrounds
        </h2>
        <BackgroundGallery backgrounds={POST_BACKGROUNDS} />
      </section>

      <section aria-labelledby="palette" className="mt-16">
        <h2 id="palette" className="font-display text-3xl font-bold">
          Palette
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {PALETTE.map((color) => (
            <li key={color.token} className="overflow-hidden rounded-2xl border border-stone-200 dark:border-smoke-700">
              <div className="h-20" style={{ backgroundColor: color.hex }} aria-hidden="true" />
              <div className="p-3 text-sm">
                <p className="font-semibold">{color.name}</p>
                <p className="font-mono text-xs text-stone-500 dark:text-stone-400">
                  {color.hex} · {color.token}
                </p>
                <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{color.use}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guidelines" className="mt-16 max-w-3xl">
        <h2 id="guidelines" className="font-display text-3xl font-bold">
          Guidelines
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700 dark:text-stone-300">
          {GUIDELINES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}
