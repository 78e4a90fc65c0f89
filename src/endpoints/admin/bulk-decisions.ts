import { randomUUID } from 'node:crypto'
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { readJsonObject } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import {
  bulkDecide,
  bulkDecisionSchema,
  isBatchId,
  recentBatches,
  revertBatch,
  type RequestContext,
  type RevertKind,
} from '@/lib/moderation/bulk'
import { BULK_MESSAGES } from '@/lib/moderation/texts'
import { requireAdmin } from './guard'

const BULK_PATH = '/admin/headstash-submissions/bulk'

/** The signed-in staff member and this request's id, as the audit rows record them. */
function contextOf(req: PayloadRequest): RequestContext {
  const user = requireAdmin(req)
  const given = req.headers.get('x-request-id')?.trim()
  return {
    // Accounts sign in with a username; the e-mail is optional, so the log falls back to the username.
    actor: { id: Number(user.id), email: String(user.email || (user as { username?: string }).username || '') },
    requestId: given && given.length <= 200 ? given : randomUUID(),
  }
}

const revertOptions = z.object({ skipChanged: z.boolean({ error: 'skipChanged must be true or false' }).optional() })

/** Undo (within the window) or restore (any time later) of one batch. */
const revertEndpoint = (kind: RevertKind): Endpoint => ({
  path: `${BULK_PATH}/:batchId/${kind}`,
  method: 'post',
  handler: handled(async (req) => {
    const context = contextOf(req)
    const batchId = String(req.routeParams?.batchId ?? '')
    if (!isBatchId(batchId)) throw new HttpError(404, BULK_MESSAGES.unknownBatch)
    // The body is optional: a bare POST reverts the whole batch or nothing.
    const options = req.headers.get('content-type') ? revertOptions.parse(await readJsonObject(req)) : {}
    const result = await revertBatch(req.payload, context, batchId, kind, options)
    if ('conflicts' in result)
      return Response.json({ message: BULK_MESSAGES.conflicts(result.conflicts), conflicts: result.conflicts }, { status: 409 })
    return Response.json(result)
  }),
})

export const adminBulkDecisionEndpoints: Endpoint[] = [
  {
    path: BULK_PATH,
    method: 'post',
    handler: handled(async (req) => {
      const context = contextOf(req)
      const decision = bulkDecisionSchema.parse(await readJsonObject(req))
      return Response.json(await bulkDecide(req.payload, context, decision))
    }),
  },
  {
    path: BULK_PATH,
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      return Response.json({ batches: await recentBatches(req.payload) })
    }),
  },
  revertEndpoint('undo'),
  revertEndpoint('restore'),
]
