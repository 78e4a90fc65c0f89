import Link from 'next/link'
import { LatestUpdatesCard } from '@/components/changelog/LatestUpdatesCard'
import { readApprovedSubmissions } from '@/lib/submissions/queries'
import { readReviewTimeCopy } from '@/lib/moderation/review-time'
import { type CloudFilters as Filters, cloudHref } from '@/lib/submissions/cloud-filters'
import { primaryButton, secondaryButton } from '../ui/button-classes'
import { CloudSubmissions } from './CloudSubmissions'
import { CloudFilters } from './CloudFilters'
import { CloudSearch } from './CloudSearch'
import { CloudStats } from './CloudStats'
import { LoadMore } from './LoadMore'
import { toCardSubmission } from './SubmissionCard'

/**
 * The Cloud, served at /the-cloud and /live-stash; `basePath` keeps filter links on the visited route.
 * `page` is a page past the first, opened by the "Load more" link without JavaScript.
 */
export async function CloudPage({ basePath, filters, page: requestedPage = 1 }: { basePath: string; filters: Filters; page?: number }) {
  const [requested, reviewTime] = await Promise.all([readApprovedSubmissions({ ...filters, page: requestedPage }), readReviewTimeCopy()])
  // A vibe no approved entry has is no filter: the visitor sees everything else that matches.
  const known = !filters.vibe || requested.stats.vibes.includes(filters.vibe)
  const shown: Filters = known ? filters : { ...filters, vibe: undefined }
  const { category, vibe, q, sort } = shown
  const { submissions, stats, page, hasNextPage, totalDocs, facets } = known
    ? requested
    : await readApprovedSubmissions({ ...shown, page: requestedPage })

  return (
    // Content first: a one-line title bar, the search and the filters, then the finds; what The Cloud is
    // and its figures sit beside them (below them on phones).
    <div className="page-container py-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">The Cloud</h1>
        <div className="flex flex-wrap gap-2">
          <Link href="/wiyhs" className={`${primaryButton} py-2 text-sm`}>
            Add Your Stash
          </Link>
          <Link href="/flame-rating-guide" className={`${secondaryButton} py-2 text-sm`}>
            Flame Rating Guide
          </Link>
        </div>
      </header>

      <div className="mt-5 space-y-3">
        <CloudSearch basePath={basePath} filters={shown} />
        <CloudFilters basePath={basePath} filters={shown} vibes={stats.vibes} facets={facets} />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="cloud-entries">
          <h2 id="cloud-entries" className="sr-only">
            Entries
          </h2>
          {/* Announced when a search, filter or sort replaces the list (role status is polite). */}
          <p role="status" className="mb-4 text-sm text-stone-600 dark:text-stone-400">
            {totalDocs} {totalDocs === 1 ? 'find' : 'finds'}
            {q ? ` match “${q}”` : ''}
          </p>
          {submissions.length === 0 && q ? (
            <div className="rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-smoke-700">
              <p className="font-display text-xl font-bold">No finds match “{q}”</p>
              <p className="mt-2 text-stone-600 dark:text-stone-400">Check the spelling, try fewer words, or clear the search.</p>
              <Link href={cloudHref(basePath, { category, vibe, sort })} scroll={false} className={`${secondaryButton} mt-6`}>
                Clear search
              </Link>
            </div>
          ) : submissions.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-smoke-700">
              <p className="font-display text-xl font-bold">No submissions found</p>
              <p className="mt-2 text-stone-600 dark:text-stone-400">Try adjusting your filters or be the first to submit!</p>
            </div>
          ) : (
            <>
              {page > 1 ? (
                <Link href={cloudHref(basePath, { ...shown, page: page - 1 })} className={`${secondaryButton} mb-4`}>
                  Previous page
                </Link>
              ) : null}
              <CloudSubmissions entries={submissions.map(toCardSubmission)} />
              {/* Keyed by the filters: a new filter starts a fresh continuation, not the old one's pages. */}
              <LoadMore key={JSON.stringify(shown)} basePath={basePath} filters={shown} page={page} hasNextPage={hasNextPage} />
            </>
          )}
        </section>
        <aside className="space-y-6">
          <section
            aria-labelledby="about-the-cloud"
            className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 dark:border-smoke-700 dark:bg-smoke-900"
          >
            <h2 id="about-the-cloud" className="text-xs font-semibold tracking-[0.3em] text-ember-600 uppercase dark:text-ember-400">
              Community archive
            </h2>
            <p className="text-sm text-stone-600 dark:text-stone-300">
              Real finds from real heads — flower, concentrates and edibles, each rated from Meh to Absolute Gas. Every entry is reviewed
              first. {reviewTime}
            </p>
            <CloudStats stats={stats} />
          </section>
          <LatestUpdatesCard />
        </aside>
      </div>
    </div>
  )
}
