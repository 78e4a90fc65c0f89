import type { Endpoint, PayloadRequest } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { stopNotices } from '@/lib/moderation/notices'
import { NOTICE_STOP_PAGE } from '@/lib/moderation/paths'
import { NOTICE_TEXTS } from '@/lib/moderation/texts'
import { NEWSLETTER_TOKEN_MESSAGES, newsletterTokenSchema } from '@/lib/newsletter/schema'
import { verifyToken } from '@/lib/newsletter/tokens'

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
    // Like the newsletter's unsubscribe: the signed token is checked before any database work.
    handler: handled(async (req) => {
      const email = verifyToken('stop-find-notices', await stopToken(req))
      if (!email) throw new HttpError(400, NEWSLETTER_TOKEN_MESSAGES.invalid)
      await stopNotices(req.payload, email)
      return Response.json({ success: true, message: NOTICE_TEXTS.stopped })
    }),
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
