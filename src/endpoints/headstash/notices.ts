import type { Endpoint, PayloadRequest } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import { NOTICE_STOP_PAGE } from '@/lib/moderation/paths'
import { LINK_ACTIONS } from '@/lib/moderation/link-actions'
import { newsletterTokenSchema } from '@/lib/newsletter/schema'

/** The token: in the query string for RFC 8058 one-click (mail providers POST a form body), else in our page's JSON. */
async function stopToken(req: PayloadRequest): Promise<string> {
  const fromQuery = req.searchParams.get('token')
  if (fromQuery) return fromQuery
  return newsletterTokenSchema.parse(await readJsonObject(req)).token
}

export const noticeEndpoints: Endpoint[] = [
  {
    path: '/headstash/notices/stop',
    method: 'post',
    handler: handled(async (req) =>
      Response.json({ success: true, message: await LINK_ACTIONS['/api/headstash/notices/stop'](req, await stopToken(req)) }),
    ),
  },
  {
    // A person opening the List-Unsubscribe URL in a browser gets the page, which asks before acting.
    path: '/headstash/notices/stop',
    method: 'get',
    handler: (req) => {
      const token = req.searchParams.get('token') ?? ''
      return new Response(null, { status: 303, headers: { Location: `${NOTICE_STOP_PAGE}?token=${encodeURIComponent(token)}` } })
    },
  },
]
