import { z } from '../forms/zod'
import { email } from '../forms/fields'
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN_MESSAGES } from './texts'

// The texts live apart from zod so the public pages can have them without it (texts.ts).
export {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_TOKEN_MESSAGES,
  passesNewsletterClientCheck,
  subscribeAnswer,
  type SubscribeAnswer,
  subscribedToast,
} from './texts'

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
