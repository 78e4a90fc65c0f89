// Which Postgres server a request's reads go to when read replicas are configured
// (DATABASE_REPLICA_URLS). Plain JavaScript so that scripts/server.mjs, which decides per request before
// Next runs, and the bundled app, which routes each query, share it.
//
// The rule (read-your-own-writes): a replica may be behind the primary, so only reads that nobody
// has just written go there.
//  - A request that carries credentials (a session cookie `<prefix>-token` or an Authorization
//    header) reads from the primary for its whole life: staff and API integrators are the writers,
//    and whatever they wrote in an earlier request, on any instance, is on the primary.
//  - A request with a method that may write (anything but GET/HEAD/OPTIONS) reads from the primary.
//  - A request that writes through Payload reads from the primary from then on (noteWrite).
//  - Everything else (anonymous page views and public API reads) reads from a replica.
// Transactions always run on the primary.
import { AsyncLocalStorage } from 'node:async_hooks'

/** @typedef {'primary' | 'replica'} ReadRoute */

// One store per process, found through the global registry: the server script and the bundled app
// load this file as two separate modules.
const STORE_KEY = Symbol.for('headstash.db.readRoute')
/** @type {AsyncLocalStorage<{ route: ReadRoute }>} */
const storage = (globalThis[STORE_KEY] ??= new AsyncLocalStorage())

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A session cookie (Payload's `<prefix>-token`) or an Authorization header. */
export const hasCredentials = (headers) =>
  Boolean(headers.authorization) || /(?:^|;\s*)[^=;\s]+-token=/.test(typeof headers.cookie === 'string' ? headers.cookie : '')

/** Where a request's reads go, from its method and headers. */
export function readRouteFor(method, headers) {
  return hasCredentials(headers) || !READ_ONLY_METHODS.has((method ?? 'GET').toUpperCase()) ? 'primary' : 'replica'
}

/** Runs `work` with its reads (and everything it awaits) routed to `route`. */
export const runWithReadRoute = (route, work) => storage.run({ route }, work)

/**
 * The route of the code running now. Outside any request (start-up, migrations, jobs, scripts) reads
 * go to the primary: that code usually writes what it reads.
 */
export const currentReadRoute = () => storage.getStore()?.route ?? 'primary'

/** The running request has written: its later reads must see that, so they go to the primary. */
export function noteWrite() {
  const store = storage.getStore()
  if (store) store.route = 'primary'
}

/** The replica connection strings of DATABASE_REPLICA_URLS (comma-separated); empty when unset. */
export const replicaUrls = (env = process.env) =>
  (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
