import type { CollectionAfterChangeHook } from 'payload'
import { UNDO_WINDOW_MS } from '@/lib/moderation/bulk'
import { queueDecisionNotices } from '@/lib/moderation/notices'
import type { HeadstashSubmission } from '@/payload-types'

/**
 * A decision (the status moving to approved or rejected) queues the submitter's e-mail, in the change's
 * transaction; an edit that leaves the status alone queues nothing, so a decision is told once.
 */
export const queueDecisionNotice: CollectionAfterChangeHook<HeadstashSubmission> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  if ((doc.status !== 'approved' && doc.status !== 'rejected') || !doc.submitterEmail?.trim()) return doc
  const reviewedAt = doc.reviewedAt ?? doc.updatedAt
  await queueDecisionNotices(
    req.payload,
    { ids: [doc.id], status: doc.status, reviewedAt, notBefore: new Date(new Date(reviewedAt).getTime() + UNDO_WINDOW_MS), req },
    [doc.id],
  )
  return doc
}
