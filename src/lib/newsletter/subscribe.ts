import type { Payload } from 'payload'
import { isEmailConfigured } from '@/lib/email/config'
import type { NewsletterSubscriber } from '@/payload-types'
import { CONFIRMATION_RESEND_SECONDS } from '@/lib/validation/newsletter'
import { confirmationEmail, sendNewsletterEmail, welcomeEmail } from './emails'

/** Where a subscription came from: a page path, `gate:<id> <path>`, or `import`. */
export interface SubscribeOptions {
  source?: string
}

const COLLECTION = 'newsletter-subscribers'

// System reads and writes (overrideAccess: true throughout this file): subscribers are staff-only to
// every client; these run for anonymous visitors behind the validated, rate-limited newsletter and
// unsubscribe endpoints (and a signed token for deletion), which answer the same whatever they find.

export async function findSubscriber(payload: Payload, email: string): Promise<NewsletterSubscriber | undefined> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

const update = (payload: Payload, id: number, data: Partial<NewsletterSubscriber>) =>
  payload.update({ collection: COLLECTION, id, data, overrideAccess: true, depth: 0 })

/**
 * The one subscribe path for every newsletter form and the gates' "subscribed" action. The address is
 * already validated and lower-cased. Whatever the address's state, the caller answers the same, so the
 * answer never reveals whether it was known.
 *
 * With e-mail configured (double opt-in) a new or lapsed address becomes pending and gets a
 * confirmation e-mail; a pending one gets it again at most once per hour; an active one gets nothing.
 * Without e-mail (single opt-in) the address is active at once.
 */
export async function subscribeEmail(payload: Payload, email: string, options: SubscribeOptions = {}): Promise<void> {
  const doubleOptIn = isEmailConfigured()
  const now = new Date().toISOString()
  const fresh = {
    subscribedAt: now,
    source: options.source,
    status: doubleOptIn ? ('pending' as const) : ('active' as const),
    confirmedAt: doubleOptIn ? null : now,
    unsubscribedAt: null,
    // A comeback is a new consent: its confirmation is not held back by the one-per-hour limit.
    confirmationSentAt: null,
  }
  let subscriber = await findSubscriber(payload, email)
  if (!subscriber) {
    try {
      subscriber = await payload.create({ collection: COLLECTION, data: { email, ...fresh }, overrideAccess: true, depth: 0 })
      if (doubleOptIn) await sendConfirmation(payload, subscriber)
      return
    } catch (error) {
      // Two requests raced past the lookup; the unique index let only one insert through.
      subscriber = await findSubscriber(payload, email)
      if (!subscriber) throw error
    }
  }
  if (subscriber.status === 'inactive') {
    subscriber = await update(payload, subscriber.id, fresh)
  }
  if (subscriber.status === 'pending' && doubleOptIn) await sendConfirmation(payload, subscriber)
}

/** Sends the confirmation unless one went out within the hour; a failed send leaves the slot open. */
async function sendConfirmation(payload: Payload, subscriber: NewsletterSubscriber): Promise<void> {
  const lastSent = subscriber.confirmationSentAt ? Date.parse(subscriber.confirmationSentAt) : 0
  if (Date.now() - lastSent < CONFIRMATION_RESEND_SECONDS * 1000) return
  try {
    await sendNewsletterEmail(payload, subscriber.email, confirmationEmail(subscriber.email))
  } catch (error) {
    // The visitor's answer stays the same; staff see why in the log and the address stays pending.
    payload.logger.error({ err: error, msg: 'Newsletter confirmation e-mail could not be sent' })
    return
  }
  await update(payload, subscriber.id, { confirmationSentAt: new Date().toISOString() })
}

export type ConfirmResult = 'confirmed' | 'already-active' | 'unknown'

/** Activates a pending address (from its confirmation link) and sends the welcome e-mail. */
export async function confirmSubscription(payload: Payload, email: string): Promise<ConfirmResult> {
  const subscriber = await findSubscriber(payload, email)
  if (!subscriber || subscriber.status === 'inactive') return 'unknown'
  if (subscriber.status === 'active') return 'already-active'
  await update(payload, subscriber.id, { status: 'active', confirmedAt: new Date().toISOString() })
  try {
    await sendNewsletterEmail(payload, email, welcomeEmail(email))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Newsletter welcome e-mail could not be sent' })
  }
  return 'confirmed'
}

/** Stops all mail to the address (one-click or the unsubscribe page). Unknown addresses are fine. */
export async function unsubscribeEmail(payload: Payload, email: string): Promise<void> {
  const subscriber = await findSubscriber(payload, email)
  if (!subscriber || subscriber.status === 'inactive') return
  await update(payload, subscriber.id, { status: 'inactive', unsubscribedAt: new Date().toISOString() })
}

/** "Delete my data": the subscriber row goes, and the address is blanked in their gate interactions. */
export async function deleteSubscriberData(payload: Payload, email: string): Promise<void> {
  await payload.delete({ collection: COLLECTION, where: { email: { equals: email } }, overrideAccess: true })
  await payload.update({
    collection: 'gate-interactions',
    where: { email: { equals: email } },
    data: { email: null },
    overrideAccess: true,
  })
}
