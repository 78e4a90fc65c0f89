import type { Endpoint, PayloadRequest } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { subscriptionPath } from '@/lib/newsletter/source'
import { confirmSubscription, deleteSubscriberData, subscribeEmail, unsubscribeEmail } from '@/lib/newsletter/subscribe'
import { type TokenPurpose, verifyToken } from '@/lib/newsletter/tokens'
import { enforceRateLimit } from '@/lib/rate-limit'
import { isHoneypotFilled } from '@/lib/forms/honeypot'
import { isEmailConfigured } from '@/lib/email/config'
import { NEWSLETTER_TOKEN_MESSAGES, newsletterSchema, newsletterTokenSchema, subscribeAnswer } from '@/lib/newsletter/schema'
import { newsletterEventEndpoints } from './events'
import { newsletterTrackingEndpoints } from './tracking'

const subscribed = () => Response.json(subscribeAnswer(isEmailConfigured()))

/** The address behind a link's token, or a 400 the page shows as is. */
function addressFrom(purpose: TokenPurpose, token: string): string {
  const email = verifyToken(purpose, token)
  if (!email) throw new HttpError(400, NEWSLETTER_TOKEN_MESSAGES.invalid)
  return email
}

/** The token from the JSON body of our own pages. */
const tokenFromJson = async (req: PayloadRequest) => newsletterTokenSchema.parse(await readJsonObject(req)).token

/**
 * The unsubscribe token: in the query string for RFC 8058 one-click (mail providers POST
 * `List-Unsubscribe=One-Click` as application/x-www-form-urlencoded, with no Origin and no session),
 * else in the JSON body from the /unsubscribe page.
 */
async function unsubscribeToken(req: PayloadRequest): Promise<string> {
  const fromQuery = req.searchParams.get('token')
  if (fromQuery) return fromQuery
  return tokenFromJson(req)
}

export const newsletterEndpoints: Endpoint[] = [
  {
    path: '/newsletter/subscribe',
    method: 'post',
    handler: handled(async (req) => {
      await enforceRateLimit(req, 'newsletter')
      const body = await readJsonObject(req)
      if (isHoneypotFilled(body)) return subscribed()
      const { email } = newsletterSchema.parse(body)
      await subscribeEmail(req.payload, email, { source: subscriptionPath(req, body.source) })
      return subscribed()
    }),
  },
  {
    // A POST from the confirm page's button: link scanners that prefetch the e-mailed GET link confirm nothing.
    path: '/newsletter/confirm',
    method: 'post',
    handler: handled(async (req) => {
      await enforceRateLimit(req, 'publicPost')
      const result = await confirmSubscription(req.payload, addressFrom('confirm', await tokenFromJson(req)))
      if (result === 'unknown') throw new HttpError(404, NEWSLETTER_TOKEN_MESSAGES.notFound)
      return Response.json({ success: true, message: NEWSLETTER_TOKEN_MESSAGES.confirmed })
    }),
  },
  {
    path: '/newsletter/unsubscribe',
    method: 'post',
    // No per-client limit: one-click POSTs for a whole list arrive from a few mail-provider addresses,
    // and the signed token is checked before any database work, so there is nothing to brute-force.
    handler: handled(async (req) => {
      await unsubscribeEmail(req.payload, addressFrom('unsubscribe', await unsubscribeToken(req)))
      return Response.json({ success: true, message: NEWSLETTER_TOKEN_MESSAGES.unsubscribed })
    }),
  },
  {
    // A person following the List-Unsubscribe URL in a browser gets the page, which asks before acting.
    path: '/newsletter/unsubscribe',
    method: 'get',
    handler: (req) => {
      const token = req.searchParams.get('token') ?? ''
      return new Response(null, { status: 303, headers: { Location: `/unsubscribe?token=${encodeURIComponent(token)}` } })
    },
  },
  {
    path: '/newsletter/delete-data',
    method: 'post',
    handler: handled(async (req) => {
      await enforceRateLimit(req, 'publicPost')
      await deleteSubscriberData(req.payload, addressFrom('unsubscribe', await tokenFromJson(req)))
      return Response.json({ success: true, message: NEWSLETTER_TOKEN_MESSAGES.deleted })
    }),
  },
  ...newsletterEventEndpoints,
  ...newsletterTrackingEndpoints,
]
