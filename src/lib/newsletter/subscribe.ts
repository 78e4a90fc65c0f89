import type { Payload } from 'payload'
import { isEmailConfigured } from '@/lib/email/config'
import type { NewsletterSubscriber } from '@/payload-types'
import { JOBS_QUEUE, runJobsSoon } from '@/lib/jobs/queue'
import { claimConfirmationSlot, forgetConfirmationSends, releaseConfirmationSlot } from './confirmation-sends'
import { sendNewsletterEmail, welcomeEmail } from './emails'
import { CONFIRMATION_TASK } from './jobs'
import { mailboxKey } from './mailbox'

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
 * With e-mail configured (double opt-in) a new or lapsed address becomes pending and a confirmation
 * e-mail is queued; a pending one gets another at most once per hour per mailbox, whichever spelling
 * and door asked; an active one gets nothing. Without e-mail (single opt-in) the address is active at once.
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
    confirmationSentAt: null,
  }
  let subscriber = await findSubscriber(payload, email)
  if (!subscriber) {
    try {
      subscriber = await payload.create({ collection: COLLECTION, data: { email, ...fresh }, overrideAccess: true, depth: 0 })
    } catch (error) {
      // Two requests raced past the lookup; the unique index let only one insert through.
      subscriber = await findSubscriber(payload, email)
      if (!subscriber) throw error
    }
  }
  // A comeback is a new consent: its confirmation is held back only by one sent since the unsubscribe.
  let comebackAfter: string | null = null
  if (subscriber.status === 'inactive') {
    comebackAfter = subscriber.unsubscribedAt ?? subscriber.updatedAt
    subscriber = await update(payload, subscriber.id, fresh)
  }
  if (subscriber.status === 'pending' && doubleOptIn) await queueConfirmation(payload, email, comebackAfter)
}

/**
 * Queues the confirmation e-mail if the mailbox's slot is free (one per hour; see claimConfirmationSlot),
 * and asks this server's queue runner to send it now rather than at its next tick.
 */
async function queueConfirmation(payload: Payload, email: string, comebackAfter?: string | null): Promise<void> {
  const mailbox = mailboxKey(email)
  const claimedAt = await claimConfirmationSlot(payload, mailbox, comebackAfter)
  if (!claimedAt) return
  try {
    await payload.jobs.queue({ task: CONFIRMATION_TASK, queue: JOBS_QUEUE, input: { email, claimedAt } })
  } catch (error) {
    await releaseConfirmationSlot(payload, mailbox, claimedAt)
    throw error
  }
  runJobsSoon()
}

export type ConfirmResult = 'confirmed' | 'already-active' | 'unknown'

/** Activates a pending address (from its confirmation link) and sends the welcome e-mail. */
export async function confirmSubscription(payload: Payload, email: string): Promise<ConfirmResult> {
  const subscriber = await findSubscriber(payload, email)
  if (!subscriber || subscriber.status === 'inactive') return 'unknown'
  if (subscriber.status === 'active') return 'already-active'
  await update(payload, subscriber.id, { status: 'active', confirmedAt: new Date().toISOString() })
  try {
    await sendNewsletterEmail(payload, email, await welcomeEmail(email))
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

/**
 * "Delete my data": the subscriber row goes, the address is blanked in their gate interactions, and the
 * mailbox's record of its last confirmation e-mail goes too.
 */
export async function deleteSubscriberData(payload: Payload, email: string): Promise<void> {
  await payload.delete({ collection: COLLECTION, where: { email: { equals: email } }, overrideAccess: true })
  await forgetConfirmationSends(payload, mailboxKey(email))
  await payload.update({
    collection: 'gate-interactions',
    where: { email: { equals: email } },
    data: { email: null },
    overrideAccess: true,
  })
}
