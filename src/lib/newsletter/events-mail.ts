import { createHash } from 'node:crypto'
import type { NewsletterEvent } from './event-rules'
import { eventTime, mailAddress } from './events-normalise'
import { findPart, firstField, originalHeaders, parseFieldGroups, parseMime, type HeaderFields } from './mime-report'

/** Not a multipart/report we read: the door answers 400. */
export class NotAReport extends Error {}

/** `rfc822; someone@example.com` (an address type, then the value) */
const typedValue = (value: string | undefined) => value?.replace(/^[^;]*;\s*/, '').trim()

/**
 * RFC 3463 "mailbox full" (X.2.2) is a permanent code by the letter but a passing state in practice:
 * it counts as a soft bounce. Every other 5.x.x failure is a hard bounce, 4.x.x a soft one.
 */
const isHardStatus = (status: string) => status.startsWith('5') && !/^5\.2\.2\b/.test(status)

/** Feedback types (RFC 5965) that mean the reader reported the message; not-spam, auth-failure… do not. */
const COMPLAINT_FEEDBACK = new Set(['abuse', 'fraud', 'other'])

/**
 * The events of a raw report (a delivery status notification or an abuse report), one per recipient;
 * NotAReport when the message is neither.
 */
export function reportEvents(raw: string, receivedAt = new Date()): NewsletterEvent[] {
  const message = parseMime(raw)
  const report = findPart(message, (part) => part.type === 'multipart/report')
  if (!report) throw new NotAReport('not a multipart/report message')
  const reportType = report.params['report-type']?.toLowerCase()
  // The report's own Message-ID names it; a report without one is named by its bytes.
  const reportId = firstField(message.headers, 'message-id') ?? createHash('sha256').update(raw).digest('hex')
  const reportDate = eventTime(firstField(message.headers, 'date'), receivedAt)
  const original = originalHeaders(report)
  const messageId = original ? firstField(original, 'message-id') : undefined
  if (reportType === 'delivery-status') return deliveryStatusEvents(report, reportId, reportDate, messageId)
  if (reportType === 'feedback-report') return feedbackEvents(report, reportId, reportDate, messageId, original)
  throw new NotAReport(`unknown report type ${reportType ?? '(none)'}`)
}

function deliveryStatusEvents(
  report: ReturnType<typeof parseMime>,
  reportId: string,
  reportDate: string,
  messageId: string | undefined,
): NewsletterEvent[] {
  const status = findPart(report, (part) => part.type === 'message/delivery-status' || part.type === 'message/global-delivery-status')
  if (!status) throw new NotAReport('delivery-status report without its message/delivery-status part')
  const [perMessage, ...perRecipient] = parseFieldGroups(status.body)
  const arrival = perMessage ? firstField(perMessage, 'arrival-date') : undefined
  return perRecipient.flatMap((fields): NewsletterEvent[] => {
    const email = mailAddress(typedValue(firstField(fields, 'final-recipient') ?? firstField(fields, 'original-recipient')))
    const action = firstField(fields, 'action')?.toLowerCase()
    const code = firstField(fields, 'status') ?? ''
    if (!email || !action) return []
    const at = eventTime(firstField(fields, 'last-attempt-date') ?? arrival, new Date(reportDate))
    const detail = [code, typedValue(firstField(fields, 'diagnostic-code'))].filter(Boolean).join(' ')
    const base = { email, messageId, at, detail, providerEventId: `${reportId}/${email}` }
    if (action === 'failed') return [{ ...base, type: isHardStatus(code) ? 'hard_bounce' : 'soft_bounce' }]
    if (action === 'delivered' || action === 'relayed' || action === 'expanded') return [{ ...base, type: 'delivered' }]
    // `delayed`: the server is still trying; only its final answer counts.
    return []
  })
}

function feedbackEvents(
  report: ReturnType<typeof parseMime>,
  reportId: string,
  reportDate: string,
  messageId: string | undefined,
  original: HeaderFields | undefined,
): NewsletterEvent[] {
  const feedback = findPart(report, (part) => part.type === 'message/feedback-report')
  if (!feedback) throw new NotAReport('feedback-report without its message/feedback-report part')
  const fields = parseFieldGroups(feedback.body)[0] ?? new Map()
  const feedbackType = firstField(fields, 'feedback-type')?.toLowerCase() ?? ''
  if (!COMPLAINT_FEEDBACK.has(feedbackType)) return []
  // Mailbox providers often redact the recipient: the Message-ID then names them (see linkDelivery).
  const recipients = (fields.get('original-rcpt-to') ?? [])
    .map((value: string) => mailAddress(value))
    .filter((value: string | undefined): value is string => Boolean(value))
  if (!recipients.length) recipients.push(mailAddress(original ? firstField(original, 'to') : undefined) ?? '')
  const at = eventTime(firstField(fields, 'arrival-date'), new Date(reportDate))
  return recipients.map((email: string) => ({
    type: 'complaint' as const,
    email,
    messageId,
    at,
    detail: feedbackType,
    providerEventId: `${reportId}/${email || messageId || 'unknown'}`,
  }))
}
