import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index, pgTable, timestamp, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { CONFIRMATION_RESEND_SECONDS } from '@/lib/newsletter/schema'
import { EMAIL_MAX } from '@/lib/forms/fields'

export const CONFIRMATION_SENDS_TABLE = 'newsletter_confirmation_sends'

/**
 * When each mailbox (see mailboxKey) was last sent a confirmation e-mail. One row per mailbox, keyed by
 * it, so the one-per-hour rule is a single conditional upsert: whichever sign-up doors and spellings
 * race, Postgres lets exactly one of them take the slot. Declared in Payload's schema so dev push and
 * the generated migrations both create it.
 */
export const confirmationSendsTable = pgTable(
  CONFIRMATION_SENDS_TABLE,
  {
    mailbox: varchar('mailbox', { length: EMAIL_MAX }).primaryKey(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'string', precision: 6 }).notNull(),
  },
  (table) => [index('newsletter_confirmation_sends_last_sent_at_idx').on(table.lastSentAt)],
)

export const addConfirmationSendsTable: NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number] = ({ schema }) => ({
  ...schema,
  tables: { ...schema.tables, [CONFIRMATION_SENDS_TABLE]: confirmationSendsTable },
})

/**
 * Takes the mailbox's confirmation slot if it is free: no confirmation within the hour, or none since
 * `freeAfter` (an unsubscribe: coming back is a new consent). Returns the claim (its exact timestamp, as
 * Postgres prints it, so only this claim can be released), or undefined when the slot is taken.
 */
export async function claimConfirmationSlot(payload: Payload, mailbox: string, freeAfter?: string | null): Promise<string | undefined> {
  const { rows } = await payload.db.pool.query<{ claimed: string }>(
    `INSERT INTO ${CONFIRMATION_SENDS_TABLE} AS sends (mailbox, last_sent_at) VALUES ($1, clock_timestamp())
     ON CONFLICT (mailbox) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
     WHERE sends.last_sent_at <= clock_timestamp() - make_interval(secs => $2) OR sends.last_sent_at < $3::timestamptz
     RETURNING last_sent_at::text AS claimed`,
    [mailbox, CONFIRMATION_RESEND_SECONDS, freeAfter ?? null],
  )
  const claimed = rows[0]?.claimed
  // Slots older than the window mean nothing any more; dropping them keeps the table to recent sends.
  if (claimed) {
    await payload.db.pool.query(
      `DELETE FROM ${CONFIRMATION_SENDS_TABLE} WHERE last_sent_at <= clock_timestamp() - make_interval(secs => $1)`,
      [CONFIRMATION_RESEND_SECONDS],
    )
  }
  return claimed
}

/** Gives a claimed slot back (its e-mail was not sent), unless a later claim has replaced it. */
export async function releaseConfirmationSlot(payload: Payload, mailbox: string, claimed: string): Promise<void> {
  await payload.db.pool.query(`DELETE FROM ${CONFIRMATION_SENDS_TABLE} WHERE mailbox = $1 AND last_sent_at = $2::timestamptz`, [
    mailbox,
    claimed,
  ])
}

/** Drops the mailbox's record altogether (the person asked for their data to be deleted). */
export async function forgetConfirmationSends(payload: Payload, mailbox: string): Promise<void> {
  await payload.db.pool.query(`DELETE FROM ${CONFIRMATION_SENDS_TABLE} WHERE mailbox = $1`, [mailbox])
}
