import { z } from '../forms/zod'
import { email } from '../forms/fields'

export const NEWSLETTER_MESSAGES = {
  invalidTitle: 'Invalid Email',
  invalidEmail: 'Please enter a valid email address.',
  successTitle: 'We in Motion... Signal Lit...',
  success: "You've successfully tapped into our exclusive network.",
  failureTitle: 'Subscription Failed',
  failureFallback: 'Unable to process subscription. Please try again.',
  episodeFailureTitle: 'Subscription failed',
  episodeFailureFallback: 'Please try again later',
  // Double opt-in: nothing is sent to the address until its owner follows the e-mailed link.
  pendingTitle: 'Check your inbox',
  pending: 'We sent you a confirmation link. Open it to start receiving Smoke Signals.',
} as const

/**
 * The answer of every newsletter subscription (the subscribe endpoint and a gate's "subscribed"):
 * `pending` while the address still has to be confirmed by e-mail (double opt-in), `active` when it is
 * subscribed at once. It follows the site's mode, never the address's row, so it reveals nothing about
 * whether an address was known.
 */
export interface SubscribeAnswer {
  success: true
  status: 'pending' | 'active'
  message: string
}

export const subscribeAnswer = (doubleOptIn: boolean): SubscribeAnswer =>
  doubleOptIn
    ? { success: true, status: 'pending', message: NEWSLETTER_MESSAGES.pending }
    : { success: true, status: 'active', message: NEWSLETTER_MESSAGES.success }

/** The toast after a successful subscription: check-your-inbox while pending, the contract's success text otherwise. */
export const subscribedToast = (answer: unknown): { title: string; description: string } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && answer.status === 'pending'
    ? { title: NEWSLETTER_MESSAGES.pendingTitle, description: NEWSLETTER_MESSAGES.pending }
    : { title: NEWSLETTER_MESSAGES.successTitle, description: NEWSLETTER_MESSAGES.success }

/** The contract's client check: non-empty and containing an at-sign; the server checks the full form. */
export const passesNewsletterClientCheck = (value: string) => value.trim() !== '' && value.includes('@')

export const newsletterSchema = z.object({ email: email(NEWSLETTER_MESSAGES.invalidEmail) })
export type NewsletterInput = z.infer<typeof newsletterSchema>

/** Double opt-in adds "pending" (address not yet confirmed) to the contract's active/inactive. */
export const SUBSCRIBER_STATUSES = ['pending', 'active', 'inactive'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** The `source` of rows created by the admin CSV import. */
export const IMPORT_SOURCE = 'import'

/** A confirmation link stays valid this long; a repeat subscription re-sends at most this often. */
export const CONFIRM_TOKEN_TTL_SECONDS = 7 * 24 * 3600
export const CONFIRMATION_RESEND_SECONDS = 3600
/** Unsubscribe links live in old mail for a long time and must keep working. */
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 2 * 365 * 24 * 3600

/** A site path a subscription came from (body `source` or the Referer); anything else is dropped. */
export const subscriptionSource = z
  .unknown()
  .transform((value) => (typeof value === 'string' && /^\/[^\s]{0,199}$/.test(value) ? value : undefined))

export const NEWSLETTER_TOKEN_MESSAGES = {
  invalid: 'This link is invalid or has expired.',
  confirmed: "You're confirmed. Smoke Signals will find you.",
  unsubscribed: "You're unsubscribed. No more Smoke Signals from us.",
  deleted: 'Your address and its subscription history are deleted.',
  notFound: 'We have no subscription for this address.',
} as const

export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: NEWSLETTER_TOKEN_MESSAGES.invalid })
    .trim()
    .min(1, NEWSLETTER_TOKEN_MESSAGES.invalid)
    .max(2000, NEWSLETTER_TOKEN_MESSAGES.invalid),
})

/**
 * Admin CSV import: one address per row, in a column named "email" (any case) or the first column; an
 * optional column named like the export's "Subscribed" keeps each row's original subscription date.
 */
export const SUBSCRIBER_IMPORT_MESSAGES = {
  noFile: 'Choose a CSV file with an "email" column.',
  empty: 'The CSV has no rows.',
  tooMany: 'At most 5000 rows per import.',
  invalid: 'Not a valid e-mail address',
  unreadable: 'This row has an unmatched quote (") and could not be read',
  invalidDate: 'Not a valid subscription date (use YYYY-MM-DD)',
  futureDate: 'The subscription date is in the future',
  duplicateInFile: 'Repeated earlier in this file',
  exists: 'Already a subscriber',
} as const
export const SUBSCRIBER_IMPORT_MAX_ROWS = 5000
/** Headers (any case) of the import's subscription-date column; "subscribed" is the export's own. */
export const SUBSCRIBER_IMPORT_DATE_HEADERS = ['subscribed', 'subscribed on', 'subscribed at', 'subscribedat', 'subscription date'] as const

/** The export's columns, consent record included. */
export const SUBSCRIBER_EXPORT_COLUMNS = ['Email', 'Status', 'Subscribed', 'Source', 'Confirmed', 'Unsubscribed'] as const

export const subscriberImportSchema = z.object({
  csv: z.string({ error: SUBSCRIBER_IMPORT_MESSAGES.noFile }).min(1, SUBSCRIBER_IMPORT_MESSAGES.noFile),
})

export const subscriberStatusFilter = z.enum(SUBSCRIBER_STATUSES).optional().catch(undefined)
