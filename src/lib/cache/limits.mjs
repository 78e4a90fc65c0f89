// Bounds of Next's page and data cache and the identity of the database it was filled from; read by
// cache-handler.mjs (plain JavaScript: Next loads the handler outside its bundles).
import { createHash } from 'node:crypto'
import pg from 'pg'

/** Entries kept before the least recently used is evicted (pages and data entries together). */
export const DEFAULT_CACHE_MAX_ENTRIES = 1_000
/** Total size of the per-process cache, in bytes of serialised entries. */
export const DEFAULT_CACHE_MAX_BYTES = 128 * 1024 * 1024

const positive = (value, fallback) => {
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : fallback
}

/** `CACHE_MAX_ENTRIES` and `CACHE_MAX_BYTES` from the environment, or the defaults. */
export function cacheLimits(env) {
  return {
    maxEntries: positive(env.CACHE_MAX_ENTRIES, DEFAULT_CACHE_MAX_ENTRIES),
    maxBytes: positive(env.CACHE_MAX_BYTES, DEFAULT_CACHE_MAX_BYTES),
  }
}

/**
 * A short stable name for the database behind `databaseUrl`: the cluster's system identifier (new for
 * every initdb, so a staging copy or a restore into another server differs) and the database's oid (new
 * for every CREATE DATABASE, so a restore into a fresh database differs even on the same server). A role
 * that may not read the cluster's control data gets the server's start time instead: the cache is then
 * dropped on every database restart, which is safe, only colder.
 */
export async function databaseIdentity(databaseUrl) {
  if (!databaseUrl) return 'no-database'
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      'SELECT oid::text AS oid, pg_postmaster_start_time()::text AS started FROM pg_database WHERE datname = current_database()',
    )
    let cluster = `started ${rows[0].started}`
    try {
      const control = await client.query('SELECT system_identifier::text AS id FROM pg_control_system()')
      cluster = control.rows[0].id
    } catch {
      // Not allowed for this role: keep the start time.
    }
    return createHash('sha256').update(`${cluster}/${rows[0].oid}`).digest('hex').slice(0, 16)
  } finally {
    await client.end()
  }
}

/**
 * Only successful pages are stored. A not-found or a redirect answer depends on nothing but the path, so
 * storing it would let every distinct junk address (`/changelog/<anything>`) become an entry; rendering
 * one again is cheap. Next stores a page's status with it, which is how such answers are recognised.
 * Writing one also drops a copy stored while the path still answered 200 (an entry taken down).
 */
export function storingOnlySuccessfulPages(handler) {
  return {
    ...handler,
    name: `successful-${handler.name}`,
    async set(key, value, context) {
      const status = value?.value?.kind === 'APP_PAGE' ? value.value.status : undefined
      if (status === undefined || status === 200) return handler.set(key, value, context)
      await handler.delete?.(key)
    },
  }
}
