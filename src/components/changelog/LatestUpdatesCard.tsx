import Link from 'next/link'
import { readPublicChangelog } from '@/lib/changelog/queries'
import { formatShortDate } from '@/lib/site/dates'
import { ChangelogEmpty } from './ChangelogEmpty'
import { ChangelogTypeBadge } from './ChangelogTypeBadge'

/** The few newest public changelog entries, for pages that point visitors to what changed. */
export async function LatestUpdatesCard({ limit = 3 }: { limit?: number }) {
  const entries = await readPublicChangelog(limit)
  return (
    <section
      aria-labelledby="latest-updates"
      className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-smoke-700 dark:bg-smoke-900"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="latest-updates" className="font-display text-xl font-bold">
          Latest Updates
        </h2>
        <Link href="/changelog" className="text-sm font-medium text-ember-600 hover:underline dark:text-ember-400">
          Full changelog
        </Link>
      </div>
      {entries.length === 0 ? (
        <div className="mt-4">
          <ChangelogEmpty />
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 dark:divide-smoke-700">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <ChangelogTypeBadge type={entry.type} />
              <time dateTime={entry.publishedAt ?? entry.createdAt} className="text-xs text-stone-500 dark:text-stone-400">
                {formatShortDate(entry.publishedAt ?? entry.createdAt)}
              </time>
              <p className="w-full font-medium">{entry.title}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
