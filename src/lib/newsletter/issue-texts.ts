import { NEWSLETTER_NAME, SITE_NAME } from '../site/constants'

/** Texts of the newsletter's e-mails and issue pages (one place each). */
export const ISSUE_TEXTS = {
  sharedBy: 'Shared by',
  listen: 'Listen to the episode',
  allChanges: 'See every change',
  webVersionShare: 'Share this issue: read it on the web',
  archiveTitle: `${NEWSLETTER_NAME} archive`,
  archiveIntro: `Every issue of ${NEWSLETTER_NAME}, the weekly dispatch from ${SITE_NAME}, newest first.`,
  archiveEmpty: 'No issues have gone out yet. Subscribe and get the first one.',
  archiveLink: 'All issues',
  feedTitle: `${NEWSLETTER_NAME} by ${SITE_NAME}`,
  feedDescription: `Every issue of ${NEWSLETTER_NAME}, the weekly dispatch from ${SITE_NAME}: culture, strains worth knowing, and what's new on the podcast.`,
  sentOn: 'Sent',
} as const

/** The footer every newsletter e-mail carries, confirmations and issues alike. */
export const NEWSLETTER_FOOTER = {
  reason: `You get this because this address signed up for ${NEWSLETTER_NAME} by ${SITE_NAME}.`,
  unsubscribe: 'Unsubscribe or delete your data',
} as const
