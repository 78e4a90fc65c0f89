import type { CollectionBeforeChangeHook } from 'payload'
import { recordReview } from '@/lib/submissions/rules'
import type { HeadstashSubmission } from '@/payload-types'

/** Records the reviewer of a status decision, for every writer that goes through the collection. */
export const recordReviewHook: CollectionBeforeChangeHook<HeadstashSubmission> = ({ data, originalDoc, operation, req }) =>
  recordReview(data, operation === 'update' ? originalDoc : undefined, req.user)
