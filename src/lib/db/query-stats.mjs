// Opt-in count of the SQL statements each request sends and the time they take (DB_QUERY_STATS): how
// `npm run bench:scale` measures "queries and database time per render", and how the EXPLAIN test
// (tests/int/scale-explain.int.test.ts) captures the SQL the app really runs. Off (the default),
// nothing is patched and nothing runs per query or per request.
//
// pg's Client#query is wrapped once per Client class (Payload's adapter brings its own copy of `pg`,
// so the caller passes the classes it finds); each statement is charged to the collector of the code
// that sent it (an AsyncLocalStorage store, opened per request by scripts/server.mjs). The time of a
// statement runs from the call to its answer, so it includes waiting behind an earlier statement on the
// same connection, but never the wait for a free connection from the pool.
import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'

/**
 * @typedef {{ text: string, values: unknown[] | undefined, ms: number }} Statement
 * @typedef {{ queries: number, ms: number, statements?: Statement[] }} QueryStats
 */

// One store per process, found through the global registry: scripts/server.mjs and the bundled app
// (or a test) may load this file as separate modules.
const STORE_KEY = Symbol.for('headstash.db.queryStats')
/** @type {AsyncLocalStorage<QueryStats>} */
const storage = (globalThis[STORE_KEY] ??= new AsyncLocalStorage())
const PATCHED = Symbol.for('headstash.db.queryStats.patched')

/** `DB_QUERY_STATS`: a file that receives one JSON line per request; unset or empty: off. */
export const queryStatsFile = (env = process.env) => env.DB_QUERY_STATS || undefined
/** `DB_QUERY_STATS_SQL=1`: the lines also carry each statement's text and parameters (for EXPLAIN). */
const keepStatements = (env = process.env) => env.DB_QUERY_STATS_SQL === '1'

/** Wraps `Client.prototype.query` of a pg Client class (once) so that statements count towards the running collector. */
export function instrumentPgClient(Client) {
  const proto = Client?.prototype
  if (!proto || proto[PATCHED]) return
  const query = proto.query
  proto[PATCHED] = true
  proto.query = function countedQuery(config, values, callback) {
    const stats = storage.getStore()
    if (!stats) return query.call(this, config, values, callback)
    const started = performance.now()
    const text = typeof config === 'string' ? config : config?.text
    const params = Array.isArray(values) ? values : config?.values
    const done = () => {
      const ms = performance.now() - started
      stats.queries += 1
      stats.ms += ms
      stats.statements?.push({ text: String(text), values: params, ms })
    }
    if (typeof callback === 'function' || typeof values === 'function') {
      const index = typeof callback === 'function' ? 2 : 1
      const args = [config, values, callback]
      const original = args[index]
      args[index] = (...results) => (done(), original(...results))
      return query.apply(this, args)
    }
    const result = query.call(this, config, values, callback)
    if (typeof result?.then === 'function') {
      result.then(done, done)
    } else if (typeof result?.once === 'function') {
      // A submittable (a cursor or stream): counted when it ends.
      result.once('end', done)
    }
    return result
  }
}

/**
 * Runs `work` with a collector of its own and answers both. `statements: true` also keeps each statement's
 * text and parameters (for EXPLAIN); otherwise only the count and the time are kept.
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, stats: QueryStats }>}
 */
export async function collectQueries(work, { statements = false } = {}) {
  /** @type {QueryStats} */
  const stats = { queries: 0, ms: 0, ...(statements ? { statements: [] } : {}) }
  const result = await storage.run(stats, work)
  return { result, stats }
}

/**
 * For scripts/server.mjs: runs `handle` with a collector and, once the response has finished, appends
 * `{ id, method, path, status, queries, dbMs, ms[, statements] }` to `file` (id: the request's
 * X-Request-Id, so a benchmark can find its own line). Statements sent after the answer (background
 * revalidation) are not counted.
 */
export function handleWithQueryStats(file, req, res, handle) {
  const started = performance.now()
  /** @type {QueryStats} */
  const stats = { queries: 0, ms: 0, ...(keepStatements() ? { statements: [] } : {}) }
  res.once('finish', () => {
    const line = {
      id: req.headers['x-request-id'] ?? null,
      method: req.method,
      path: req.url,
      status: res.statusCode,
      queries: stats.queries,
      dbMs: Math.round(stats.ms * 100) / 100,
      ms: Math.round((performance.now() - started) * 100) / 100,
      ...(stats.statements ? { statements: stats.statements } : {}),
    }
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`)
  })
  return storage.run(stats, handle)
}
