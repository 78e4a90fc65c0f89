import { z } from 'zod'
import { REJECTION_REASONS, SUBMISSION_STATUSES } from '@/lib/submissions/options'

/**
 * How long a moderator's claim on an entry lasts without renewal. The review screen renews it well
 * inside this while the entry stays in focus, so a closed tab or a crashed browser frees the entry
 * within this time.
 */
export const CLAIM_LEASE_SECONDS = 120

/** The review screen renews its claim this often (a third of the lease: two renewals may fail). */
export const CLAIM_RENEW_SECONDS = CLAIM_LEASE_SECONDS / 3

/** The rejection note's longest text (the collection field's maxLength). */
export const REJECTION_NOTE_MAX = 500

const REASON_VALUES = REJECTION_REASONS.map((reason) => reason.value) as [
  (typeof REJECTION_REASONS)[number]['value'],
  ...(typeof REJECTION_REASONS)[number]['value'][],
]

export const REVIEW_MESSAGES = {
  reasonRequired: 'Choose a rejection reason',
  noteRequired: 'Add a note to explain the reason "Other"',
  noteTooLong: `Must be at most ${REJECTION_NOTE_MAX} characters`,
  chooseStatus: `Choose a status: ${SUBMISSION_STATUSES.join(', ')}`,
  /** Someone decided the entry since the moderator's screen was loaded: no second decision over theirs. */
  alreadyDecided: (status: string) => `This entry is already ${status}; reload to see the latest decision`,
  beingReviewedBy: (username: string) => `Being reviewed by ${username}`,
} as const

/**
 * One moderator's decision on one entry (the review screen's approve, reject and the undo of either):
 * - `reason` (and `note`) go with a rejection; approving or returning an entry to pending clears them;
 * - `from` is the status the moderator saw: when the entry has moved on since, the decision is refused,
 *   so two moderators never decide the same entry twice;
 * - `force` decides over another moderator's claim, after the moderator confirmed it.
 */
export const reviewDecisionSchema = z
  .object({
    status: z.enum(SUBMISSION_STATUSES, { error: REVIEW_MESSAGES.chooseStatus }),
    reason: z.enum(REASON_VALUES, { error: REVIEW_MESSAGES.reasonRequired }).optional(),
    note: z.string().trim().max(REJECTION_NOTE_MAX, REVIEW_MESSAGES.noteTooLong).optional(),
    from: z.enum(SUBMISSION_STATUSES, { error: REVIEW_MESSAGES.chooseStatus }).optional(),
    force: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.status !== 'rejected') return
    if (!value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: REVIEW_MESSAGES.reasonRequired })
    else if (value.reason === 'other' && !value.note)
      context.addIssue({ code: 'custom', path: ['note'], message: REVIEW_MESSAGES.noteRequired })
  })

export type ReviewDecision = z.output<typeof reviewDecisionSchema>

/** The stored fields a decision writes: a rejection keeps its reason and note, any other status clears them. */
export function decisionFields(decision: ReviewDecision) {
  const rejected = decision.status === 'rejected'
  return {
    status: decision.status,
    rejectionReason: rejected ? (decision.reason ?? null) : null,
    rejectionNote: rejected && decision.note ? decision.note : null,
  }
}
