import type { Endpoint, PayloadRequest } from 'payload'
import { BodyTooLargeError, BODY_MESSAGES, cappedBody } from '@/lib/http/body'
import { MAX_JSON_BODY_BYTES } from '@/lib/http/body-limits.mjs'
import { handled, HttpError } from '@/lib/http/errors'
import type { NewsletterEvent } from '@/lib/newsletter/event-rules'
import { recordEvents } from '@/lib/newsletter/events'
import { basicAuthMatches, EVENT_SECRETS, MAIL_EVENTS_SECRET_HEADER, sameSecret, svixSignatureValid } from '@/lib/newsletter/events-auth'
import { postmarkEvents, resendEvents } from '@/lib/newsletter/events-esp'
import { NotAReport, reportEvents } from '@/lib/newsletter/events-mail'
import type { EventProvider } from '@/lib/newsletter/events-schema'
import { confirmSnsSubscription, sesEvents, snsMessageSchema, snsSignatureValid } from '@/lib/newsletter/events-ses'

export const EVENT_MESSAGES = {
  notFound: 'Not Found',
  badSignature: 'The signature does not verify',
  badCredentials: 'Wrong or missing credentials',
  foreignTopic: 'Notifications from this SNS topic are not accepted',
  notJson: 'The body is not the JSON this provider sends',
  notReport: 'The body must be a delivery status notification (RFC 3464) or an abuse report (RFC 5965)',
  notRfc822: 'Content-Type must be message/rfc822',
  confirmFailed: 'The SNS subscription could not be confirmed',
} as const

/** The raw body (the signatures cover its exact bytes), at most MAX_JSON_BODY_BYTES. */
async function rawBody(req: PayloadRequest): Promise<string> {
  const body = cappedBody(req as unknown as Request, MAX_JSON_BODY_BYTES, BODY_MESSAGES.tooLarge)
  if (!body) return ''
  try {
    return await new Response(body).text()
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(413, BODY_MESSAGES.tooLarge)
    throw error
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, EVENT_MESSAGES.notJson)
  }
}

const closed = () => new HttpError(404, EVENT_MESSAGES.notFound)

async function answer(req: PayloadRequest, provider: EventProvider, events: NewsletterEvent[]): Promise<Response> {
  return Response.json(await recordEvents(req.payload, provider, events))
}

/** Amazon SES through SNS: a configured topic, Amazon's signature; subscription confirmations too. */
async function ses(req: PayloadRequest): Promise<Response> {
  const topics = EVENT_SECRETS.sesTopicArns()
  if (!topics.length) throw closed()
  const parsed = snsMessageSchema.safeParse(parseJson(await rawBody(req)))
  if (!parsed.success) throw new HttpError(400, EVENT_MESSAGES.notJson)
  const message = parsed.data
  if (!topics.includes(message.TopicArn)) throw new HttpError(403, EVENT_MESSAGES.foreignTopic)
  if (!(await snsSignatureValid(message))) throw new HttpError(401, EVENT_MESSAGES.badSignature)
  if (message.Type === 'SubscriptionConfirmation') {
    if (!(await confirmSnsSubscription(message))) throw new HttpError(502, EVENT_MESSAGES.confirmFailed)
    return Response.json({ confirmed: true })
  }
  if (message.Type === 'UnsubscribeConfirmation') return Response.json({ confirmed: false })
  return answer(req, 'ses', sesEvents(message))
}

/** Postmark signs nothing: its webhook URL carries HTTP Basic credentials, checked in constant time. */
async function postmark(req: PayloadRequest): Promise<Response> {
  const credentials = EVENT_SECRETS.postmarkBasicAuth()
  if (!credentials) throw closed()
  if (!basicAuthMatches(req.headers.get('authorization'), credentials)) {
    throw new HttpError(401, EVENT_MESSAGES.badCredentials, { 'WWW-Authenticate': 'Basic realm="newsletter events"' })
  }
  return answer(req, 'postmark', postmarkEvents(parseJson(await rawBody(req))))
}

/** Resend signs with Svix: HMAC-SHA256 over id, timestamp and the exact body. */
async function resend(req: PayloadRequest): Promise<Response> {
  const secret = EVENT_SECRETS.resendSigningSecret()
  if (!secret) throw closed()
  const body = await rawBody(req)
  const id = req.headers.get('svix-id')
  const signed = { id, timestamp: req.headers.get('svix-timestamp'), signature: req.headers.get('svix-signature') }
  if (!id || !svixSignatureValid(secret, signed, body)) throw new HttpError(401, EVENT_MESSAGES.badSignature)
  return answer(req, 'resend', resendEvents(parseJson(body), id))
}

/**
 * Raw reports from a mail server (a DSN or an ARF message to the bounce or abuse mailbox, piped here
 * as message/rfc822), authenticated by the shared secret header.
 */
async function mail(req: PayloadRequest): Promise<Response> {
  const secret = EVENT_SECRETS.mailReportsSecret()
  if (!secret) throw closed()
  if (!sameSecret(req.headers.get(MAIL_EVENTS_SECRET_HEADER) ?? '', secret)) throw new HttpError(401, EVENT_MESSAGES.badCredentials)
  const contentType = (req.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (contentType !== 'message/rfc822') throw new HttpError(415, EVENT_MESSAGES.notRfc822)
  let events: NewsletterEvent[]
  try {
    events = reportEvents(await rawBody(req))
  } catch (error) {
    if (error instanceof NotAReport) throw new HttpError(400, EVENT_MESSAGES.notReport)
    throw error
  }
  return answer(req, 'mail', events)
}

const DOORS: Record<EventProvider, (req: PayloadRequest) => Promise<Response>> = { ses, postmark, resend, mail }

/**
 * `POST /api/newsletter/events/{provider}`: bounces, complaints and deliveries reported by the mail
 * provider (ses, postmark, resend) or by mail servers (mail). Each door checks its provider's
 * signature or credentials before reading anything; a failed check answers 401 and stores nothing.
 * A 2xx answer tells the provider to stop sending that event again.
 */
export const newsletterEventEndpoints: Endpoint[] = (Object.keys(DOORS) as EventProvider[]).map((provider) => ({
  path: `/newsletter/events/${provider}`,
  method: 'post',
  handler: handled(DOORS[provider]),
}))
