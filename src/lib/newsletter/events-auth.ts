import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The secrets of the newsletter's event doors, read from the environment at each request (a rotated
 * secret needs no rebuild). A door whose secret is unset is closed: it answers 404, like a provider
 * we do not know, so nobody can tell which providers a deployment uses, and a provider pointed at it
 * by mistake sees a plain "not found" in its webhook log instead of retrying a 5xx for days.
 */
export const EVENT_SECRETS = {
  /** Amazon SES via SNS: the topic ARN(s) whose notifications count, comma-separated. */
  sesTopicArns: () => list(process.env.NEWSLETTER_SES_TOPIC_ARN),
  /** Postmark: the `user:password` of the webhook's HTTP Basic authentication. */
  postmarkBasicAuth: () => process.env.NEWSLETTER_POSTMARK_WEBHOOK_AUTH || undefined,
  /** Resend: the webhook's signing secret (`whsec_…`). */
  resendSigningSecret: () => process.env.NEWSLETTER_RESEND_WEBHOOK_SECRET || undefined,
  /** Raw DSN / ARF reports: the secret the forwarding mail server sends in MAIL_EVENTS_SECRET_HEADER. */
  mailReportsSecret: () => process.env.NEWSLETTER_MAIL_EVENTS_SECRET || undefined,
}

export const MAIL_EVENTS_SECRET_HEADER = 'x-newsletter-events-secret'

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** Compares two secrets in time that depends on neither (both are hashed to one length first). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** Whether an `Authorization: Basic …` header carries exactly `user:password`. */
export function basicAuthMatches(header: string | null, expected: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  const given = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : ''
  // Compared even when the header is missing, so its absence takes the same time as a wrong password.
  return sameSecret(given, expected) && Boolean(match)
}

/** Svix (Resend's webhooks) accepts a signature this many seconds either side of its timestamp. */
export const SVIX_TOLERANCE_SECONDS = 5 * 60

/**
 * Verifies a Svix signature: HMAC-SHA256, keyed with the base64 part of the `whsec_` secret, over
 * `<svix-id>.<svix-timestamp>.<body>`; `svix-signature` lists `v1,<base64>` signatures separated by
 * spaces (several while a secret is being rotated), any of which may match. The timestamp must be
 * within SVIX_TOLERANCE_SECONDS of now, so a captured request cannot be replayed later.
 */
export function svixSignatureValid(
  secret: string,
  headers: { id: string | null; timestamp: string | null; signature: string | null },
  body: string,
  now = Date.now(),
): boolean {
  const { id, timestamp, signature } = headers
  if (!id || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > SVIX_TOLERANCE_SECONDS) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest()
  return signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2)
    if (version !== 'v1' || !value) return false
    const given = Buffer.from(value, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}
