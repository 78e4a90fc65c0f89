import type { Endpoint, PayloadRequest } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import { LINK_ACTIONS } from '@/lib/moderation/link-actions'
import { subscribeFromForm } from '@/lib/newsletter/requests'
import { newsletterTokenSchema } from '@/lib/newsletter/schema'
import { enforceRateLimit } from '@/lib/rate-limit'
import { newsletterEventEndpoints } from './events'
import { newsletterTrackingEndpoints } from './tracking'

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
      // Counted before the body is read (a request counts once however many layers check it).
      await enforceRateLimit(req, 'newsletter')
      return Response.json(await subscribeFromForm(req, await readJsonObject(req)))
    }),
  },
  {
    // A POST from the confirm page's button: link scanners that prefetch the e-mailed GET link confirm nothing.
    path: '/newsletter/confirm',
    method: 'post',
    handler: handled(async (req) => {
      await enforceRateLimit(req, 'publicPost')
      return Response.json({ success: true, message: await LINK_ACTIONS['/api/newsletter/confirm'](req, await tokenFromJson(req)) })
    }),
  },
  {
    path: '/newsletter/unsubscribe',
    method: 'post',
    handler: handled(async (req) =>
      Response.json({ success: true, message: await LINK_ACTIONS['/api/newsletter/unsubscribe'](req, await unsubscribeToken(req)) }),
    ),
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
      return Response.json({ success: true, message: await LINK_ACTIONS['/api/newsletter/delete-data'](req, await tokenFromJson(req)) })
    }),
  },
  ...newsletterEventEndpoints,
  ...newsletterTrackingEndpoints,
]
