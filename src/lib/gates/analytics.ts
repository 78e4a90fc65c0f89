import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { type GATE_ACTIONS } from './options'

/** Days of history in the analytics chart. */
export const GATE_ANALYTICS_DAYS = 30

/** A gate's totals and its daily counts over the last GATE_ANALYTICS_DAYS days (raw SQL: aggregates). */
export async function gateAnalytics(payload: Payload, gateId: number) {
  const { rows } = await payload.db.drizzle.execute<{ shown: number; subscribed: number; dismissed: number }>(sql`
    SELECT
      (count(*) FILTER (WHERE action = 'shown'))::int AS shown,
      (count(*) FILTER (WHERE action = 'subscribed'))::int AS subscribed,
      (count(*) FILTER (WHERE action = 'dismissed'))::int AS dismissed
    FROM gate_interactions WHERE gate_id = ${gateId}`)
  const { rows: daily } = await payload.db.drizzle.execute<{ day: string; action: string; count: number }>(sql`
    SELECT to_char(date_trunc('day', created_at), 'YYYY-MM-DD') AS day, action::text AS action, count(*)::int AS count
    FROM gate_interactions
    WHERE gate_id = ${gateId} AND created_at >= now() - make_interval(days => ${GATE_ANALYTICS_DAYS})
    GROUP BY 1, 2 ORDER BY 1`)
  const totals = rows[0] ?? { shown: 0, subscribed: 0, dismissed: 0 }
  const byDay = new Map<string, Record<(typeof GATE_ACTIONS)[number], number>>()
  for (const row of daily) {
    const day = byDay.get(row.day) ?? { shown: 0, subscribed: 0, dismissed: 0 }
    day[row.action as (typeof GATE_ACTIONS)[number]] = Number(row.count)
    byDay.set(row.day, day)
  }
  return {
    totalShown: Number(totals.shown),
    totalSubscribed: Number(totals.subscribed),
    totalDismissed: Number(totals.dismissed),
    /** Percentage of showings that ended in a subscription, one decimal. */
    conversionRate: totals.shown ? Math.round((Number(totals.subscribed) / Number(totals.shown)) * 1000) / 10 : 0,
    daily: [...byDay.entries()].map(([day, counts]) => ({ day, ...counts })),
  }
}
