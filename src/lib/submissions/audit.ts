import type { AuditDecision } from '@/lib/audit/trail'
import { REJECTION_REASONS } from './options'

/** The reason staff gave for a rejection: the preset's label, then their note. */
export function rejectionReasonText(reason: unknown, note: unknown): string | null {
  const label = REJECTION_REASONS.find((preset) => preset.value === reason)?.label
  const words = typeof note === 'string' ? note.trim() : ''
  return [label, words].filter(Boolean).join(': ') || null
}

/** A WIYHS entry's status change is a decision: approve, or reject with its reason. */
export const submissionDecision: AuditDecision = ({ after, diff }) => {
  const status = diff.status?.after
  if (status === 'approved') return { action: 'approve' }
  if (status === 'rejected') return { action: 'reject', reason: rejectionReasonText(after.rejectionReason, after.rejectionNote) }
  return null
}
