import { z } from 'zod'
import type { NewsletterEvent } from './event-rules'
import type { EventType } from './events-schema'
import { eventTime, headerValue, mailAddress, messageIdOf } from './events-normalise'

/**
 * The Message-ID a provider echoes back: in its `Metadata`, or among the message's headers. Postmark's
 * Metadata carries it under this key (our messages send it as an X-PM-Metadata-message-id header).
 */
export const POSTMARK_METADATA_MESSAGE_ID = 'message-id'

// ---- Postmark (https://postmarkapp.com/developer/webhooks/webhooks-overview) ----

/** Postmark bounce types (its `Type`) that mean the address will never take mail. */
const POSTMARK_HARD = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated'])
/** Temporary failures; Postmark's other types (auto-replies, challenge mails, subscribe requests…) are no bounce. */
const POSTMARK_SOFT = new Set(['SoftBounce', 'Transient', 'DnsError', 'Blocked', 'SMTPApiError'])

export const postmarkSchema = z.object({
  RecordType: z.string(),
  ID: z.union([z.number(), z.string()]).optional(),
  Type: z.string().optional(),
  MessageID: z.string().optional(),
  Email: z.string().optional(),
  Recipient: z.string().optional(),
  BouncedAt: z.string().optional(),
  DeliveredAt: z.string().optional(),
  Description: z.string().optional(),
  Details: z.string().optional(),
  Metadata: z.record(z.string(), z.unknown()).optional(),
})

/** The event of one Postmark webhook call; none for record types that are no bounce, complaint or delivery. */
export function postmarkEvents(body: unknown): NewsletterEvent[] {
  const parsed = postmarkSchema.safeParse(body)
  if (!parsed.success) return []
  const record = parsed.data
  const metadataId = record.Metadata?.[POSTMARK_METADATA_MESSAGE_ID]
  const messageId = messageIdOf(typeof metadataId === 'string' ? metadataId : undefined)
  let type: EventType | undefined
  if (record.RecordType === 'SpamComplaint') type = 'complaint'
  else if (record.RecordType === 'Delivery') type = 'delivered'
  else if (record.RecordType === 'Bounce' && record.Type && POSTMARK_HARD.has(record.Type)) type = 'hard_bounce'
  else if (record.RecordType === 'Bounce' && record.Type && POSTMARK_SOFT.has(record.Type)) type = 'soft_bounce'
  const email = mailAddress(record.Email ?? record.Recipient)
  if (!type || !email) return []
  // Bounces and complaints have their own ID; a delivery is one per message and recipient.
  const providerEventId =
    record.ID !== undefined ? `${record.RecordType}/${record.ID}` : `${record.RecordType}/${record.MessageID ?? ''}/${email}`
  return [
    {
      type,
      email,
      messageId,
      at: eventTime(record.BouncedAt ?? record.DeliveredAt),
      detail: [record.Type !== record.RecordType ? record.Type : undefined, record.Details ?? record.Description]
        .filter(Boolean)
        .join(': '),
      providerEventId,
    },
  ]
}

// ---- Resend (https://resend.com/docs/dashboard/webhooks/event-types) ----

export const resendSchema = z.object({
  type: z.string(),
  created_at: z.string().optional(),
  data: z.object({
    email_id: z.string().optional(),
    created_at: z.string().optional(),
    to: z.union([z.array(z.string()), z.string()]).optional(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
    bounce: z.object({ type: z.string().optional(), subType: z.string().optional(), message: z.string().optional() }).optional(),
  }),
})

/** The events of one Resend webhook call, one per recipient, named `<svix-id>/<address>`. */
export function resendEvents(body: unknown, svixId: string): NewsletterEvent[] {
  const parsed = resendSchema.safeParse(body)
  if (!parsed.success) return []
  const { type: kind, data, created_at: createdAt } = parsed.data
  let type: EventType | undefined
  if (kind === 'email.bounced') type = data.bounce?.type === 'Permanent' ? 'hard_bounce' : 'soft_bounce'
  else if (kind === 'email.complained') type = 'complaint'
  else if (kind === 'email.delivered') type = 'delivered'
  if (!type) return []
  const detail =
    type === 'complaint'
      ? 'complaint'
      : type === 'delivered'
        ? ''
        : [data.bounce?.type, data.bounce?.subType, data.bounce?.message].filter(Boolean).join(' / ')
  const messageId = messageIdOf(headerValue(data.headers, 'message-id'))
  const recipients = Array.isArray(data.to) ? data.to : data.to ? [data.to] : []
  return recipients.flatMap((recipient) => {
    const email = mailAddress(recipient)
    return email
      ? [{ type: type!, email, messageId, at: eventTime(createdAt ?? data.created_at), detail, providerEventId: `${svixId}/${email}` }]
      : []
  })
}
