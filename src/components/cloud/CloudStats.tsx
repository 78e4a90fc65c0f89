import type { SubmissionStats } from '@/lib/queries/headstash'

export function CloudStats({ stats }: { stats: SubmissionStats }) {
  const tiles = [
    { label: 'Total Entries', value: stats.totalEntries },
    { label: 'Filtered Results', value: stats.filteredResults },
    { label: 'Contributors', value: stats.contributors },
    { label: 'Avg Rating', value: stats.averageRating.toFixed(1) },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-stone-200 bg-white p-4 dark:border-smoke-700 dark:bg-smoke-900">
          <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{tile.label}</dt>
          <dd className="mt-1 font-display text-3xl font-bold text-ember-600 tabular-nums dark:text-ember-400">{tile.value}</dd>
        </div>
      ))}
    </dl>
  )
}
