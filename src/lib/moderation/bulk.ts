/**
 * Bulk approve / reject of submissions, with undo for a short window and "restore" from the log later.
 *
 * A bulk decision is one transaction on one pg client: lock the rows, update them in one statement,
 * append one audit row per changed entry, make the approved entries' photos public. Nothing is written
 * unless everything is. The audit rows are the batch's memory: each carries the entry's whole decision
 * state before and after (status, reviewer, time, reason, note, last change), so undo and restore need
 * no side table and read exactly what the log shows staff.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { z } from 'zod'
import { recordAudit, type AuditActor, type AuditDiff } from '../audit/record'
import { runnerForClient } from '../audit/runner'
import { inTransaction, payloadPool } from '../db/transaction'
import { CACHE_TAGS, expireTags } from '../cache'
import { HttpError } from '../http/errors'
import { emptyRefs, mediaFilenameOf, refreshMediaVisibility, type MediaRefs } from '../images/visibility'
import { REJECTION_REASONS } from '../submissions/options'
import { BULK_MESSAGES } from './texts'
import { queueDecisionNotices, type DecisionNotices } from './notices'

/** Most entries one bulk call may decide: a screenful of selections many times over, and a bounded transaction. */
export const BULK_MAX_IDS = 1000

/** How long after a bulk decision its undo is offered; afterwards it can still be restored from the log. */
export const UNDO_WINDOW_MS = 10_000

export const BULK_ACTIONS = ['approve', 'reject'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

const REASON_VALUES = REJECTION_REASONS.map((reason) => reason.value) as [string, ...string[]]
const MAX_ID = 2 ** 31 - 1

export const bulkDecisionSchema = z
  .object({
    ids: z
      .array(z.number({ error: BULK_MESSAGES.ids }).int(BULK_MESSAGES.ids).min(1, BULK_MESSAGES.ids).max(MAX_ID, BULK_MESSAGES.ids), {
        error: BULK_MESSAGES.ids,
      })
      .min(1, BULK_MESSAGES.noIds)
      .max(BULK_MAX_IDS, BULK_MESSAGES.tooMany(BULK_MAX_IDS)),
    action: z.enum(BULK_ACTIONS, { error: BULK_MESSAGES.action }),
    reason: z.enum(REASON_VALUES, { error: BULK_MESSAGES.reason }).optional(),
    note: z.string({ error: BULK_MESSAGES.note }).trim().max(500, BULK_MESSAGES.note).optional(),
  })
  .refine((body) => body.action === 'reject' || (body.reason === undefined && body.note === undefined), {
    message: BULK_MESSAGES.reasonOnlyForReject,
  })
export type BulkDecision = z.output<typeof bulkDecisionSchema>

/** The decision state of one entry: what a bulk action changes, and what undo puts back. */
interface DecisionState {
  status: string
  reviewedBy: number | null
  reviewedAt: string | null
  rejectionReason: string | null
  rejectionNote: string | null
  updatedAt: string
}
const STATE_FIELDS = ['status', 'reviewedBy', 'reviewedAt', 'rejectionReason', 'rejectionNote', 'updatedAt'] as const

interface Row extends DecisionState {
  id: number
  imageId: number | null
  imageUrl: string | null
}

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value === null ? null : String(value))

const rowOf = (raw: Record<string, unknown>): Row => ({
  id: Number(raw.id),
  status: String(raw.status),
  reviewedBy: raw.reviewed_by_id === null ? null : Number(raw.reviewed_by_id),
  reviewedAt: iso(raw.reviewed_at),
  rejectionReason: (raw.rejection_reason as string | null) ?? null,
  rejectionNote: (raw.rejection_note as string | null) ?? null,
  updatedAt: iso(raw.updated_at) ?? '',
  imageId: raw.image_id === null ? null : Number(raw.image_id),
  imageUrl: (raw.image_url as string | null) ?? null,
})

/** Locks the entries for the rest of the transaction, so no single decision interleaves with ours. */
async function lockRows(client: PoolClient, ids: readonly number[]): Promise<Map<number, Row>> {
  const { rows } = await client.query(
    `SELECT "id", "status", "reviewed_by_id", "reviewed_at", "rejection_reason", "rejection_note", "updated_at", "image_id", "image_url"
       FROM "headstash_submissions" WHERE "id" = ANY($1::int[]) ORDER BY "id" FOR UPDATE`,
    [ids],
  )
  return new Map(rows.map((raw) => [Number(raw.id), rowOf(raw)]))
}

/** Writes each entry's new decision state in one statement. */
async function writeStates(client: PoolClient, changes: ReadonlyArray<{ id: number; state: DecisionState }>): Promise<void> {
  if (changes.length === 0) return
  await client.query(
    `UPDATE "headstash_submissions" AS s SET
        "status" = v.status::"enum_headstash_submissions_status",
        "reviewed_by_id" = v.reviewed_by,
        "reviewed_at" = v.reviewed_at,
        "rejection_reason" = v.reason::"enum_headstash_submissions_rejection_reason",
        "rejection_note" = v.note,
        "updated_at" = v.updated_at
       FROM unnest($1::int[], $2::text[], $3::int[], $4::timestamptz[], $5::text[], $6::text[], $7::timestamptz[])
         AS v(id, status, reviewed_by, reviewed_at, reason, note, updated_at)
      WHERE s."id" = v.id`,
    [
      changes.map((change) => change.id),
      changes.map((change) => change.state.status),
      changes.map((change) => change.state.reviewedBy),
      changes.map((change) => change.state.reviewedAt),
      changes.map((change) => change.state.rejectionReason),
      changes.map((change) => change.state.rejectionNote),
      changes.map((change) => change.state.updatedAt),
    ],
  )
}

const diffOf = (before: DecisionState, after: DecisionState): AuditDiff =>
  Object.fromEntries(STATE_FIELDS.map((field) => [field, { before: before[field], after: after[field] }]))

const refsOf = (rows: Iterable<Row>): MediaRefs => {
  const refs = emptyRefs()
  for (const row of rows) {
    if (row.imageId !== null) refs.ids.push(row.imageId)
    const filename = mediaFilenameOf(row.imageUrl)
    if (filename) refs.filenames.push(filename)
  }
  return refs
}

/**
 * The photos of entries that became approved are public from the same commit on. Making a file public
 * needs no look at other content (an approved entry uses it), so one statement does it for the batch.
 */
async function publishPhotos(client: PoolClient, refs: MediaRefs): Promise<void> {
  if (refs.ids.length === 0 && refs.filenames.length === 0) return
  await client.query(
    `UPDATE "media" SET "public" = true, "updated_at" = now()
      WHERE "public" IS NOT TRUE
        AND ("id" = ANY($1::int[]) OR "filename" = ANY($2::text[]) OR "sizes_card_filename" = ANY($2::text[]) OR "sizes_full_filename" = ANY($2::text[]))`,
    [refs.ids, refs.filenames],
  )
}

/**
 * After the commit: what public pages show changed, and photos of entries that stopped being approved
 * may have to become private again (only if nothing else public uses them, which the shared rule decides).
 */
async function afterCommit(payload: Payload, unpublished: MediaRefs, notices?: DecisionNotices): Promise<void> {
  expireTags(CACHE_TAGS.submissions)
  // The change is committed: the answer must say so, so a failure here is logged, not answered as a 500.
  try {
    if (unpublished.ids.length || unpublished.filenames.length) await refreshMediaVisibility(payload, unpublished)
    if (notices) await queueDecisionNotices(payload, notices)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Work after a bulk decision failed (photo visibility or submitter e-mails)' })
  }
}

export interface RequestContext {
  actor: AuditActor
  requestId: string
}

export interface BulkResult {
  batchId: string
  changed: number
  undoUntil: string
}

/**
 * Approves or rejects every entry in `ids`, all or nothing. Entries already in the target status keep
 * their earlier decision (and reviewer) and are not part of the batch; an unknown id refuses the whole call.
 */
export async function bulkDecide(payload: Payload, context: RequestContext, decision: BulkDecision, now = new Date()): Promise<BulkResult> {
  const ids = [...new Set(decision.ids)]
  const target = decision.action === 'approve' ? 'approved' : 'rejected'
  const batchId = randomUUID()
  const decidedAt = now.toISOString()
  const result = await inTransaction(payload, async (client) => {
    const rows = await lockRows(client, ids)
    const missing = ids.filter((id) => !rows.has(id))
    if (missing.length) throw new HttpError(400, BULK_MESSAGES.unknownIds(missing))
    const changes = [...rows.values()]
      .filter((row) => row.status !== target)
      .map((row) => ({
        row,
        state: {
          status: target,
          reviewedBy: context.actor.id,
          reviewedAt: decidedAt,
          rejectionReason: target === 'rejected' ? (decision.reason ?? null) : null,
          rejectionNote: target === 'rejected' ? decision.note || null : null,
          updatedAt: decidedAt,
        },
      }))
    await writeStates(
      client,
      changes.map(({ row, state }) => ({ id: row.id, state })),
    )
    await recordAudit(
      runnerForClient(client),
      context.actor,
      context.requestId,
      changes.map(({ row, state }) => ({
        action: decision.action === 'approve' ? 'bulk-approve' : 'bulk-reject',
        collection: 'headstash-submissions',
        targetId: row.id,
        diff: diffOf(row, state),
        reason: state.rejectionReason,
        batchId,
      })),
      now,
    )
    if (target === 'approved') await publishPhotos(client, refsOf(changes.map(({ row }) => row)))
    return changes.map(({ row }) => row)
  })
  await afterCommit(payload, refsOf(result.filter((row) => row.status === 'approved')), {
    ids: result.map((row) => row.id),
    status: target,
    reviewedAt: decidedAt,
    notBefore: new Date(now.getTime() + UNDO_WINDOW_MS),
  })
  return { batchId, changed: result.length, undoUntil: new Date(now.getTime() + UNDO_WINDOW_MS).toISOString() }
}

export type RevertKind = 'undo' | 'restore'

export type RevertResult = { batchId: string; restored: number; skipped: number[] } | { conflicts: number[] }

/** Serialises undo/restore of one batch, so two clicks never both pass the "not yet reverted" check. */
const BATCH_LOCK = 'SELECT pg_advisory_xact_lock(hashtextextended($1, 7241930002))'

/**
 * Puts every entry of a batch back into its state before the batch: `undo` within the window, `restore`
 * at any time later. Either restores exactly: an entry whose decision changed since the batch (someone
 * decided it again, or deleted it) is a conflict. By default any conflict refuses the whole revert and
 * names the entries, so a colleague's later decision is never silently overwritten and a batch is never
 * half reverted by accident; with `skipChanged` the others are reverted and the changed ones reported.
 */
export async function revertBatch(
  payload: Payload,
  context: RequestContext,
  batchId: string,
  kind: RevertKind,
  { skipChanged = false }: { skipChanged?: boolean } = {},
  now = new Date(),
): Promise<RevertResult> {
  const outcome = await inTransaction(payload, async (client) => {
    await client.query(BATCH_LOCK, [batchId])
    const { rows: logged } = await client.query(
      `SELECT "action", "target_id", "diff", "created_at" FROM "audit_log" WHERE "batch_id" = $1 AND "collection" = 'headstash-submissions' ORDER BY "id"`,
      [batchId],
    )
    const entries = logged.filter((row) => row.action === 'bulk-approve' || row.action === 'bulk-reject')
    if (entries.length === 0) throw new HttpError(404, BULK_MESSAGES.unknownBatch)
    if (logged.some((row) => row.action === 'undo' || row.action === 'restore')) throw new HttpError(409, BULK_MESSAGES.alreadyReverted)
    const decidedAt = new Date(entries[0]!.created_at as Date)
    if (kind === 'undo' && now.getTime() > decidedAt.getTime() + UNDO_WINDOW_MS) throw new HttpError(410, BULK_MESSAGES.undoExpired)

    const batch = entries.map((row) => {
      const diff = row.diff as Record<(typeof STATE_FIELDS)[number], { before: unknown; after: unknown }>
      const side = (which: 'before' | 'after') =>
        Object.fromEntries(STATE_FIELDS.map((field) => [field, diff[field]?.[which] ?? null])) as unknown as DecisionState
      return { id: Number(row.target_id), before: side('before'), after: side('after') }
    })
    const current = await lockRows(
      client,
      batch.map((entry) => entry.id),
    )
    const sameDecision = (row: Row | undefined, state: DecisionState) =>
      row !== undefined &&
      row.status === state.status &&
      row.reviewedBy === state.reviewedBy &&
      sameTime(row.reviewedAt, state.reviewedAt) &&
      row.rejectionReason === state.rejectionReason &&
      row.rejectionNote === state.rejectionNote
    const conflicts = batch.filter((entry) => !sameDecision(current.get(entry.id), entry.after)).map((entry) => entry.id)
    if (conflicts.length && !skipChanged) return { refused: true as const, conflicts }

    const reverting = batch.filter((entry) => !conflicts.includes(entry.id))
    const changes = reverting.map((entry) => {
      const row = current.get(entry.id)!
      // An unrelated edit since the batch (a typo fixed) is a change of its own: it keeps a fresh time.
      const updatedAt = sameTime(row.updatedAt, entry.after.updatedAt) ? entry.before.updatedAt : now.toISOString()
      return { id: entry.id, row, state: { ...entry.before, updatedAt } }
    })
    await writeStates(client, changes)
    await recordAudit(
      runnerForClient(client),
      context.actor,
      context.requestId,
      changes.map(({ id, row, state }) => ({
        action: kind,
        collection: 'headstash-submissions',
        targetId: id,
        diff: diffOf(row, state),
        batchId,
      })),
      now,
    )
    await publishPhotos(client, refsOf(changes.filter(({ state }) => state.status === 'approved').map(({ row }) => row)))
    return { refused: false as const, restored: changes.map(({ row, state }) => ({ row, state })), conflicts }
  })
  if (!outcome.refused) {
    await afterCommit(
      payload,
      refsOf(outcome.restored.filter(({ row, state }) => row.status === 'approved' && state.status !== 'approved').map(({ row }) => row)),
    )
    return { batchId, restored: outcome.restored.length, skipped: outcome.conflicts }
  }
  return { conflicts: outcome.conflicts }
}

const sameTime = (a: string | null, b: string | null): boolean =>
  a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime())

/** A batch id is the UUID `bulkDecide` made; anything else cannot name a batch. */
export const isBatchId = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)

export interface BatchSummary {
  batchId: string
  action: 'bulk-approve' | 'bulk-reject'
  entries: number
  actorEmail: string | null
  createdAt: string
  undoUntil: string
  /** How the batch was taken back, if it was. */
  revertedBy: RevertKind | null
}

/** The latest bulk actions on submissions, newest first, for the admin's list with its undo / restore buttons. */
export async function recentBatches(payload: Payload, limit = 50): Promise<BatchSummary[]> {
  const bulk = `"action" IN ('bulk-approve', 'bulk-reject')`
  const { rows } = await payloadPool(payload).query(
    `SELECT "batch_id", min("created_at") FILTER (WHERE ${bulk}) AS "created_at", max("action"::text) FILTER (WHERE ${bulk}) AS "action",
            count(*) FILTER (WHERE ${bulk})::int AS "entries", max("actor_email") FILTER (WHERE ${bulk}) AS "actor_email",
            max("action"::text) FILTER (WHERE "action" IN ('undo', 'restore')) AS "reverted_by"
       FROM "audit_log" WHERE "batch_id" IS NOT NULL AND "collection" = 'headstash-submissions'
      GROUP BY "batch_id" HAVING count(*) FILTER (WHERE ${bulk}) > 0
      ORDER BY 2 DESC LIMIT $1`,
    [limit],
  )
  return rows.map((row) => {
    const createdAt = new Date(row.created_at as Date)
    return {
      batchId: String(row.batch_id),
      action: row.action as BatchSummary['action'],
      entries: Number(row.entries),
      actorEmail: (row.actor_email as string | null) ?? null,
      createdAt: createdAt.toISOString(),
      undoUntil: new Date(createdAt.getTime() + UNDO_WINDOW_MS).toISOString(),
      revertedBy: (row.reverted_by as RevertKind | null) ?? null,
    }
  })
}
