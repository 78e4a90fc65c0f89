import type { PayloadRequest } from 'payload'
import { isEmailConfigured } from '@/lib/email/config'
import { isHoneypotFilled } from '@/lib/forms/honeypot'
import { HttpError } from '@/lib/http/errors'
import { enforceRateLimit } from '@/lib/rate-limit'
import { NEWSLETTER_TOKEN_MESSAGES, newsletterSchema, type SubscribeAnswer, subscribeAnswer } from './schema'
import { subscriptionPath } from './source'
import { confirmSubscription, deleteSubscriberData, subscribeEmail, unsubscribeEmail } from './subscribe'
import { type TokenPurpose, verifyToken } from './tokens'

/**
 * What the newsletter's doors do for a visitor, whichever way the request came: the JSON endpoints
 * (src/endpoints/newsletter) and the forms posted without JavaScript (./actions.ts) both call these.
 */

/** A subscription from a form: rate limit, honeypot, the schema, then the one subscribe path. */
export async function subscribeFromForm(req: PayloadRequest, body: Record<string, unknown>): Promise<SubscribeAnswer> {
  await enforceRateLimit(req, 'newsletter')
  if (isHoneypotFilled(body)) return subscribeAnswer(isEmailConfigured())
  const { email } = newsletterSchema.parse(body)
  await subscribeEmail(req.payload, email, { source: subscriptionPath(req, body.source) })
  return subscribeAnswer(isEmailConfigured())
}

/** The address behind a link's token, or a 400 the page shows as is. */
export function addressFrom(purpose: TokenPurpose, token: string): string {
  const email = verifyToken(purpose, token)
  if (!email) throw new HttpError(400, NEWSLETTER_TOKEN_MESSAGES.invalid)
  return email
}

/**
 * What the newsletter's e-mailed links' pages do, by the API path their buttons post the token to
 * (lib/moderation/link-actions.ts adds the find notices' one).
 */
export const NEWSLETTER_LINK_ACTIONS = {
  '/api/newsletter/confirm': async (req: PayloadRequest, token: string): Promise<string> => {
    await enforceRateLimit(req, 'publicPost')
    const result = await confirmSubscription(req.payload, addressFrom('confirm', token))
    if (result === 'unknown') throw new HttpError(404, NEWSLETTER_TOKEN_MESSAGES.notFound)
    return NEWSLETTER_TOKEN_MESSAGES.confirmed
  },
  // No per-client limit: one-click POSTs for a whole list arrive from a few mail-provider addresses,
  // and the signed token is checked before any database work, so there is nothing to brute-force.
  '/api/newsletter/unsubscribe': async (req: PayloadRequest, token: string): Promise<string> => {
    await unsubscribeEmail(req.payload, addressFrom('unsubscribe', token))
    return NEWSLETTER_TOKEN_MESSAGES.unsubscribed
  },
  '/api/newsletter/delete-data': async (req: PayloadRequest, token: string): Promise<string> => {
    await enforceRateLimit(req, 'publicPost')
    await deleteSubscriberData(req.payload, addressFrom('unsubscribe', token))
    return NEWSLETTER_TOKEN_MESSAGES.deleted
  },
} as const satisfies Record<string, (req: PayloadRequest, token: string) => Promise<string>>
