// The page-cache hit path of scripts/server.mjs (docs/decisions.md#cache-hits). Plain JavaScript: the
// server and cache-handler.mjs both load it, outside Next's bundles.
//
// A full-route cache hit costs little in the cache handler (an LRU lookup) but about 1–3 ms in Next's
// request pipeline around it (router server, route matching, tracing, the response cache, an ETag hashed
// over the whole page, compression), ~30× what sending the same bytes costs. So the server keeps, for a
// very short time, the bytes Next answered a cache HIT with, and answers the same request from them
// without entering Next. It stays as coherent as Next's cache itself:
//  - only a 200 that Next served from its cache (`x-nextjs-cache: HIT`) with public Cache-Control and no
//    Set-Cookie is kept, and only for requests that Next would answer from the cache too (anonymous
//    GET/HEAD, no draft mode, no RSC / router headers, no conditional or range request);
//  - every change to Next's cache in this process (a tag expired by a collection hook, a page stored or
//    removed) drops every kept copy at once, so a change shows on this instance's very next request;
//  - a copy answers for PAGE_HIT_CACHE_MS (1 s by default), then one request asks Next again while the
//    others get the copy for at most one more period: a tag expired on another instance (shared cache
//    in Redis) and the pages' time-based revalidation show within 2 × PAGE_HIT_CACHE_MS more than before;
//  - copies are keyed by URL and Accept-Encoding (Next's answer differs only by compression) and bounded
//    in count and bytes, so anonymous traffic cannot grow them (docs/decisions.md#page-cache).

/** How long a kept copy may answer, in milliseconds; 0 turns the hit path off. */
export const DEFAULT_HIT_CACHE_MS = 1_000
export const HIT_CACHE_MAX_ENTRIES = 200
export const HIT_CACHE_MAX_BYTES = 32 * 1024 * 1024
/** A page larger than this is not kept (no public page comes near it). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024

// One counter per process, found through the global registry: cache-handler.mjs (loaded by Next) and
// scripts/server.mjs load this file as two separate modules.
const GENERATION = Symbol.for('headstash.cache.generation')
const generation = () => globalThis[GENERATION] ?? 0

/** Next's cache changed in this process: no kept copy may answer any more. */
export function noteCacheChange() {
  globalThis[GENERATION] = generation() + 1
}

/** `PAGE_HIT_CACHE_MS` from the environment, or the default. */
export function hitCacheMs(env) {
  const value = Number(env.PAGE_HIT_CACHE_MS)
  return env.PAGE_HIT_CACHE_MS !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_HIT_CACHE_MS
}

/** Request headers with which Next answers something else than the cached page (or not from the cache). */
const BYPASS_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
  'next-action',
  'x-prerender-revalidate',
  'authorization',
  'range',
  'if-none-match',
  'if-modified-since',
]
/** Session cookies (Payload's `<prefix>-token`) and Next's draft / preview mode cookies. */
const BYPASS_COOKIE = /(?:^|;\s*)(?:[^=;\s]+-token|__prerender_bypass|__next_preview_data)=/

/** Whether Next would answer `req` from its full-route cache, the same bytes for everyone. */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return false
  const cookie = req.headers.cookie
  if (typeof cookie === 'string' && BYPASS_COOKIE.test(cookie)) return false
  return !req.url?.includes('_rsc=')
}

/** Headers never replayed: the connection's own, those recomputed on every answer, and `skip`. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']

const isPublicHit = (res) => {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  return (
    res.statusCode === 200 &&
    res.getHeader('x-nextjs-cache') === 'HIT' &&
    !res.hasHeader('set-cookie') &&
    /s-maxage=/.test(cacheControl) &&
    !/private|no-store/.test(cacheControl)
  )
}

/**
 * The kept copies. `skipHeaders`: names the server sets itself on every answer (security headers), not
 * taken from a copy. `now` is injectable for tests.
 * @param {{ ttlMs: number, maxEntries?: number, maxBytes?: number, skipHeaders?: string[], now?: () => number }} options
 */
export function createHitCache({
  ttlMs,
  maxEntries = HIT_CACHE_MAX_ENTRIES,
  maxBytes = HIT_CACHE_MAX_BYTES,
  skipHeaders = [],
  now = Date.now,
}) {
  /** key → { body, headers, bytes, expires, generation }; Map order is least recently used first. */
  const entries = new Map()
  let bytes = 0
  const skip = new Set([...HOP_HEADERS, ...skipHeaders.map((name) => name.toLowerCase())])

  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }
  const keyOf = (req) => `${req.url}\n${req.headers['accept-encoding'] ?? ''}`

  /** The kept copy that may answer `req`, if any. */
  function lookup(req) {
    const key = keyOf(req)
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.generation !== generation()) {
      remove(key)
      return undefined
    }
    const time = now()
    if (entry.expires <= time) {
      // Past its time, one request goes to Next for a fresh copy while the others still get this one for
      // at most one more period: without it, every open connection would reach Next at the same moment.
      if (entry.expires + ttlMs <= time) {
        remove(key)
        return undefined
      }
      if (!entry.refreshing) {
        entry.refreshing = true
        return undefined
      }
    }
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  /** Answers `req` from `entry`; the server has already set its own headers on `res`. */
  function serve(entry, req, res) {
    res.statusCode = 200
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('content-length', entry.body.length)
    if (req.method === 'HEAD') res.end()
    else res.end(entry.body)
  }

  /** Watches Next's answer to a GET and keeps it when it is a public cache hit. */
  function capture(req, res) {
    if (ttlMs <= 0 || req.method !== 'GET') return
    const key = keyOf(req)
    const startGeneration = generation()
    const chunks = []
    let size = 0
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_PAGE_BYTES) return
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)
      size += buffer.length
      chunks.push(buffer)
    }
    const write = res.write
    const end = res.end
    res.write = function keptWrite(chunk, encoding, callback) {
      collect(chunk, encoding)
      return write.call(this, chunk, encoding, callback)
    }
    res.end = function keptEnd(chunk, encoding, callback) {
      collect(chunk, encoding)
      return end.call(this, chunk, encoding, callback)
    }
    res.once('finish', () => {
      // Rendered or changed while this answer was produced: it may already be outdated.
      if (size > MAX_PAGE_BYTES || startGeneration !== generation() || !isPublicHit(res)) return
      const body = Buffer.concat(chunks, size)
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !skip.has(name))
      remove(key)
      if (body.length > maxBytes) return
      entries.set(key, { body, headers, bytes: body.length, expires: now() + ttlMs, generation: startGeneration })
      bytes += body.length
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
    })
  }

  return { lookup, serve, capture, size: () => entries.size }
}

/** Wraps a cache handler of cache-handler.mjs so that every change it makes drops the kept copies. */
export function droppingCopiesOnChange(handler) {
  const changing =
    (method) =>
    async (...args) => {
      // Before: no answer produced from here on is kept. After: none produced during the change is used.
      noteCacheChange()
      try {
        return await handler[method](...args)
      } finally {
        noteCacheChange()
      }
    }
  return {
    ...handler,
    set: changing('set'),
    revalidateTag: changing('revalidateTag'),
    ...(handler.delete ? { delete: changing('delete') } : {}),
  }
}
