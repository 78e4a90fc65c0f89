'use client'

import { useQuery } from '@tanstack/react-query'
import { fetchJson } from '@/admin/shared/api'
import { adminKeys } from '@/admin/shared/query'
import type { EpisodeDownloads } from '@/lib/podcast/download-store'
import layout from '../../shared/layout.module.css'
import { QueryState } from '../../shared/QueryState'
import { EPISODES_API } from '../editor/episodeForm'
import { DownloadsChart, dailySeries } from './DownloadsChart'

/**
 * An episode's downloads as counted by the IAB rules (see the README's "Podcast downloads"): the total,
 * a chart per UTC day with the same numbers as a table, and the split by app.
 */
export function EpisodeDownloadsPanel({ episodeId, title }: { episodeId: number; title: string }) {
  const downloads = useQuery({
    queryKey: [...adminKeys.podcastDownloads, episodeId],
    queryFn: () => fetchJson<EpisodeDownloads>(`${EPISODES_API}/${episodeId}/downloads`, 'Downloads could not be loaded.'),
  })
  return (
    <section className={layout.panel} aria-labelledby="episode-downloads-title" aria-busy={downloads.isPending}>
      <h2 id="episode-downloads-title" className={layout.sectionTitle}>
        Downloads
      </h2>
      <QueryState query={downloads} loadingText="Loading downloads…">
        {(data) => (
          <>
            <dl className={layout.stats}>
              <div className={layout.stat}>
                <dt className={layout.statLabel}>Total downloads</dt>
                <dd className={layout.statValue}>{data.total}</dd>
              </div>
              <div className={layout.stat}>
                <dt className={layout.statLabel}>Days with downloads</dt>
                <dd className={layout.statValue}>{data.byDay.length}</dd>
              </div>
              <div className={layout.stat}>
                <dt className={layout.statLabel}>Apps</dt>
                <dd className={layout.statValue}>{data.byApp.length}</dd>
              </div>
            </dl>
            {data.total ? (
              <>
                <DownloadsChart days={dailySeries(data.byDay)} title={`Downloads per day of ${title}`} />
                <details>
                  <summary>Downloads per day as a table</summary>
                  <table className={layout.table}>
                    <caption className={layout.srOnly}>Downloads per day of {title}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Day (UTC)</th>
                        <th scope="col">Downloads</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.byDay.map((day) => (
                        <tr key={day.date}>
                          <th scope="row">{day.date}</th>
                          <td>{day.downloads}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
                <table className={layout.table}>
                  <caption>Downloads by app</caption>
                  <thead>
                    <tr>
                      <th scope="col">App</th>
                      <th scope="col">Downloads</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.byApp.map((entry) => (
                      <tr key={entry.app}>
                        <th scope="row">{entry.app}</th>
                        <td>{entry.downloads}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : (
              <p className={layout.hint}>No downloads counted yet.</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  )
}
