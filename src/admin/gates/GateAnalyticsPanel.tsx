'use client'

import { useQuery } from '@tanstack/react-query'
import { adminKeys } from '@/admin/shared/query'
import { unwrap } from '@/admin/shared/api'
import { getJson } from '@/lib/http/client'
import type { Gate } from '@/payload-types'
import layout from '../shared/layout.module.css'
import { QueryState } from '../shared/QueryState'
import chart from './GateAnalytics.module.css'
import { GATES_API } from './useGates'

export interface GateAnalytics {
  totalShown: number
  totalSubscribed: number
  totalDismissed: number
  conversionRate: number
  daily: { day: string; shown: number; subscribed: number; dismissed: number }[]
}

type Series = 'shown' | 'subscribed' | 'dismissed'

const SERIES: { key: Series; label: string; color: string }[] = [
  { key: 'shown', label: 'Shown', color: '#64748b' },
  { key: 'subscribed', label: 'Subscribed', color: '#16a34a' },
  { key: 'dismissed', label: 'Dismissed', color: '#dc2626' },
]

const CHART = { width: 640, height: 220, left: 36, right: 8, top: 10, bottom: 28 }

/** Grouped bars per day. Screen readers get the summary and the table below instead of the shapes. */
function DailyChart({ daily, gateName }: { daily: GateAnalytics['daily']; gateName: string }) {
  const max = Math.max(1, ...daily.flatMap((day) => SERIES.map(({ key }) => day[key])))
  const plotWidth = CHART.width - CHART.left - CHART.right
  const plotHeight = CHART.height - CHART.top - CHART.bottom
  const slot = plotWidth / daily.length
  const bar = Math.max(1, (slot * 0.8) / SERIES.length)
  const y = (value: number) => CHART.top + plotHeight - (value / max) * plotHeight
  // Label only a handful of days so the dates never overlap.
  const labelEvery = Math.ceil(daily.length / 6)
  return (
    <svg
      className={chart.chart}
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-labelledby="gate-chart-title gate-chart-desc"
    >
      <title id="gate-chart-title">{`Daily interactions for ${gateName}`}</title>
      <desc id="gate-chart-desc">
        {`Bars for shown, subscribed and dismissed per day from ${daily[0]?.day} to ${daily[daily.length - 1]?.day}; the highest daily count is ${max}. The table below lists every value.`}
      </desc>
      <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.4} />
      <text x={CHART.left - 6} y={y(max) + 4} textAnchor="end" fontSize={11} fill="currentColor">
        {max}
      </text>
      <text x={CHART.left - 6} y={y(0)} textAnchor="end" fontSize={11} fill="currentColor">
        0
      </text>
      {daily.map((day, index) => {
        const x0 = CHART.left + index * slot + slot * 0.1
        return (
          <g key={day.day}>
            {SERIES.map(({ key, color }, seriesIndex) => (
              <rect key={key} x={x0 + seriesIndex * bar} y={y(day[key])} width={bar} height={y(0) - y(day[key])} fill={color} />
            ))}
            {index % labelEvery === 0 ? (
              <text x={x0 + (bar * SERIES.length) / 2} y={CHART.height - 8} textAnchor="middle" fontSize={11} fill="currentColor">
                {day.day.slice(5)}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}

/** The analytics of one gate: the four totals, a daily chart and the same numbers as a table. */
export function GateAnalyticsPanel({ gate }: { gate: Gate }) {
  // Under the gate keys, so a change to the gate (or its deletion) invalidates its analytics too.
  const analytics = useQuery({
    queryKey: [...adminKeys.gates, gate.id, 'analytics'],
    queryFn: async () => unwrap(await getJson<GateAnalytics>(`${GATES_API}/${gate.id}/analytics`), 'Analytics could not be loaded.'),
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
              <ul className={chart.legend} aria-hidden="true">
                {SERIES.map(({ key, label, color }) => (
                  <li key={key}>
                    <span className={chart.swatch} style={{ background: color }} />
                    {label}
                  </li>
                ))}
              </ul>
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
