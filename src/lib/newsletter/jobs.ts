import type { TaskConfig } from 'payload'
import { releaseConfirmationSlot } from './confirmation-sends'
import { confirmationEmail, sendNewsletterEmail } from './emails'
import { mailboxKey } from './mailbox'

export const CONFIRMATION_TASK = 'newsletterConfirmation'

/**
 * Sends one confirmation e-mail from the jobs queue. The sign-up request only queues it, so its answer
 * takes the same time whether the address was new, pending or already subscribed, and a slow mail
 * server never holds a visitor's request.
 */
export const confirmationTask: TaskConfig<typeof CONFIRMATION_TASK> = {
  slug: CONFIRMATION_TASK,
  label: 'Newsletter confirmation e-mail',
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    // The mailbox's confirmation slot this e-mail holds (see claimConfirmationSlot).
    { name: 'claimedAt', type: 'text', required: true },
  ],
  handler: async ({ input, req: { payload } }) => {
    const { email, claimedAt } = input
    const { docs } = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const subscriber = docs[0]
    // Confirmed, unsubscribed or deleted while the job waited: the e-mail has nothing left to ask.
    if (subscriber?.status !== 'pending') {
      await releaseConfirmationSlot(payload, mailboxKey(email), claimedAt)
      return { output: {} }
    }
    try {
      await sendNewsletterEmail(payload, email, await confirmationEmail(email))
    } catch (error) {
      // Not sent, so the slot is free again: the next sign-up of this mailbox gets its e-mail.
      payload.logger.error({ err: error, msg: 'Newsletter confirmation e-mail could not be sent' })
      await releaseConfirmationSlot(payload, mailboxKey(email), claimedAt)
      throw error
    }
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { confirmationSentAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return { output: {} }
  },
}
