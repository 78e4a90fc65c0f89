import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

const fromEnv = (name: string, fallback: number, { allowZero = false } = {}): number => {
  const value = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isInteger(value) && (value > 0 || (allowZero && value === 0)) ? value : fallback
}

/**
 * Limits that keep one slow or hostile request from holding the database for good
 * (docs/decisions.md#database-outage):
 * - DB_POOL_ACQUIRE_TIMEOUT_MS: a request waits at most this long for a free client, then answers 503;
 * - DB_LOCK_TIMEOUT_MS / DB_STATEMENT_TIMEOUT_MS: Postgres cancels a statement that waits this long for
 *   a lock, or runs this long at all (0 switches a timeout off, e.g. for a one-off heavy migration);
 * - DB_POOL_IDLE_TIMEOUT_MS: an idle pooled connection is closed after this long (0: kept). Long, because a
 *   new connection is slow for its first statements (docs/decisions.md#warm-connections): pg's default of
 *   10 s made every request after a quiet spell pay it.
 */
export const DATABASE_LIMITS = {
  acquireTimeoutMs: fromEnv('DB_POOL_ACQUIRE_TIMEOUT_MS', 10_000),
  lockTimeoutMs: fromEnv('DB_LOCK_TIMEOUT_MS', 5_000, { allowZero: true }),
  statementTimeoutMs: fromEnv('DB_STATEMENT_TIMEOUT_MS', 15_000, { allowZero: true }),
  idleTimeoutMs: fromEnv('DB_POOL_IDLE_TIMEOUT_MS', 600_000, { allowZero: true }),
} as const

/**
 * The connection budget: how many Postgres connections each kind of process may hold, and the
 * application_name it shows in pg_stat_activity. A web instance holds at most `poolMax` on the primary
 * and as many again on each read replica (DATABASE_REPLICA_URLS); a worker (`npm run worker`) only
 * uses the primary. Payload keeps one client of each pool for itself; under load the rest queue for
 * at most DB_POOL_ACQUIRE_TIMEOUT_MS. The primary's max_connections must cover
 * N web instances × DB_POOL_MAX + M workers × WORKER_DB_POOL_MAX + the administrators' few.
 */
export const CONNECTION_BUDGET = {
  web: { applicationName: 'headstash-web', poolMax: fromEnv('DB_POOL_MAX', 10) },
  worker: { applicationName: 'headstash-worker', poolMax: fromEnv('WORKER_DB_POOL_MAX', 10) },
} as const

export type DatabaseRole = keyof typeof CONNECTION_BUDGET

/** The kind of this process: `worker` when DB_ROLE says so (scripts/worker.ts sets it), else `web`. */
export const databaseRole = (): DatabaseRole => (process.env.DB_ROLE === 'worker' ? 'worker' : 'web')

/** The pg pool options for Payload's Postgres adapter, sized by this process's connection budget. */
export function databasePoolConfig(
  connectionString = process.env.DATABASE_URL || '',
  role: DatabaseRole = databaseRole(),
): PostgresAdapterArgs['pool'] {
  const budget = CONNECTION_BUDGET[role]
  return {
    connectionString,
    max: budget.poolMax,
    connectionTimeoutMillis: DATABASE_LIMITS.acquireTimeoutMs,
    idleTimeoutMillis: DATABASE_LIMITS.idleTimeoutMs,
    // Idle connections never keep a process alive: a script ends when its work does, not when they close.
    allowExitOnIdle: true,
    // Shown in pg_stat_activity, so each kind of process's share of the server can be counted.
    application_name: budget.applicationName,
    // Sent as startup parameters, so every pooled connection carries them from its first statement.
    options: `-c lock_timeout=${DATABASE_LIMITS.lockTimeoutMs} -c statement_timeout=${DATABASE_LIMITS.statementTimeoutMs}`,
  }
}

/** How long a client should wait before retrying when the database is saturated. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5
export const DATABASE_BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.'

// Postgres SQLSTATEs of a statement cancelled by the limits above: lock_not_available (lock_timeout)
// and query_canceled (statement_timeout).
const BUSY_SQLSTATES = new Set(['55P03', '57014'])
// pg-pool's acquire timeout, as thrown directly or re-wrapped by Payload's beginTransaction.
const ACQUIRE_TIMEOUT = /timeout exceeded when trying to connect/

/** True when an error means "the database is saturated right now", not a bug: a 503, not a 500. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && BUSY_SQLSTATES.has(code)) return true
    if (typeof message === 'string' && ACQUIRE_TIMEOUT.test(message)) return true
    current = cause
  }
  return false
}
