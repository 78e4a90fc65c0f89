'use client'

import { useQuery } from '@tanstack/react-query'
import type { DecisionDay, ModerationHealth } from '@/lib/moderation/health'
import { HEALTH_WINDOW_DAYS, PROMISE_HOURS } from '@/lib/moderation/health'
import { fetchJson } from '../shared/api'
import layout from '../shared/layout.module.css'
import { adminKeys } from '../shared/query'
import { QueryState } from '../shared/QueryState'
import { DailyBarChart } from '../shared/DailyBarChart'

export const MODERATION_HEALTH_URL = '/api/admin/moderation/health'

/** A figure the server answered null for (nothing to measure) shows as a dash. */
const NONE = '–'
const hours = (value: number | null) => (value === null ? NONE : `${value < 10 ? value.toFixed(1) : Math.round(value)} h`)
const share = (value: number | null) => (value === null ? NONE : `${Math.round(value * 100)}%`)

const tiles = (health: ModerationHealth) => [
  { label: 'Pending now', value: String(health.pending) },
  { label: 'Oldest pending', value: hours(health.oldestPendingHours) },
  { label: 'Median time to decision', value: hours(health.p50Hours) },
  { label: '95th percentile', value: hours(health.p95Hours) },
  { label: 'Longest', value: hours(health.maxHours) },
  { label: `Decided within ${PROMISE_HOURS} h`, value: share(health.decidedWithin24hShare) },
]

const SERIES = [
  { key: 'withinPromise', label: `Within ${PROMISE_HOURS} h`, color: '#16a34a' },
  { key: 'late', label: `After ${PROMISE_HOURS} h`, color: '#dc2626' },
] as const

const BARS = SERIES.map(({ key, label, color }) => ({ label, color, value: (day: DecisionDay) => day[key] }))

/** Stacked bars of each day's decisions. Screen readers get the title, the summary and the table instead. */
function DecisionsChart({ days }: { days: DecisionDay[] }) {
  const total = days.reduce((sum, day) => sum + day.withinPromise + day.late, 0)
  const late = days.reduce((sum, day) => sum + day.late, 0)
  return (
    <DailyBarChart
      id="queue-chart"
      title="Decisions per day"
      describe={(max) =>
        `${total} decisions from ${days[0]?.day} to ${days[days.length - 1]?.day}, ${late} of them after ${PROMISE_HOURS} hours; the busiest day had ${max}. The table below lists every day.`
      }
      days={days}
      dayOf={(day) => day.day}
      series={BARS}
      arrangement="stacked"
      height={180}
    />
  )
}

/** The dashboard's review-queue section: the health figures as tiles, and decisions per day. */
export function QueueHealth() {
  const health = useQuery({
    queryKey: [...adminKeys.moderation, 'health'],
    queryFn: () => fetchJson<ModerationHealth>(MODERATION_HEALTH_URL, 'The review queue figures could not be loaded.'),
  })
  const daily = useQuery({
    queryKey: [...adminKeys.moderation, 'daily'],
    queryFn: async () =>
      (await fetchJson<{ days: DecisionDay[] }>(`${MODERATION_HEALTH_URL}/daily`, 'The decisions chart could not be loaded.')).days,
  })
  return (
    <section className={layout.panel} aria-labelledby="queue-health-title" aria-busy={health.isPending || daily.isPending}>
      <h2 id="queue-health-title" className={layout.sectionTitle}>
        Review queue
      </h2>
      <p className={layout.hint}>
        WIYHS entries waiting now, and how long decisions took over the last {HEALTH_WINDOW_DAYS} days (from submission to approval or
        rejection). A dash: nothing to measure yet.
      </p>
      <QueryState query={health} loadingText="Loading the review queue…">
        {(data) => (
          <dl className={layout.stats}>
            {tiles(data).map(({ label, value }) => (
              <div key={label} className={layout.stat}>
                <dt className={layout.statLabel}>{label}</dt>
                <dd className={layout.statValue}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
      <QueryState query={daily} loadingText="Loading the decisions chart…">
        {(days) => (
          <>
            <DecisionsChart days={days} />
            <details>
              <summary>Decisions per day as a table</summary>
              <table className={layout.table}>
                <caption className={layout.srOnly}>Decisions per day (UTC), within and after {PROMISE_HOURS} hours of submission</caption>
                <thead>
                  <tr>
                    <th scope="col">Day (UTC)</th>
                    {SERIES.map(({ key, label }) => (
                      <th key={key} scope="col">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{day.day}</th>
                      <td>{day.withinPromise}</td>
                      <td>{day.late}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </QueryState>
    </section>
  )
}
