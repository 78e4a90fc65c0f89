import { createHash } from 'node:crypto'
import type { AuditAction } from './actions'

/**
 * One statement runner: a pg client inside the change's transaction (see `runnerFor*`). `connection` names
 * that transaction's connection, so appends made through it one after another are never interleaved.
 */
export type SqlRunner = ((text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) & {
  connection?: object
  /** Set on a runner outside any transaction: runs `work` in a transaction of its own. */
  standalone?: (work: (run: SqlRunner) => Promise<void>) => Promise<void>
}

/** The signed-in staff member who acted (a `users` document serves as is). */
export interface AuditActor {
  id: number
  email?: string | null
  username?: string | null
}

/** Who is acting and in which request: what a raw-SQL writer needs to record its change. */
export interface StaffContext {
  actor: AuditActor
  requestId: string | null
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

/** The row content the hash covers, in a fixed order so the same row always hashes the same. */
export interface AuditRowContent {
  /** The actor's id as recorded; unlike the `actor` relation it survives the account's deletion. */
  actorUserId: number | null
  actorName: string | null
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

/**
 * JSON with object keys sorted at every level. The diff is stored as jsonb, which keeps neither the
 * key order nor the spacing it was given: hashing this form makes the hash of a row read back from
 * the database equal the hash computed when it was written.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
}

const withoutNul = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD')
  if (Array.isArray(value)) return value.map(withoutNul)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutNul(key) as string, withoutNul(item)]))
  return value
}

/**
 * The diff as the database will hand it back: plain JSON (dates become strings, undefined members
 * vanish), with the NUL character, which jsonb cannot hold, replaced by U+FFFD.
 */
export function storableJson(value: unknown): unknown {
  if (value === null || value === undefined) return null
  return withoutNul(JSON.parse(JSON.stringify(value)) as unknown)
}

/** Each row's hash covers the previous row's hash, so editing or deleting any row breaks every later hash. */
export function chainHash(previous: string, row: AuditRowContent): string {
  const canonical = canonicalJson([
    row.actorUserId,
    row.actorName,
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

const COLUMNS = [
  'actor_id',
  'actor_user_id',
  'actor_name',
  'actor_email',
  'action',
  'collection',
  'target_id',
  'diff',
  'reason',
  'request_id',
  'batch_id',
  'previous_hash',
  'hash',
  'created_at',
  'updated_at',
] as const

/** The append in progress on each connection: the next one on the same connection waits for it. */
const appending = new WeakMap<object, Promise<unknown>>()

/**
 * Appends `entries` to the audit log with `run`, which must belong to the transaction that makes the
 * change: the rows commit or roll back with it. Writers take a transaction-scoped lock on the chain so
 * two concurrent transactions never link to the same previous row; rows are appended in id order.
 * Within one transaction the lock is already held, so two appends running at once on it (parallel
 * Local API calls sharing one request) would both read the same last row: they queue on the connection.
 */
export async function recordAudit(
  run: SqlRunner,
  actor: AuditActor | null,
  requestId: string | null,
  entries: readonly AuditEntry[],
  now: Date = new Date(),
): Promise<void> {
  if (entries.length === 0) return
  // Without a transaction the chain lock would end with its own statement: the append gets one.
  if (run.standalone) return run.standalone((inTransaction) => append(inTransaction, actor, requestId, entries, now))
  const key = run.connection
  if (!key) return append(run, actor, requestId, entries, now)
  const mine = (appending.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => append(run, actor, requestId, entries, now))
  appending.set(key, mine)
  return mine
}

async function append(
  run: SqlRunner,
  actor: AuditActor | null,
  requestId: string | null,
  entries: readonly AuditEntry[],
  now: Date,
): Promise<void> {
  await run('SELECT pg_advisory_xact_lock($1)', [CHAIN_LOCK_KEY])
  const last = await run('SELECT "hash" FROM "audit_log" ORDER BY "id" DESC LIMIT 1', [])
  let previous = (last.rows[0]?.hash as string | undefined) ?? CHAIN_START
  const createdAt = now.toISOString()
  const values: unknown[] = []
  const tuples: string[] = []
  for (const entry of entries) {
    const row: AuditRowContent = {
      actorUserId: actor?.id ?? null,
      actorName: actor?.username ?? null,
      actorEmail: actor?.email ?? null,
      action: entry.action,
      collection: entry.collection,
      targetId: entry.targetId === null ? null : String(entry.targetId),
      diff: storableJson(entry.diff),
      reason: entry.reason ?? null,
      requestId,
      batchId: entry.batchId ?? null,
      createdAt,
    }
    const hash = chainHash(previous, row)
    const base = values.length
    values.push(
      row.actorUserId,
      row.actorUserId,
      row.actorName,
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
      createdAt,
    )
    // The link to the staff account only while it exists: a member deleting their own account audits the
    // deletion after the row is gone, and keeps their id, name and e-mail in the row's own columns.
    tuples.push(
      `(${COLUMNS.map((column, i) => (column === 'actor_id' ? `(SELECT "id" FROM "users" WHERE "id" = $${base + i + 1}::int)` : `$${base + i + 1}`)).join(', ')})`,
    )
    previous = hash
  }
  await run(`INSERT INTO "audit_log" (${COLUMNS.map((column) => `"${column}"`).join(', ')}) VALUES ${tuples.join(', ')}`, values)
}
