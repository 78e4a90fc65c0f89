import type { CollectionBeforeChangeHook } from 'payload'
import type { HeadstashSubmission } from '@/payload-types'

/** Whoever moves a submission to another status is recorded as its reviewer, with the time. */
export const recordReview: CollectionBeforeChangeHook<HeadstashSubmission> = ({ data, originalDoc, operation, req }) => {
  const statusChanged = operation === 'update' && data.status && data.status !== originalDoc?.status
  if (statusChanged && req.user) {
    data.reviewedBy = req.user.id
    data.reviewedAt = new Date().toISOString()
  }
  return data
}
