import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from '@payloadcms/db-postgres/drizzle/pg-core'
import { EMAIL_MAX } from '@/lib/forms/fields'

/**
 * The delivery ledger of the newsletter: one row per send of an issue, and one row per recipient of a
 * send. The recipients are snapshotted into the ledger when the send starts, and a recipient's row says
 * where their message is, so a crash, a pause or a second worker never loses or repeats a recipient.
 * Declared in Payload's schema so dev push and the generated migrations both create the tables.
 */
export const SENDS_TABLE = 'newsletter_sends'
export const DELIVERIES_TABLE = 'newsletter_deliveries'
/** Aggregate clicks per link of a send (no row names a recipient). */
export const LINK_CLICKS_TABLE = 'newsletter_link_clicks'

export const SEND_STATES = ['scheduled', 'sending', 'paused', 'cancelled', 'done'] as const
export type SendState = (typeof SEND_STATES)[number]
/** A send in one of these states still owns its issue: a second send of the issue waits for it to end. */
export const ACTIVE_SEND_STATES: readonly SendState[] = ['scheduled', 'sending', 'paused']

export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'bounced', 'suppressed'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

const LEASE_OWNER_MAX = 120
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 3 })
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

function ledgerTables(subscriberId: AnyPgColumn, issueId: AnyPgColumn) {
  const sends = pgTable(
    SENDS_TABLE,
    {
      id: serial('id').primaryKey(),
      issue: integer('issue_id').notNull(),
      state: varchar('state', { length: 16 }).notNull().default('scheduled'),
      scheduledFor: timestamptz('scheduled_for'),
      /** How many recipients the snapshot took (fixed when the send starts). */
      recipients: integer('recipients').notNull().default(0),
      createdAt: timestamptz('created_at').notNull().defaultNow(),
      startedAt: timestamptz('started_at'),
      finishedAt: timestamptz('finished_at'),
      /** Why a send is paused, or what it waits for (the mail server is unreachable). */
      reason: text('reason'),
      /** The earlier send of the same issue whose unreached recipients this one sends to. */
      resendOf: integer('resend_of'),
      /** The worker running the send, while its lease lasts (a heartbeat extends it). */
      leaseOwner: varchar('lease_owner', { length: LEASE_OWNER_MAX }),
      leaseUntil: timestamptz('lease_until'),
      /**
       * What the send's messages show, fixed when it starts (subject, preheader, the body with its live
       * blocks resolved): every message of the send, the issue's web page and the feed read this, so
       * the archive never drifts from the e-mail. A re-send copies the first send's.
       */
      content: jsonb('content'),
      /** Whether the send's messages carry the open pixel / tracked links (the settings when it started). */
      trackOpens: boolean('track_opens').notNull().default(false),
      trackClicks: boolean('track_clicks').notNull().default(false),
      /** Fetches of the open pixel: by people, and by machines (mail privacy proxies, scanners). */
      opens: integer('opens').notNull().default(0),
      machineOpens: integer('machine_opens').notNull().default(0),
    },
    (table) => [
      foreignKey({ columns: [table.issue], foreignColumns: [issueId], name: 'newsletter_sends_issue_fk' }).onDelete('cascade'),
      index('newsletter_sends_issue_idx').on(table.issue),
      // At most one unfinished send per issue, whichever requests race to start one.
      uniqueIndex('newsletter_sends_one_active_idx')
        .on(table.issue)
        .where(sql`${table.state} in (${inList(ACTIVE_SEND_STATES)})`),
    ],
  )
  const deliveries = pgTable(
    DELIVERIES_TABLE,
    {
      id: serial('id').primaryKey(),
      send: integer('send_id').notNull(),
      subscriber: integer('subscriber_id').notNull(),
      email: varchar('email', { length: EMAIL_MAX }).notNull(),
      domain: varchar('domain', { length: EMAIL_MAX }).notNull(),
      state: varchar('state', { length: 16 }).notNull().default('queued'),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
      leaseOwner: varchar('lease_owner', { length: LEASE_OWNER_MAX }),
      leaseUntil: timestamptz('lease_until'),
      messageId: varchar('message_id', { length: 255 }).notNull(),
      /** The mail server's last answer: the 250 of a sent message, or the reason of a retry or failure. */
      smtpResponse: text('smtp_response'),
      sentAt: timestamptz('sent_at'),
    },
    (table) => [
      foreignKey({ columns: [table.send], foreignColumns: [sends.id], name: 'newsletter_deliveries_send_fk' }).onDelete('cascade'),
      // Deleting a subscriber (their data) deletes their rows in the ledger too.
      foreignKey({ columns: [table.subscriber], foreignColumns: [subscriberId], name: 'newsletter_deliveries_subscriber_fk' }).onDelete(
        'cascade',
      ),
      uniqueIndex('newsletter_deliveries_send_subscriber_idx').on(table.send, table.subscriber),
      index('newsletter_deliveries_claim_idx').on(table.send, table.state, table.nextAttemptAt),
      index('newsletter_deliveries_subscriber_idx').on(table.subscriber),
      // Bounce and complaint reports name the message they are about by its Message-ID.
      index('newsletter_deliveries_message_id_idx').on(table.messageId),
      // Pacing counts recent sends (overall and per domain) and messages in flight from these.
      index('newsletter_deliveries_sent_at_idx').on(table.sentAt),
      index('newsletter_deliveries_domain_sent_at_idx').on(table.domain, table.sentAt),
      index('newsletter_deliveries_in_flight_idx')
        .on(table.domain)
        .where(sql`${table.state} = 'sending'`),
    ],
  )
  const linkClicks = pgTable(
    LINK_CLICKS_TABLE,
    {
      id: serial('id').primaryKey(),
      send: integer('send_id').notNull(),
      url: text('url').notNull(),
      clicks: integer('clicks').notNull().default(0),
      machineClicks: integer('machine_clicks').notNull().default(0),
    },
    (table) => [
      foreignKey({ columns: [table.send], foreignColumns: [sends.id], name: 'newsletter_link_clicks_send_fk' }).onDelete('cascade'),
      // One row per link of a send; by the URL's hash, as a link may be longer than an index entry allows.
      uniqueIndex('newsletter_link_clicks_send_url_idx').on(table.send, sql`md5(${table.url})`),
    ],
  )
  return { sends, deliveries, linkClicks }
}

export const addNewsletterLedgerTables: NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number] = ({ schema }) => {
  const subscribers = schema.tables.newsletter_subscribers
  const issues = schema.tables.newsletter_issues
  if (!subscribers || !issues) throw new Error('The newsletter ledger needs the newsletter-subscribers and newsletter-issues collections')
  const { sends, deliveries, linkClicks } = ledgerTables(subscribers.id as AnyPgColumn, issues.id as AnyPgColumn)
  return {
    ...schema,
    tables: { ...schema.tables, [SENDS_TABLE]: sends, [DELIVERIES_TABLE]: deliveries, [LINK_CLICKS_TABLE]: linkClicks },
  }
}
