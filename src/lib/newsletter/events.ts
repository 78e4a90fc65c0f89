import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { autoPausesFor, softBouncesSuppress, SOFT_BOUNCE_RULE, suppressionReason, type NewsletterEvent } from './event-rules'
import { AUTO_PAUSES_TABLE, EVENT_DETAIL_MAX, EVENT_ID_MAX, EVENTS_TABLE, type EventProvider } from './events-schema'
import { inTransaction } from '@/lib/db/transaction'

// The ledger's tables, named as the delivery ledger declares them (src/lib/newsletter/ledger.ts).
const SENDS = 'newsletter_sends'
const DELIVERIES = 'newsletter_deliveries'
const SUBSCRIBERS = 'newsletter_subscribers'

/** Messages the mail server accepted (a later bounce report turns `sent` into `bounced`). */
const DELIVERED_STATES = `('sent', 'bounced')`

/**
 * How far back a report that names no message of ours is matched to the recipient's latest delivery:
 * providers give up on a soft-bouncing message within a few days.
 */
const UNLINKED_MATCH_DAYS = 7

/** Serialises auto-pause checks of one issue (two reports counted apart could both miss the threshold). */
const AUTO_PAUSE_LOCK = 0x6e6c6170 // "nlap"

export interface RecordedEvents {
  /** Events stored now. */
  recorded: number
  /** Events stored before (the provider sent them again). */
  duplicates: number
  /** Events naming no recipient we could identify. */
  ignored: number
}

interface DeliveryRow {
  id: number
  subscriber: number
  send: number
  issue: number
  email: string
}

const DELIVERY_COLUMNS = `d.id, d.subscriber_id AS subscriber, d.send_id AS send, s.issue_id AS issue, d.email`

/**
 * The ledger row the event is about: the one with its Message-ID; for a report without one of ours (some
 * providers rewrite the Message-ID or report their own id), the recipient's latest delivery before it.
 */
async function linkDelivery(client: PoolClient, event: NewsletterEvent): Promise<DeliveryRow | undefined> {
  if (event.messageId) {
    const { rows } = await client.query<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM ${DELIVERIES} d JOIN ${SENDS} s ON s.id = d.send_id WHERE d.message_id = $1 LIMIT 1`,
      [event.messageId],
    )
    if (rows[0]) return rows[0]
  }
  if (!event.email) return undefined
  const { rows } = await client.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM ${DELIVERIES} d JOIN ${SENDS} s ON s.id = d.send_id
     WHERE d.subscriber_id = (SELECT id FROM ${SUBSCRIBERS} WHERE email = $1) AND d.state IN ${DELIVERED_STATES}
       AND d.sent_at <= $2::timestamptz AND d.sent_at > $2::timestamptz - make_interval(days => $3)
     ORDER BY d.sent_at DESC, d.id DESC LIMIT 1`,
    [event.email, event.at, UNLINKED_MATCH_DAYS],
  )
  return rows[0]
}

/**
 * Records the provider's events and applies the rules (src/lib/newsletter/event-rules.ts), each event in
 * one transaction: the event is stored and acted on together, or neither (the provider then sends it
 * again). An event stored before changes nothing.
 */
export async function recordEvents(payload: Payload, provider: EventProvider, events: readonly NewsletterEvent[]): Promise<RecordedEvents> {
  const result: RecordedEvents = { recorded: 0, duplicates: 0, ignored: 0 }
  for (const event of events) {
    const outcome = await inTransaction(payload, (client) => recordEvent(client, provider, event))
    result[outcome] += 1
  }
  return result
}

async function recordEvent(client: PoolClient, provider: EventProvider, event: NewsletterEvent): Promise<keyof RecordedEvents> {
  const delivery = await linkDelivery(client, event)
  // The ledger knows whom it sent the message to; reports often redact or rewrite the recipient.
  const email = (delivery?.email || event.email).toLowerCase()
  if (!email) return 'ignored'
  // The subscriber row is locked first, so two reports about one subscriber are counted one after the other.
  const { rows: subscribers } = await client.query<{ id: number }>(
    `SELECT id FROM ${SUBSCRIBERS} WHERE ${delivery ? 'id = $1' : 'email = $1'} FOR UPDATE`,
    [delivery ? delivery.subscriber : email],
  )
  const subscriber = subscribers[0]?.id
  const { rowCount } = await client.query(
    `INSERT INTO ${EVENTS_TABLE} (provider, provider_event_id, type, email, message_id, subscriber_id, delivery_id, occurred_at, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (provider, provider_event_id) DO NOTHING`,
    [
      provider,
      event.providerEventId.slice(0, EVENT_ID_MAX),
      event.type,
      email,
      event.messageId?.slice(0, EVENT_ID_MAX) ?? null,
      subscriber ?? null,
      delivery?.id ?? null,
      event.at,
      event.detail.slice(0, EVENT_DETAIL_MAX) || null,
    ],
  )
  if (!rowCount) return 'duplicates'
  if (subscriber !== undefined) await applySubscriberRule(client, provider, event, subscriber)
  // A report can overtake the worker's own record of the server's 250 (`sending`): the message was
  // accepted all the same, and `bounced` keeps a crashed worker's re-queue from sending it again.
  if (delivery && event.type === 'hard_bounce') {
    await client.query(
      `UPDATE ${DELIVERIES} SET state = 'bounced', lease_owner = NULL, lease_until = NULL WHERE id = $1 AND state IN ('sent', 'sending')`,
      [delivery.id],
    )
  }
  if (delivery && (event.type === 'hard_bounce' || event.type === 'complaint')) await autoPauseIssue(client, delivery.issue)
  return 'recorded'
}

/** Suppresses the address unless it already is (the first suppression's date and reason stay). */
const suppress = (client: PoolClient, subscriber: number, reason: string) =>
  client.query(
    `UPDATE ${SUBSCRIBERS} SET suppressed_at = now(), suppression_reason = $2, updated_at = now() WHERE id = $1 AND suppressed_at IS NULL`,
    [subscriber, reason],
  )

async function applySubscriberRule(client: PoolClient, provider: EventProvider, event: NewsletterEvent, subscriber: number): Promise<void> {
  switch (event.type) {
    case 'hard_bounce':
      await suppress(client, subscriber, suppressionReason(event, provider))
      return
    case 'soft_bounce': {
      const { rows } = await client.query<{ soft: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM ${EVENTS_TABLE} e WHERE e.delivery_id = d.id AND e.type = 'soft_bounce') AS soft
         FROM ${DELIVERIES} d WHERE d.subscriber_id = $1 AND d.state IN ${DELIVERED_STATES}
         ORDER BY d.sent_at DESC, d.id DESC LIMIT $2`,
        [subscriber, SOFT_BOUNCE_RULE.of],
      )
      if (softBouncesSuppress(rows.map((row) => row.soft))) await suppress(client, subscriber, suppressionReason(event, provider))
      return
    }
    case 'complaint':
      // The complaint withdraws consent: the consent record says when (unsubscribedAt, status inactive;
      // is_active follows status as the collection's hook keeps it), and why (suppressionReason, which
      // a complaint always sets). An address unsubscribed earlier keeps its date.
      await client.query(
        `UPDATE ${SUBSCRIBERS}
         SET unsubscribed_at = CASE WHEN status = 'inactive' AND unsubscribed_at IS NOT NULL THEN unsubscribed_at ELSE least($2::timestamptz, now()) END,
             status = 'inactive', is_active = false,
             suppressed_at = coalesce(suppressed_at, now()), suppression_reason = $3, updated_at = now()
         WHERE id = $1`,
        [subscriber, event.at, suppressionReason(event, provider)],
      )
      return
    case 'delivered':
      return
  }
}

/**
 * Pauses the issue's running send when its counts pass an auto-pause threshold that has not paused that
 * send before (an editor who resumes after reading the reason is not stopped again by the same one).
 */
async function autoPauseIssue(client: PoolClient, issue: number): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [AUTO_PAUSE_LOCK, issue])
  const { rows } = await client.query<{ deliveries: string; hard: string; complaints: string }>(
    `SELECT count(DISTINCT d.id) AS deliveries,
            count(DISTINCT e.delivery_id) FILTER (WHERE e.type = 'hard_bounce') AS hard,
            count(DISTINCT e.delivery_id) FILTER (WHERE e.type = 'complaint') AS complaints
     FROM ${SENDS} s JOIN ${DELIVERIES} d ON d.send_id = s.id
     LEFT JOIN ${EVENTS_TABLE} e ON e.delivery_id = d.id AND e.type IN ('hard_bounce', 'complaint')
     WHERE s.issue_id = $1 AND d.state IN ${DELIVERED_STATES}`,
    [issue],
  )
  const counts = rows[0]
  if (!counts) return
  const passed = autoPausesFor({
    deliveries: Number(counts.deliveries),
    hard_bounce: Number(counts.hard),
    complaint: Number(counts.complaints),
  })
  for (const { kind, reason } of passed) {
    // The ledger's pause: state `paused` with the reason the progress view shows.
    const { rows: paused } = await client.query<{ id: number }>(
      `UPDATE ${SENDS} SET state = 'paused', reason = $3, finished_at = NULL
       WHERE issue_id = $1 AND state = 'sending'
         AND NOT EXISTS (SELECT 1 FROM ${AUTO_PAUSES_TABLE} a WHERE a.send_id = ${SENDS}.id AND a.kind = $2)
       RETURNING id`,
      [issue, kind, reason],
    )
    const send = paused[0]
    if (send) {
      await client.query(`INSERT INTO ${AUTO_PAUSES_TABLE} (send_id, kind, reason) VALUES ($1, $2, $3)`, [send.id, kind, reason])
      return
    }
  }
}
