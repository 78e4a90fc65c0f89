/** The words of the conflict answer the admin recognises to offer "Restore the others". */
export const BULK_CONFLICT_MARK = 'decided again or deleted since this bulk action'

/** What staff read when a bulk call is refused. */
export const BULK_MESSAGES = {
  ids: 'ids must be a list of submission ids (whole numbers)',
  noIds: 'Choose at least one submission',
  tooMany: (max: number) => `At most ${max.toLocaleString('en-US')} submissions at once`,
  action: 'action must be "approve" or "reject"',
  reason: 'Choose a rejection reason from the list',
  note: 'The rejection note must be text of at most 500 characters',
  reasonOnlyForReject: 'A rejection reason or note goes with "reject" only',
  unknownIds: (ids: readonly number[]) =>
    `No submission with id ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ` and ${ids.length - 20} more` : ''}; nothing was changed`,
  unknownBatch: 'No bulk action with this id',
  alreadyReverted: 'This bulk action was already undone or restored',
  undoExpired: 'The undo window of this bulk action has passed; restore it from the audit log instead',
  conflicts: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Entry' : 'Entries'} #${ids.slice(0, 20).join(', #')}${ids.length > 20 ? ` and ${ids.length - 20} more` : ''} ${ids.length === 1 ? 'was' : 'were'} ${BULK_CONFLICT_MARK}, so nothing was restored. Restore the others to leave ${ids.length === 1 ? 'it' : 'them'} as ${ids.length === 1 ? 'it is' : 'they are'}.`,
} as const

/** The e-mails a submitter gets about their find, and the page that stops them. */
export const NOTICE_TEXTS = {
  approvedSubject: (name: string) => `Your find is live: ${name}`,
  approved: (name: string) => [
    `Good news: "${name}", the find you shared through WIYHS, passed review and is now live in The Cloud.`,
    'Thanks for adding to the archive. Share the link with anyone who should see it.',
  ],
  approvedAction: 'See it in The Cloud',
  rejectedSubject: (name: string) => `About your find: ${name}`,
  rejected: (name: string, reason: string | null, note: string | null) => [
    `Thanks for sharing "${name}" through WIYHS. After review it will not appear in The Cloud.`,
    ...(reason ? [`Reason: ${reason}.`] : []),
    ...(note ? [`Note from the reviewer: ${note}`] : []),
    'You are welcome to submit again with the details above in mind.',
  ],
  footerReason: 'You get this because you left your e-mail address with a WIYHS submission.',
  stopLabel: 'Stop e-mails about my submissions',
  stopped: 'Done: we will not e-mail you about your submissions again.',
  stopTitle: 'E-mails about your submissions',
  stopIntro: 'Stop the e-mails that tell you whether a find you submitted went live.',
} as const
