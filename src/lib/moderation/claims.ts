import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index, integer, pgTable, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SqlRunner } from '@/lib/audit/record'
import { CLAIM_LEASE_SECONDS } from './review'

export const CLAIMS_TABLE = 'submission_claims'

/**
 * Who is reviewing which entry, as short leases. A side table rather than fields on the submission:
 * a claim is a moment's coordination between moderators, not a change to the entry, so it neither
 * bumps the entry's updatedAt nor belongs in its versions or the audit log. Declared in Payload's
 * schema so dev push and the generated migrations both create it.
 */
export const claimsTable = pgTable(
  CLAIMS_TABLE,
  {
    submissionId: integer('submission_id').primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string', precision: 3 }).notNull(),
  },
  (table) => [index('submission_claims_expires_at_idx').on(table.expiresAt)],
)

export const addClaimsTable: NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number] = ({ schema }) => ({
  ...schema,
  tables: { ...schema.tables, [CLAIMS_TABLE]: claimsTable },
})

/** A live claim: the entry, the moderator holding it and when it lapses unless renewed. */
export interface Claim {
  submissionId: number
  userId: number
  username: string
  expiresAt: string
}

export type ClaimResult = { taken: true; claim: Claim } | { taken: false; claim: Claim }

interface ClaimRow {
  submission_id: number
  user_id: number
  username: string | null
  expires_at: string
}

const toClaim = (row: Record<string, unknown>): Claim => {
  const claim = row as unknown as ClaimRow
  return {
    submissionId: Number(claim.submission_id),
    userId: Number(claim.user_id),
    username: claim.username ?? 'another moderator',
    expiresAt: new Date(claim.expires_at).toISOString(),
  }
}

const CLAIM_COLUMNS = `c.submission_id, c.user_id, u.username, c.expires_at`

/**
 * Takes or renews `userId`'s claim on the entry. One conditional upsert, so of two moderators
 * focusing the same free entry at once exactly one gets it; a lapsed claim is taken over. When someone
 * else holds it, answers their live claim instead.
 */
export async function claimSubmission(run: SqlRunner, submissionId: number, userId: number): Promise<ClaimResult> {
  const taken = await run(
    `WITH upsert AS (
       INSERT INTO ${CLAIMS_TABLE} AS c (submission_id, user_id, expires_at)
       VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3))
       ON CONFLICT (submission_id) DO UPDATE SET user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at
       WHERE c.user_id = EXCLUDED.user_id OR c.expires_at <= clock_timestamp()
       RETURNING c.*
     )
     SELECT ${CLAIM_COLUMNS} FROM upsert c LEFT JOIN users u ON u.id = c.user_id`,
    [submissionId, userId, CLAIM_LEASE_SECONDS],
  )
  if (taken.rows[0]) return { taken: true, claim: toClaim(taken.rows[0]) }
  const held = await liveClaimOf(run, submissionId)
  // The holder released it between the two statements: try once more.
  return held ? { taken: false, claim: held } : claimSubmission(run, submissionId, userId)
}

/** Gives up `userId`'s claim on the entry; another moderator's claim is left alone. */
export async function releaseClaim(run: SqlRunner, submissionId: number, userId: number): Promise<boolean> {
  const { rows } = await run(`DELETE FROM ${CLAIMS_TABLE} WHERE submission_id = $1 AND user_id = $2 RETURNING submission_id`, [
    submissionId,
    userId,
  ])
  return rows.length > 0
}

/** A decided entry needs no reviewer any more: its claims go, whoever held them. */
export async function clearClaims(run: SqlRunner, submissionIds: readonly number[]): Promise<void> {
  if (submissionIds.length === 0) return
  // One placeholder per id: the request-transaction runner passes each value as a scalar parameter.
  const placeholders = submissionIds.map((_, index) => `$${index + 1}`).join(', ')
  await run(`DELETE FROM ${CLAIMS_TABLE} WHERE submission_id IN (${placeholders})`, [...submissionIds])
}

/** The entry's live claim, if any. */
export async function liveClaimOf(run: SqlRunner, submissionId: number): Promise<Claim | undefined> {
  const { rows } = await run(
    `SELECT ${CLAIM_COLUMNS} FROM ${CLAIMS_TABLE} c LEFT JOIN users u ON u.id = c.user_id
     WHERE c.submission_id = $1 AND c.expires_at > clock_timestamp()`,
    [submissionId],
  )
  return rows[0] ? toClaim(rows[0]) : undefined
}

/** Every live claim, for the review screen's "Being reviewed by" marks. Lapsed rows are dropped on the way. */
export async function liveClaims(run: SqlRunner): Promise<Claim[]> {
  await run(`DELETE FROM ${CLAIMS_TABLE} WHERE expires_at <= clock_timestamp()`, [])
  const { rows } = await run(
    `SELECT ${CLAIM_COLUMNS} FROM ${CLAIMS_TABLE} c LEFT JOIN users u ON u.id = c.user_id
     WHERE c.expires_at > clock_timestamp() ORDER BY c.submission_id`,
    [],
  )
  return rows.map(toClaim)
}
