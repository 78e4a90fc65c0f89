import { z } from './zod'
import { email } from './fields'

export const NEWSLETTER_MESSAGES = {
  invalidTitle: 'Invalid Email',
  invalidEmail: 'Please enter a valid email address.',
  successTitle: 'We in Motion... Signal Lit...',
  success: "You've successfully tapped into our exclusive network.",
  failureTitle: 'Subscription Failed',
  failureFallback: 'Unable to process subscription. Please try again.',
  episodeFailureTitle: 'Subscription failed',
  episodeFailureFallback: 'Please try again later',
} as const

/** The spec's client check: non-empty and containing an at-sign; the server checks the full form. */
export const passesNewsletterClientCheck = (value: string) => value.trim() !== '' && value.includes('@')

export const newsletterSchema = z.object({ email: email(NEWSLETTER_MESSAGES.invalidEmail) })
export type NewsletterInput = z.infer<typeof newsletterSchema>
