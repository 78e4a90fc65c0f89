import { countOf } from '@/lib/admin/toasts'
import { REJECTION_REASONS } from '@/lib/submissions/options'

/** How long `u` can take back a single decision. */
export const SINGLE_UNDO_MS = 10_000

const DONE = { approved: 'Approved', rejected: 'Rejected', pending: 'Returned to pending' } as const

export const reasonLabel = (value: string | null | undefined) => REJECTION_REASONS.find((reason) => reason.value === value)?.label

/** What the review screen says in its live region (read out by screen readers) and status line. */
export const REVIEW_TEXTS = {
  decided: (status: keyof typeof DONE, name: string, pending: number) =>
    `${DONE[status]} ${name}. ${countOf(pending, 'entry', 'entries')} pending.`,
  bulkDecided: (status: keyof typeof DONE, changed: number, pending: number) =>
    `${DONE[status]} ${countOf(changed, 'entry', 'entries')}. ${countOf(pending, 'entry', 'entries')} pending.`,
  notSaved: (name: string) => `${name} was not changed.`,
  bulkNotSaved: (count: number) => `${countOf(count, 'entry', 'entries')} not changed.`,
  undone: (name: string, status: string) => `Undone: ${name} is ${status} again.`,
  bulkUndone: (restored: number) => `Undone: ${countOf(restored, 'entry', 'entries')} restored.`,
  undoTooLate: `Too late to undo: a decision can be undone for ${SINGLE_UNDO_MS / 1000} seconds.`,
  nothingToUndo: 'Nothing to undo.',
  nothingSelected: 'No entries selected: press x on an entry to select it.',
  selection: (name: string, on: boolean, size: number) => `${on ? 'Selected' : 'Unselected'} ${name}. ${size} selected.`,
  confirmOverClaim: (holders: readonly string[], count: number, verb: string) =>
    `${holders.join(', ')} ${holders.length === 1 ? 'is' : 'are'} reviewing ${count === 1 ? 'this entry' : `some of these ${count} entries`} right now. ${verb} anyway?`,
  empty: 'No pending entries. The queue is clear.',
  emptyFiltered: 'No entries match this filter.',
} as const
