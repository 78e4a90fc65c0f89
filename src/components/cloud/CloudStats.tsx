import type { SubmissionStats } from '@/lib/submissions/queries'

export function CloudStats({ stats }: { stats: SubmissionStats }) {
  const tiles = [
    { label: 'Total Entries', value: stats.totalEntries },
    { label: 'Filtered Results', value: stats.filteredResults },
    { label: 'Contributors', value: stats.contributors },
    { label: 'Avg Rating', value: stats.averageRating.toFixed(1) },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-2">
      {tiles.map((tile) => (
        <div key={tile.label} className="stat-tile">
          <dt className="card-label">{tile.label}</dt>
          <dd className="stat-value">{tile.value}</dd>
        </div>
      ))}
    </dl>
  )
}
