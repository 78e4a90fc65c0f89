import type { Payload } from 'payload'
import { withReplicas, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { databaseRole } from './pool'
import { currentReadRoute, noteWrite, replicaUrls } from './read-route.mjs'

type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>>

/** The read replicas of this process: DATABASE_REPLICA_URLS on web instances; a worker reads what it writes. */
export const configuredReplicas = (): string[] | undefined => {
  const urls = databaseRole() === 'web' ? replicaUrls() : []
  return urls.length ? urls : undefined
}

/**
 * Payload's adapter sends every read outside a transaction to a random replica (drizzle's
 * withReplicas), except for `readReplicasAfterWriteInterval` ms after any write in this process, when
 * every read of every visitor goes to the primary: on a site that takes a write every few seconds the
 * replicas would sit idle, and a writer whose next request lands on another instance would still read
 * a stale replica. Instead the request's read route decides (src/lib/db/read-route.mjs): reads of a
 * request that may have written, or of a signed-in writer, go to the primary; the others to a random
 * replica. Payload's write marker now marks the running request only. Writes, `execute` and
 * transactions stay on the primary either way.
 */
export function routeReplicaReads(payload: Payload): void {
  const adapter = payload.db as unknown as { drizzle: Database & { $replicas?: Database[] }; primaryDrizzle?: Database }
  const primary = adapter.primaryDrizzle
  const replicas = adapter.drizzle.$replicas
  if (!primary || !replicas?.length) return
  // Payload's adapter records each write here (and reads it back to pick the primary): the record
  // becomes "this request wrote", and the process-wide window never opens.
  Object.defineProperty(adapter, 'lastWriteTimestamp', { configurable: true, get: () => undefined, set: () => noteWrite() })
  const [first, ...rest] = replicas
  if (!first) return
  adapter.drizzle = withReplicas(primary, [first, ...rest], (pool) =>
    currentReadRoute() === 'replica' ? (pool[Math.floor(Math.random() * pool.length)] ?? primary) : primary,
  ) as Database & { $replicas?: Database[] }
}

/**
 * The database for raw read-only SQL (`execute`), which the adapter always sends to the primary since it
 * cannot tell a read from a write: a random replica when the running request reads from replicas, else
 * the adapter's own (primary). Never pass it a statement that writes.
 */
export function readOnlyDatabase(payload: Payload): Payload['db']['drizzle'] {
  const drizzle = payload.db.drizzle as Payload['db']['drizzle'] & { $replicas?: Array<Payload['db']['drizzle']> }
  const replicas = drizzle.$replicas
  if (!replicas?.length || currentReadRoute() !== 'replica') return drizzle
  return replicas[Math.floor(Math.random() * replicas.length)] ?? drizzle
}
