import type { Payload } from 'payload'

/**
 * Subscribes an address (already validated and lower-cased). A repeat subscription reactivates a
 * lapsed one and is otherwise a no-op, so the caller's answer never reveals whether it was known.
 */
export async function subscribeEmail(payload: Payload, email: string): Promise<void> {
  const findExisting = async () =>
    (await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true }))
      .docs[0]
  let subscriber = await findExisting()
  if (!subscriber) {
    try {
      await payload.create({
        collection: 'newsletter-subscribers',
        data: { email, subscribedAt: new Date().toISOString(), isActive: true },
        overrideAccess: true,
      })
      return
    } catch (error) {
      // Two requests raced past the lookup; the unique index let only one insert through.
      subscriber = await findExisting()
      if (!subscriber) throw error
    }
  }
  if (subscriber.isActive === false) {
    await payload.update({ collection: 'newsletter-subscribers', id: subscriber.id, data: { isActive: true }, overrideAccess: true })
  }
}
