import Link from 'next/link'
import { FlameRating } from '@/components/cloud/FlameRating'
import { HomePhoto } from '@/components/home/HomePhoto'
import { cachedRead, CACHE_TAGS } from '@/lib/cache'
import { labelFor } from '@/lib/forms/options'
import { findPath } from '@/lib/submissions/paths'
import { readApprovedSubmissions } from '@/lib/submissions/queries'

/** How many of the newest finds the home page opens with: one row on wide screens, two on phones. */
const HOME_FINDS = 4

// The home page is prerendered by `next build` (no database) and re-rendered on its first request.
const readLatestFinds = cachedRead(
  async () => (await readApprovedSubmissions({})).submissions.slice(0, HOME_FINDS),
  'home-latest-finds',
  [CACHE_TAGS.submissions],
  { buildFallback: [] },
)

/**
 * The newest approved finds, first thing on the home page. The Cloud's own first page read (cached,
 * expired by the submissions' hooks), so the home page costs no query of its own.
 */
export async function LatestFinds() {
  const finds = await readLatestFinds()
  // The first two photos fill a phone's first screen (a find without a photo shows the brand gradient).
  const firstPhotos = new Set(finds.filter((find) => find.thumbnailUrl).slice(0, 2))
  return (
    <section aria-labelledby="latest-finds" className="min-w-0">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="latest-finds" className="font-display text-2xl font-bold">
          Fresh in The Cloud
        </h2>
        <Link href="/the-cloud" className="text-sm font-semibold whitespace-nowrap text-ember-600 hover:underline dark:text-ember-400">
          See all finds
        </Link>
      </div>
      {finds.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-stone-300 p-6 text-stone-600 dark:border-smoke-700 dark:text-stone-400">
          No finds yet.{' '}
          <Link href="/wiyhs" className="font-semibold text-ember-600 underline dark:text-ember-400">
            Share the first one
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {finds.map((find) => (
            <li key={find.id}>
              <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition hover:border-ember-500 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ember-500 dark:border-smoke-700 dark:bg-smoke-900">
                <div className="aspect-[4/3] bg-gradient-to-br from-leaf-500/30 via-smoke-800 to-ember-500/40">
                  {find.thumbnailUrl ? (
                    <HomePhoto
                      src={find.thumbnailUrl}
                      alt=""
                      width={600}
                      height={450}
                      // Fetched before the scripts.
                      loading={firstPhotos.has(find) ? 'eager' : 'lazy'}
                      fetchPriority={firstPhotos.has(find) ? 'high' : undefined}
                      decoding="async"
                      className="h-full w-full object-cover"
                    />
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
                  <p className="text-xs font-semibold tracking-wider text-stone-500 uppercase dark:text-stone-400">
                    {labelFor(find.category)}
                  </p>
                  <h3 className="font-display text-base leading-snug font-bold break-words sm:text-lg">
                    {/* One link per card, stretched over it; the card draws the focus ring. */}
                    <Link
                      href={findPath(find.id, find.name)}
                      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                    >
                      {find.name}
                    </Link>
                  </h3>
                  <div className="mt-auto">
                    <FlameRating flames={find.flames} />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
