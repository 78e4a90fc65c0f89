// The newsletter's texts and the browser's own check, without zod: the layout's form and the gates
// import these on every public page, so they must not pull the schemas in (docs/decisions.md#byte-budgets).
// The schemas (schema.ts) read their messages here.

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

export const NEWSLETTER_TOKEN_MESSAGES = {
  invalid: 'This link is invalid or has expired.',
  confirmed: "You're confirmed. Smoke Signals will find you.",
  unsubscribed: "You're unsubscribed. No more Smoke Signals from us.",
  deleted: 'Your address and its subscription history are deleted.',
  notFound: 'We have no subscription for this address.',
} as const
