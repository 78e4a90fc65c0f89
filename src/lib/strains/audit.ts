import type { AuditDecision } from '@/lib/audit/trail'

/** Ticking or clearing a strain entry's "Approved" box is an approval or a rejection of it. */
export const strainEntryDecision: AuditDecision = ({ diff }) => {
  if (!diff.isApproved) return null
  return { action: diff.isApproved.after === true ? 'approve' : 'reject' }
}
