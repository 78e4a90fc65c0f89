import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from '@payloadcms/db-postgres/drizzle/pg-core'
import { EMAIL_MAX } from '@/lib/forms/fields'

/**
 * What mail providers tell us after a message left: bounces, complaints, deliveries. One row per event
 * per recipient, never changed afterwards; (provider, provider_event_id) is unique, so a provider that
 * sends the same event again (they retry until they get a 2xx) records it once. Declared in Payload's
 * schema so dev push and the generated migrations both create the tables.
 */
export const EVENTS_TABLE = 'newsletter_events'
/** One row per send and threshold that paused it automatically: each pauses a send at most once. */
export const AUTO_PAUSES_TABLE = 'newsletter_auto_pauses'

export const EVENT_TYPES = ['hard_bounce', 'soft_bounce', 'complaint', 'delivered'] as const
export type EventType = (typeof EVENT_TYPES)[number]

/** Who reported: a mail provider's webhook, or `mail` for raw DSN/ARF reports from mail servers. */
export type EventProvider = 'ses' | 'postmark' | 'resend' | 'mail'

/** Longest provider event id and Message-ID kept (both are far shorter in practice). */
export const EVENT_ID_MAX = 255
export const EVENT_DETAIL_MAX = 1000

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 3 })

function eventTables(subscriberId: AnyPgColumn, deliveryId: AnyPgColumn, sendId: AnyPgColumn) {
  const events = pgTable(
    EVENTS_TABLE,
    {
      id: serial('id').primaryKey(),
      provider: varchar('provider', { length: 16 }).notNull(),
      providerEventId: varchar('provider_event_id', { length: EVENT_ID_MAX }).notNull(),
      type: varchar('type', { length: 16 }).notNull(),
      email: varchar('email', { length: EMAIL_MAX }).notNull(),
      /** The Message-ID of the message the event is about, as the provider reported it. */
      messageId: varchar('message_id', { length: EVENT_ID_MAX }),
      subscriber: integer('subscriber_id'),
      /** The recipient row of the ledger the event is about (see linkDelivery). */
      delivery: integer('delivery_id'),
      /** When it happened, by the provider's clock. */
      occurredAt: timestamptz('occurred_at').notNull(),
      receivedAt: timestamptz('received_at').notNull().defaultNow(),
      /** The provider's words: the SMTP diagnostic of a bounce, the feedback type of a complaint. */
      detail: text('detail'),
    },
    (table) => [
      uniqueIndex('newsletter_events_provider_event_idx').on(table.provider, table.providerEventId),
      // Deleting a subscriber's data deletes the events about them; a deleted ledger row only unlinks.
      foreignKey({ columns: [table.subscriber], foreignColumns: [subscriberId], name: 'newsletter_events_subscriber_fk' }).onDelete(
        'cascade',
      ),
      foreignKey({ columns: [table.delivery], foreignColumns: [deliveryId], name: 'newsletter_events_delivery_fk' }).onDelete('set null'),
      index('newsletter_events_subscriber_idx').on(table.subscriber),
      index('newsletter_events_delivery_idx').on(table.delivery),
    ],
  )
  const autoPauses = pgTable(
    AUTO_PAUSES_TABLE,
    {
      send: integer('send_id').notNull(),
      /** The event type whose rate passed its threshold. */
      kind: varchar('kind', { length: 16 }).notNull(),
      pausedAt: timestamptz('paused_at').notNull().defaultNow(),
      reason: text('reason').notNull(),
    },
    (table) => [
      primaryKey({ columns: [table.send, table.kind], name: 'newsletter_auto_pauses_pkey' }),
      foreignKey({ columns: [table.send], foreignColumns: [sendId], name: 'newsletter_auto_pauses_send_fk' }).onDelete('cascade'),
    ],
  )
  return { events, autoPauses }
}

export const addNewsletterEventsTables: NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number] = ({ schema }) => {
  const subscribers = schema.tables.newsletter_subscribers
  const deliveries = schema.tables.newsletter_deliveries
  const sends = schema.tables.newsletter_sends
  if (!subscribers || !deliveries || !sends) throw new Error('The newsletter events need the subscribers and the delivery ledger tables')
  const { events, autoPauses } = eventTables(subscribers.id as AnyPgColumn, deliveries.id as AnyPgColumn, sends.id as AnyPgColumn)
  return { ...schema, tables: { ...schema.tables, [EVENTS_TABLE]: events, [AUTO_PAUSES_TABLE]: autoPauses } }
}
