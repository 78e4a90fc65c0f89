import type { Endpoint } from 'payload'
import { payloadPool } from '@/lib/db/transaction'
import { handled } from '@/lib/http/errors'
import { healthAnswer, readDecisionsPerDay, readModerationStats } from '@/lib/moderation/health'
import { requireAdmin } from './guard'

export const MODERATION_HEALTH_PATH = '/admin/moderation/health'

export const adminModerationEndpoints: Endpoint[] = [
  {
    // The review queue's figures over the last 30 days (src/lib/moderation/health.ts says what each means, and when it is null).
    path: MODERATION_HEALTH_PATH,
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      return Response.json(healthAnswer(await readModerationStats(payloadPool(req.payload))))
    }),
  },
  {
    // The dashboard's chart: decisions per day over the same 30 days, within the promise and later.
    path: `${MODERATION_HEALTH_PATH}/daily`,
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      return Response.json({ days: await readDecisionsPerDay(payloadPool(req.payload)) })
    }),
  },
]
