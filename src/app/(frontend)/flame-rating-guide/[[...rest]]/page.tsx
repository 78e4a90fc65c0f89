import type { Metadata } from 'next'
import Link from 'next/link'
import { FlameLevelIcon } from '@/components/ratings/FlameLevelIcon'
import { JsonLd } from '@/components/seo/JsonLd'
import { primaryButton, secondaryButton } from '@/components/ui/button-classes'
import { readApprovedSubmissions } from '@/lib/submissions/queries'
import { buildMetadata } from '@/lib/seo/metadata'
import { FLAME_LABELS } from '@/lib/submissions/schema'
import { FLAMES_MAX } from '@/lib/submissions/options'
import { type CatchAllParams, noStaticParams, requireRoot } from '@/lib/cache/route'

// Full-route cache (see src/lib/cache/route.ts): rendered on first request, expired by collection hooks.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/flame-rating-guide')

const LEVELS: Array<{ flames: number; description: string; examples: string[] }> = [
  {
    flames: 1,
    description: 'Smokes, but that is about it. Flat flavor, weak or muddy effect, harsh or poorly cured.',
    examples: ['“Tastes like hay.”', '“Wouldn’t buy it again.”', '“Burned black and harsh.”'],
  },
  {
    flames: 2,
    description: 'Gets the job done. Nothing wrong with it, nothing memorable either — a fair everyday pick.',
    examples: ['“Solid for the price.”', '“Decent daytime smoke.”', '“Fine, not special.”'],
  },
  {
    flames: 3,
    description: 'Genuinely good. Clean burn, clear flavor and an effect that matches what it promised.',
    examples: ['“Would grab it again.”', '“Nice nose, smooth pull.”', '“Does exactly what it says.”'],
  },
  {
    flames: 4,
    description: 'Stand-out quality. Loud terps, great cure or texture, and an effect you remember the next day.',
    examples: ['“That jar was loud.”', '“Top of my rotation.”', '“Everyone asked what it was.”'],
  },
  {
    flames: 5,
    description: 'The best you have had in its category. Flawless from open to finish — the one you tell people about.',
    examples: ['“Pure gas, no notes.”', '“Best rosin I’ve ever pressed.”', '“Hunted this one for months.”'],
  },
]

const DO = [
  'Rate what you actually tried, in its own category — an edible against edibles, a rosin against rosins.',
  'Judge the whole experience: look, smell, taste, smoothness, effect and how long it lasts.',
  'Say why in the vibe, flavor and effects fields so others can learn from your rating.',
  'Save five flames for the truly exceptional, so Absolute Gas keeps its meaning.',
]

const DONT = [
  'Rate on hype, packaging or price alone.',
  'Rate something you only heard about, or rate your own brand to boost it.',
  'Mark a whole batch down for one bad session with a harsh piece or a dirty rig.',
  'Post prices, sales offers or contact details to buy — The Cloud is not a marketplace.',
]

export default async function FlameRatingGuidePage(props: CatchAllParams) {
  await requireRoot(props)
  const { stats } = await readApprovedSubmissions({ limit: 1 })
  return (
    <>
      <JsonLd route="/flame-rating-guide" />
      <section className="bg-gradient-to-b from-smoke-900 to-smoke-950 px-4 py-20 text-center text-stone-100">
        <p className="text-sm font-semibold tracking-[0.3em] text-ember-400 uppercase">From Meh to Absolute Gas</p>
        <h1 className="mt-3 font-display text-4xl font-bold sm:text-6xl">Flame Rating Guide</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-300">
          Every find in The Cloud carries one to {FLAMES_MAX} flames. Here is what each level means, so a 4 from one head means the same as
          a 4 from another.
        </p>
      </section>

      <section aria-labelledby="levels" className="page-container py-16">
        <h2 id="levels" className="font-display text-3xl font-bold">
          The Five Levels
        </h2>
        <ol className="mt-8 space-y-4">
          {LEVELS.map((level) => (
            <li
              key={level.flames}
              className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 sm:flex-row dark:border-smoke-700 dark:bg-smoke-900"
            >
              <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-ember-50 text-ember-600 sm:mx-2 dark:bg-smoke-800 dark:text-ember-300">
                <FlameLevelIcon flames={level.flames} />
              </span>
              <div>
                <h3 className="font-display text-2xl font-bold">
                  {level.flames} – {FLAME_LABELS[level.flames]}
                </h3>
                <p className="mt-2 text-stone-700 dark:text-stone-300">{level.description}</p>
                <p className="mt-3 text-sm text-stone-500 dark:text-stone-400">
                  <span className="font-semibold">Sounds like:</span> {level.examples.join(' ')}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="how-it-works" className="bg-stone-100 px-4 py-16 dark:bg-smoke-900">
        <div className="mx-auto max-w-3xl">
          <h2 id="how-it-works" className="font-display text-3xl font-bold">
            How It Works
          </h2>
          <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
            When you submit a find through What&apos;s In Your Headstash, you pick its flames alongside the vibe, flavor and effects. Every
            submission is reviewed by the team, and approved submissions go live in The Cloud within 24 hours. The Cloud shows each
            entry&apos;s flames and the average across the archive, and the stats below update as new finds are approved.
          </p>
        </div>
      </section>

      <section aria-labelledby="guidelines" className="page-container py-16">
        <h2 id="guidelines" className="font-display text-3xl font-bold">
          Rating Guidelines
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-leaf-500/40 bg-leaf-500/5 p-6">
            <h3 className="text-xl font-semibold text-green-800 dark:text-leaf-300">Do</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700 dark:text-stone-300">
              {DO.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-red-500/40 bg-red-500/5 p-6">
            <h3 className="text-xl font-semibold text-red-700 dark:text-red-300">Don&apos;t</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700 dark:text-stone-300">
              {DONT.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="community-stats" className="bg-stone-100 px-4 py-16 dark:bg-smoke-900">
        <div className="mx-auto max-w-3xl">
          <h2 id="community-stats" className="font-display text-3xl font-bold">
            Community Stats
          </h2>
          <p className="mt-2 text-stone-600 dark:text-stone-400">
            Based on {stats.totalEntries} approved {stats.totalEntries === 1 ? 'submission' : 'submissions'}.
          </p>
          <ul className="mt-6 space-y-3">
            {LEVELS.slice()
              .reverse()
              .map((level) => {
                const percent = stats.flamePercentages[level.flames] ?? 0
                return (
                  <li key={level.flames} className="grid grid-cols-[7.5rem_minmax(0,1fr)_3rem] items-center gap-3 text-sm">
                    <span className="font-medium">
                      {level.flames} · {FLAME_LABELS[level.flames]}
                    </span>
                    <span className="h-3 overflow-hidden rounded-full bg-stone-200 dark:bg-smoke-700" aria-hidden="true">
                      <span className="block h-full rounded-full bg-ember-500" style={{ width: `${percent}%` }} />
                    </span>
                    <span className="text-right font-semibold tabular-nums">{percent}%</span>
                  </li>
                )
              })}
          </ul>
        </div>
      </section>

      <section className="px-4 py-16 text-center">
        <h2 className="font-display text-3xl font-bold">Got Something Worth Rating?</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/wiyhs" className={primaryButton}>
            Rate Your Stash
          </Link>
          <Link href="/the-cloud" className={secondaryButton}>
            Browse The Cloud
          </Link>
        </div>
      </section>
    </>
  )
}
