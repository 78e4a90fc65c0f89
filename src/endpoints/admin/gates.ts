import { sql } from '@payloadcms/db-postgres'
import { asUser } from '@/access'
import { NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { parseJsonBody } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { normalisePagePath } from '@/lib/gates/paths'
import { ADMIN_MESSAGES, gateSchema, gateUpdateSchema } from '@/lib/validation/admin'
import { type GATE_ACTIONS } from '@/lib/validation/options'
import { idParam, requireAdmin } from './guard'

/** Days of history in the analytics chart. */
export const GATE_ANALYTICS_DAYS = 30

async function findGate(req: PayloadRequest, id: number) {
  try {
    return await req.payload.findByID({ collection: 'gates', id, depth: 0, ...asUser(req) })
  } catch (error) {
    if (error instanceof NotFound) throw new HttpError(404, ADMIN_MESSAGES.notFound)
    throw error
  }
}

export async function gateAnalytics(req: PayloadRequest, gateId: number) {
  const { rows } = await req.payload.db.drizzle.execute<{ shown: number; subscribed: number; dismissed: number }>(sql`
    SELECT
      (count(*) FILTER (WHERE action = 'shown'))::int AS shown,
      (count(*) FILTER (WHERE action = 'subscribed'))::int AS subscribed,
      (count(*) FILTER (WHERE action = 'dismissed'))::int AS dismissed
    FROM gate_interactions WHERE gate_id = ${gateId}`)
  const { rows: daily } = await req.payload.db.drizzle.execute<{ day: string; action: string; count: number }>(sql`
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

export const adminGateEndpoints: Endpoint[] = [
  {
    path: '/admin/subscription-gates',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { docs } = await req.payload.find({ collection: 'gates', sort: ['-priority', '-createdAt'], limit: 500, depth: 0, ...asUser(req) })
      return Response.json({ gates: docs })
    }),
  },
  {
    path: '/admin/subscription-gates',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const data = await parseJsonBody(req, gateSchema)
      const gate = await req.payload.create({ collection: 'gates', data: { ...data, pagePath: normalisePagePath(data.pagePath) }, ...asUser(req) })
      return Response.json({ gate }, { status: 201 })
    }),
  },
  {
    path: '/admin/subscription-gates/:id',
    method: 'put',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findGate(req, id)
      const data = await parseJsonBody(req, gateUpdateSchema)
      const gate = await req.payload.update({
        collection: 'gates',
        id,
        data: data.pagePath ? { ...data, pagePath: normalisePagePath(data.pagePath) } : data,
        ...asUser(req),
      })
      return Response.json({ gate })
    }),
  },
  {
    path: '/admin/subscription-gates/:id',
    method: 'delete',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findGate(req, id)
      // Its interactions go with it (the collection's beforeDelete hook, for every client).
      await req.payload.delete({ collection: 'gates', id, ...asUser(req) })
      return Response.json({ success: true })
    }),
  },
  {
    path: '/admin/subscription-gates/:id/analytics',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findGate(req, id)
      return Response.json(await gateAnalytics(req, id))
    }),
  },
]
