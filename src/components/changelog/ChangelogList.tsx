import type { PublicChangelogEntry } from '@/lib/changelog/queries'
import { changelogAnchor } from '@/lib/preview/paths'
import { formatLongDate } from '@/lib/site/dates'
import { ChangelogEmpty } from './ChangelogEmpty'
import { ChangelogTypeBadge } from './ChangelogTypeBadge'

export function ChangelogList({ entries }: { entries: PublicChangelogEntry[] }) {
  if (entries.length === 0) return <ChangelogEmpty />
  return (
    <ol className="space-y-4">
      {entries.map((entry) => {
        const date = entry.publishedAt ?? entry.createdAt
        return (
          <li key={entry.id}>
            <article
              id={changelogAnchor(entry.id)}
              className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 dark:border-smoke-700 dark:bg-smoke-900"
            >
              <div className="flex flex-wrap items-center gap-3">
                <ChangelogTypeBadge type={entry.type} />
                {entry.version ? <span className="font-mono text-xs text-stone-500 dark:text-stone-400">v{entry.version}</span> : null}
                {entry.isNew ? <span className="rounded-full bg-ember-500 px-2 py-0.5 text-xs font-semibold text-white">New</span> : null}
                <time dateTime={date} className="ml-auto text-sm text-stone-500 dark:text-stone-400">
                  {formatLongDate(date)}
                </time>
              </div>
              <h2 className="mt-3 text-lg font-semibold">{entry.title}</h2>
              <p className="mt-1 text-stone-600 dark:text-stone-300">{entry.description}</p>
            </article>
          </li>
        )
      })}
    </ol>
  )
}
