import { verify, X509Certificate } from 'node:crypto'
import { z } from 'zod'
import type { NewsletterEvent } from './event-rules'
import { eventTime, headerValue, mailAddress, messageIdOf } from './events-normalise'

/**
 * Amazon SES reports bounces, complaints and deliveries through an SNS topic, which POSTs each
 * notification to us signed with Amazon's key (https://docs.aws.amazon.com/sns/latest/dg/sns-verify-signature-of-message.html).
 * A message counts only when it comes from a configured topic (anyone can create a topic of their own
 * and point it here: its messages are signed by Amazon too) and its signature verifies against the
 * certificate at SigningCertURL, fetched only from Amazon's SNS hosts.
 */

export const snsMessageSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1),
  TopicArn: z.string().min(1),
  Message: z.string(),
  Timestamp: z.string(),
  Subject: z.string().optional(),
  SubscribeURL: z.string().optional(),
  Token: z.string().optional(),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().min(1),
  SigningCertURL: z.string().min(1),
})
export type SnsMessage = z.infer<typeof snsMessageSchema>

/** The fields signed, in the order signed; absent optional fields (Subject) are left out. */
const SIGNED_FIELDS: Record<SnsMessage['Type'], ReadonlyArray<keyof SnsMessage>> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
}

export function snsStringToSign(message: SnsMessage): string {
  return SIGNED_FIELDS[message.Type]
    .flatMap((field) => {
      const value = message[field]
      return value === undefined ? [] : [`${field}\n${value}\n`]
    })
    .join('')
}

/** Amazon's SNS endpoints: `https://sns.<region>.amazonaws.com/`, default port, no credentials. */
const SNS_HOST = /^sns\.[a-z]{2}(?:-[a-z]+)+-\d\.amazonaws\.com$/

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])
const testOrigins = new Set<string>()

/**
 * Tests only: lets certificates and subscription confirmations come from a loopback origin (a test
 * server playing Amazon's part). Refused in production and for any non-loopback origin; nothing in the
 * app's configuration calls it.
 */
export function allowLoopbackSnsOriginForTests(origin: string): void {
  const url = new URL(origin)
  if (process.env.NODE_ENV === 'production' || !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error('Only tests may let SNS certificates come from a loopback origin')
  }
  testOrigins.add(url.origin)
}

/** Whether `value` is a URL on Amazon's SNS hosts (or a test's loopback origin) we may fetch. */
function snsUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.username || url.password) return undefined
  if (testOrigins.has(url.origin)) return url
  return url.protocol === 'https:' && !url.port && SNS_HOST.test(url.hostname) ? url : undefined
}

export const isSnsCertificateUrl = (value: string): boolean => Boolean(snsUrl(value)?.pathname.endsWith('.pem'))

/** Certificates by URL (Amazon rotates them rarely, under a new URL): a few suffice. */
const CERTIFICATE_CACHE_MAX = 16
const certificates = new Map<string, Promise<X509Certificate>>()
const FETCH_TIMEOUT_MS = 5000
const MAX_CERTIFICATE_BYTES = 64 * 1024

async function fetchCertificate(url: URL): Promise<X509Certificate> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`SNS certificate answered ${response.status}`)
  const pem = await response.text()
  if (pem.length > MAX_CERTIFICATE_BYTES) throw new Error('SNS certificate too large')
  return new X509Certificate(pem)
}

/** The certificate at an allowed URL, fetched once and cached; a failed fetch is not cached. */
function certificate(url: URL): Promise<X509Certificate> {
  const key = url.href
  const cached = certificates.get(key)
  if (cached) return cached
  const loading = fetchCertificate(url).catch((error: unknown) => {
    certificates.delete(key)
    throw error
  })
  if (certificates.size >= CERTIFICATE_CACHE_MAX) certificates.delete(certificates.keys().next().value!)
  certificates.set(key, loading)
  return loading
}

/** Whether the message is signed by the certificate at its SigningCertURL, itself one of Amazon's. */
export async function snsSignatureValid(message: SnsMessage, now = new Date()): Promise<boolean> {
  const url = snsUrl(message.SigningCertURL)
  if (!url || !url.pathname.endsWith('.pem')) return false
  let cert: X509Certificate
  try {
    cert = await certificate(url)
  } catch {
    return false
  }
  if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) return false
  const algorithm = message.SignatureVersion === '1' ? 'sha1' : 'sha256'
  try {
    return verify(algorithm, Buffer.from(snsStringToSign(message), 'utf8'), cert.publicKey, Buffer.from(message.Signature, 'base64'))
  } catch {
    return false
  }
}

/** Confirms the subscription by visiting its SubscribeURL, only on Amazon's SNS hosts. */
export async function confirmSnsSubscription(message: SnsMessage): Promise<boolean> {
  const url = snsUrl(message.SubscribeURL)
  if (!url) return false
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  await response.body?.cancel()
  return response.ok
}

const recipientList = z.array(z.object({ emailAddress: z.string(), diagnosticCode: z.string().optional(), status: z.string().optional() }))

/** SES's notification (`notificationType`) or event publishing (`eventType`) record, as far as we read it. */
const sesRecordSchema = z.object({
  notificationType: z.string().optional(),
  eventType: z.string().optional(),
  mail: z
    .object({
      commonHeaders: z.object({ messageId: z.string().optional() }).partial().optional(),
      headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
    })
    .optional(),
  bounce: z
    .object({
      bounceType: z.string(),
      bounceSubType: z.string().optional(),
      bouncedRecipients: recipientList,
      timestamp: z.string().optional(),
    })
    .optional(),
  complaint: z
    .object({
      complainedRecipients: z.array(z.object({ emailAddress: z.string() })),
      complaintFeedbackType: z.string().optional(),
      timestamp: z.string().optional(),
    })
    .optional(),
  delivery: z.object({ recipients: z.array(z.string()), smtpResponse: z.string().optional(), timestamp: z.string().optional() }).optional(),
})

/**
 * The events of one SES notification (its Message), one per recipient, named `<SNS MessageId>/<address>`
 * (SNS sends a message again under the same MessageId). Other notification types yield none.
 */
export function sesEvents(message: SnsMessage): NewsletterEvent[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(message.Message)
  } catch {
    return []
  }
  const record = sesRecordSchema.safeParse(parsed)
  if (!record.success) return []
  const { mail, bounce, complaint, delivery } = record.data
  const kind = record.data.notificationType ?? record.data.eventType
  const messageId = messageIdOf(mail?.commonHeaders?.messageId ?? headerValue(mail?.headers, 'message-id'))
  const event = (email: string | undefined, rest: Pick<NewsletterEvent, 'type' | 'at' | 'detail'>): NewsletterEvent[] =>
    email ? [{ ...rest, email, messageId, providerEventId: `${message.MessageId}/${email}` }] : []
  if (kind === 'Bounce' && bounce) {
    const type = bounce.bounceType === 'Permanent' ? 'hard_bounce' : 'soft_bounce'
    return bounce.bouncedRecipients.flatMap((recipient) =>
      event(mailAddress(recipient.emailAddress), {
        type,
        at: eventTime(bounce.timestamp),
        detail: recipient.diagnosticCode ?? recipient.status ?? [bounce.bounceType, bounce.bounceSubType].filter(Boolean).join(' / '),
      }),
    )
  }
  if (kind === 'Complaint' && complaint) {
    return complaint.complainedRecipients.flatMap((recipient) =>
      event(mailAddress(recipient.emailAddress), {
        type: 'complaint',
        at: eventTime(complaint.timestamp),
        detail: complaint.complaintFeedbackType ?? 'complaint',
      }),
    )
  }
  if (kind === 'Delivery' && delivery) {
    return delivery.recipients.flatMap((recipient) =>
      event(mailAddress(recipient), { type: 'delivered', at: eventTime(delivery.timestamp), detail: delivery.smtpResponse ?? '' }),
    )
  }
  return []
}
