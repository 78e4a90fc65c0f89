import { createHash } from 'node:crypto'
import type { AuditAction } from './actions'

/** One statement runner: a pg client inside the change's transaction (see `runnerFor*`). */
export type SqlRunner = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

export interface AuditActor {
  id: number
  email: string
}

/** What changed on one field: its value before and after. */
export type AuditDiff = Record<string, { before: unknown; after: unknown }>

export interface AuditEntry {
  action: AuditAction
  /** The collection (or global) slug of the target. */
  collection: string
  targetId: string | number | null
  diff?: AuditDiff | null
  reason?: string | null
  /** Groups the rows of one bulk action, so it can be undone or restored as one. */
  batchId?: string | null
}

/** The row content the hash covers, in a fixed key order so the same row always hashes the same. */
export interface AuditRowContent {
  actorId: number | null
  actorEmail: string | null
  action: string
  collection: string
  targetId: string | null
  diff: unknown
  reason: string | null
  requestId: string | null
  batchId: string | null
  createdAt: string
}

/** Each row's hash covers the previous row's hash, so editing or deleting any row breaks every later hash. */
export function chainHash(previous: string, row: AuditRowContent): string {
  const canonical = JSON.stringify([
    row.actorId,
    row.actorEmail,
    row.action,
    row.collection,
    row.targetId,
    row.diff ?? null,
    row.reason,
    row.requestId,
    row.batchId,
    row.createdAt,
  ])
  return createHash('sha256').update(previous).update('\n').update(canonical).digest('hex')
}

/** The chain starts from this value, so the first row is checked like every other. */
export const CHAIN_START = '0'.repeat(64)

/** Serialises writers of the chain for the length of their transaction (any fixed key of our own). */
const CHAIN_LOCK_KEY = 7_241_930_001

/**
 * Appends `entries` to the audit log with `run`, which must belong to the transaction that makes the
 * change: the rows commit or roll back with it. Writers take a transaction-scoped lock on the chain so
 * two concurrent transactions never link to the same previous row.
 */
export async function recordAudit(
  run: SqlRunner,
  actor: AuditActor | null,
  requestId: string | null,
  entries: readonly AuditEntry[],
  now: Date = new Date(),
): Promise<void> {
  if (entries.length === 0) return
  await run('SELECT pg_advisory_xact_lock($1)', [CHAIN_LOCK_KEY])
  const last = await run('SELECT "hash" FROM "audit_log" ORDER BY "id" DESC LIMIT 1', [])
  let previous = (last.rows[0]?.hash as string | undefined) ?? CHAIN_START
  const createdAt = now.toISOString()
  const columns: unknown[] = []
  const tuples: string[] = []
  for (const entry of entries) {
    const row: AuditRowContent = {
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action: entry.action,
      collection: entry.collection,
      targetId: entry.targetId === null ? null : String(entry.targetId),
      diff: entry.diff ?? null,
      reason: entry.reason ?? null,
      requestId,
      batchId: entry.batchId ?? null,
      createdAt,
    }
    const hash = chainHash(previous, row)
    const base = columns.length
    columns.push(
      row.actorId,
      row.actorEmail,
      row.action,
      row.collection,
      row.targetId,
      row.diff === null ? null : JSON.stringify(row.diff),
      row.reason,
      row.requestId,
      row.batchId,
      previous,
      hash,
      createdAt,
    )
    tuples.push(`(${Array.from({ length: 12 }, (_, i) => `$${base + i + 1}`).join(', ')}, $${base + 12})`)
    previous = hash
  }
  await run(
    `INSERT INTO "audit_log" ("actor_id", "actor_email", "action", "collection", "target_id", "diff", "reason", "request_id", "batch_id", "previous_hash", "hash", "created_at", "updated_at") VALUES ${tuples.join(', ')}`,
    columns,
  )
}
