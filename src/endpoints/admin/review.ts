import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'
import { asUser } from '@/access'
import type { SqlRunner } from '@/lib/audit/record'
import { runnerForRequest } from '@/lib/audit/runner'
import { payloadPool } from '@/lib/db/transaction'
import { readJsonObject } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { HTTP_MESSAGES } from '@/lib/http/messages'
import { type Claim, claimSubmission, clearClaims, liveClaimOf, liveClaims, releaseClaim } from '@/lib/moderation/claims'
import { decisionFields, REVIEW_MESSAGES, reviewDecisionSchema } from '@/lib/moderation/review'
import { idParam, requireAdmin } from './guard'

/** Claims are lease bookkeeping outside any change: each statement runs on its own pooled connection. */
const poolRunner =
  (req: PayloadRequest): SqlRunner =>
  (text, values) =>
    payloadPool(req.payload).query(text, values)

/** What the review screen needs of a claim: whose it is, by name, and whether it is the caller's own. */
const claimAnswer = (claim: Claim, userId: number) => ({
  submissionId: claim.submissionId,
  username: claim.username,
  expiresAt: claim.expiresAt,
  mine: claim.userId === userId,
})

/** Only a pending entry can be claimed: a decided one needs no reviewer (404 when there is none at all). */
async function assertPending(run: SqlRunner, id: number): Promise<void> {
  const { rows } = await run('SELECT status FROM headstash_submissions WHERE id = $1', [id])
  const status = rows[0]?.status as string | undefined
  if (status === undefined) throw new HttpError(404, HTTP_MESSAGES.notFound)
  if (status !== 'pending') throw new HttpError(409, REVIEW_MESSAGES.alreadyDecided(status))
}

interface StoredReview {
  status: string
  rejection_reason: string | null
  rejection_note: string | null
}

/**
 * The review screen's calls. A decision goes through Payload's update inside one transaction that
 * first locks the entry's row, so the reviewer stamp (recordReview) and every collection hook run as
 * for any other writer, and the checks against a second decision hold until the write commits.
 */
export const adminReviewEndpoints: Endpoint[] = [
  {
    path: '/admin/headstash-submissions/claims',
    method: 'get',
    handler: handled(async (req) => {
      const user = requireAdmin(req)
      const claims = await liveClaims(poolRunner(req))
      return Response.json({ claims: claims.map((claim) => claimAnswer(claim, user.id)) })
    }),
  },
  {
    path: '/admin/headstash-submissions/:id/claim',
    method: 'post',
    handler: handled(async (req) => {
      const user = requireAdmin(req)
      const id = idParam(req)
      const run = poolRunner(req)
      await assertPending(run, id)
      const result = await claimSubmission(run, id, user.id)
      const claim = claimAnswer(result.claim, user.id)
      return result.taken
        ? Response.json({ claim })
        : Response.json({ message: REVIEW_MESSAGES.beingReviewedBy(claim.username), claim }, { status: 409 })
    }),
  },
  {
    path: '/admin/headstash-submissions/:id/release',
    method: 'post',
    handler: handled(async (req) => {
      const user = requireAdmin(req)
      const released = await releaseClaim(poolRunner(req), idParam(req), user.id)
      return Response.json({ released })
    }),
  },
  {
    path: '/admin/headstash-submissions/:id/decision',
    method: 'post',
    handler: handled(async (req) => {
      const user = requireAdmin(req)
      const id = idParam(req)
      const decision = reviewDecisionSchema.parse(await readJsonObject(req))
      const ownsTransaction = await initTransaction(req)
      try {
        const run = await runnerForRequest(req)
        const { rows } = await run('SELECT status, rejection_reason, rejection_note FROM headstash_submissions WHERE id = $1 FOR UPDATE', [
          id,
        ])
        const stored = rows[0] as StoredReview | undefined
        if (!stored) throw new HttpError(404, HTTP_MESSAGES.notFound)
        if (decision.from && stored.status !== decision.from) throw new HttpError(409, REVIEW_MESSAGES.alreadyDecided(stored.status))
        const holder = await liveClaimOf(run, id)
        if (holder && holder.userId !== user.id && !decision.force) {
          await killTransaction(req)
          const claim = claimAnswer(holder, user.id)
          return Response.json({ message: REVIEW_MESSAGES.beingReviewedBy(claim.username), claim }, { status: 409 })
        }
        // `req` carries the signed-in reviewer, so the recordReview hook stamps reviewedBy / reviewedAt.
        const submission = await req.payload.update({
          collection: 'headstash-submissions',
          id,
          data: decisionFields(decision),
          req,
          depth: 0,
          ...asUser(req),
        })
        if (decision.status !== 'pending') await clearClaims(run, [id])
        if (ownsTransaction) await commitTransaction(req)
        const previous = { status: stored.status, reason: stored.rejection_reason, note: stored.rejection_note }
        return Response.json({ submission, previous })
      } catch (error) {
        await killTransaction(req)
        throw error
      }
    }),
  },
]
