'use client'

import { useQuery } from '@tanstack/react-query'
import { adminKeys } from '@/admin/shared/query'
import { fetchJson } from '@/admin/shared/api'
import type { Gate } from '@/payload-types'
import layout from '../shared/layout.module.css'
import { QueryState } from '../shared/QueryState'
import { DailyChart, type GateAnalytics, SERIES } from './GateDailyChart'
import { GATES_API } from './useGates'

/** The analytics of one gate: the four totals, a daily chart and the same numbers as a table. */
export function GateAnalyticsPanel({ gate }: { gate: Gate }) {
  // Under the gate keys, so a change to the gate (or its deletion) invalidates its analytics too.
  const analytics = useQuery({
    queryKey: [...adminKeys.gates, gate.id, 'analytics'],
    queryFn: () => fetchJson<GateAnalytics>(`${GATES_API}/${gate.id}/analytics`, 'Analytics could not be loaded.'),
  })

  const headingId = `gate-analytics-${gate.id}`
  return (
    <section className={layout.panel} aria-labelledby={headingId} aria-busy={analytics.isPending}>
      <h2 id={headingId} className={layout.sectionTitle}>
        Analytics: {gate.name}
      </h2>
      <QueryState query={analytics} loadingText="Loading analytics…">
        {(data) => (
          <>
            <dl className={layout.stats}>
              <div className={layout.stat}>
                <dt className={layout.statLabel}>Total shown</dt>
                <dd className={layout.statValue}>{data.totalShown}</dd>
              </div>
              <div className={layout.stat}>
                <dt className={layout.statLabel}>Total subscribed</dt>
                <dd className={layout.statValue}>{data.totalSubscribed}</dd>
              </div>
              <div className={layout.stat}>
                <dt className={layout.statLabel}>Total dismissed</dt>
                <dd className={layout.statValue}>{data.totalDismissed}</dd>
              </div>
              <div className={layout.stat}>
                <dt className={layout.statLabel}>Conversion rate</dt>
                <dd className={layout.statValue}>{data.conversionRate}%</dd>
              </div>
            </dl>
            {data.daily.length ? (
              <>
                <DailyChart daily={data.daily} gateName={gate.name} />
                <details>
                  <summary>Daily numbers as a table</summary>
                  <table className={layout.table}>
                    <caption className={layout.srOnly}>Daily interactions for {gate.name}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Day</th>
                        {SERIES.map(({ key, label }) => (
                          <th key={key} scope="col">
                            {label}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.daily.map((day) => (
                        <tr key={day.day}>
                          <th scope="row">{day.day}</th>
                          {SERIES.map(({ key }) => (
                            <td key={key}>{day[key]}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </>
            ) : (
              <p className={layout.hint}>No recent interactions to chart yet.</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  )
}
