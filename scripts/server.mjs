// Production HTTP server: Next.js behind a thin Node server that does what Next cannot do per request.
//  - Client address: Next.js keeps any X-Forwarded-For a client sends, so without this a visitor could
//    pick their own address and walk past the rate limits. Here the header always ends with the socket's
//    peer address; what comes before it is kept only when TRUST_PROXY says proxies stand in front of us.
//  - Security headers (CSP, HSTS, Permissions-Policy…) from the runtime environment: see
//    src/lib/security/headers.mjs for the policy and why it is static.
//  - Malformed %-encoding in the path is a 400 here; Next's router answered it with a text/plain 500.
//  - Request bodies are counted as they arrive and refused with 413 once they pass their route's limit
//    (src/lib/http/body-limits.mjs): see capBody() below.
//  - Graceful shutdown on SIGTERM/SIGINT (see drain() below) and a non-zero exit when it cannot listen.
//  - Nothing this process did not render is served from the page cache (see expirePagesRenderedBefore).
//  - A page-cache hit is answered from a copy of Next's last answer for the same request, kept at most
//    PAGE_HIT_CACHE_MS and dropped on every cache change (src/lib/cache/hit-cache.mjs): a hit then costs
//    about what a static file costs instead of a trip through Next's pipeline.
//  - Each request runs with its database read route (src/lib/db/read-route.mjs): with read replicas,
//    anonymous reads go to a replica, the reads of a writer to the primary.
//  - DB_QUERY_STATS=<file> (off by default): each request's SQL statements and database time are counted
//    and logged there (src/lib/db/query-stats.mjs), for `npm run bench:scale`.
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import net from 'node:net'
import next from 'next'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { bodyLimitFor } from '../src/lib/http/body-limits.mjs'
import { restoreContentLength } from '../src/lib/http/content-length.mjs'
import { hasCredentials, readRouteFor, runWithReadRoute } from '../src/lib/db/read-route.mjs'
import { createHitCache, hitCacheMs, isCacheableRequest } from '../src/lib/cache/hit-cache.mjs'
import { handleWithQueryStats, instrumentPgClient, queryStatsFile } from '../src/lib/db/query-stats.mjs'
import { securityHeaders } from '../src/lib/security/headers.mjs'
import { publicOrigin } from '../src/lib/site/runtime-env.mjs'

const port = Number(process.env.PORT ?? 3000)
const trustProxy = Boolean(process.env.TRUST_PROXY && process.env.TRUST_PROXY !== 'false')
/** How long in-flight requests may take to finish after a shutdown signal before they are cut off. */
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000)
/**
 * After the signal, a keep-alive connection without a request in progress is closed once it has been
 * idle this long. Closing it at once would race a request the client is sending at that moment (the
 * client sees a reset); a client that sends within the grace is served, with `Connection: close`.
 */
const IDLE_GRACE_MS = 1_000
const RETRY_AFTER_SECONDS = '5'
/**
 * After a 413 the rest of the body is read and thrown away for this long before the connection is cut.
 * Closing a socket with unread data makes the kernel send a reset, and a client that is still sending
 * would then lose the 413 it has not read yet.
 */
const REFUSED_BODY_LINGER_MS = 2_000

const BAD_PATH_MESSAGE = 'Malformed URL: the path contains invalid percent-encoding'
const BAD_PATH_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bad request · Headstash</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>Bad request</h1><p>This address is malformed, so there is no page for it.</p><p><a href="/">Go to the home page</a></p>
</body></html>
`

const headersPlain = securityHeaders(process.env, false)
const headersHttps = securityHeaders(process.env, true)
const hits = createHitCache({ ttlMs: hitCacheMs(process.env), skipHeaders: Object.keys(headersHttps) })

const pathOf = (url = '/') => {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

const hasMalformedEncoding = (path) => {
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

const isHttps = (req) => {
  if (req.socket.encrypted) return true
  const proto = req.headers['x-forwarded-proto']
  return trustProxy && typeof proto === 'string' && proto.split(',')[0]?.trim() === 'https'
}

/** Response methods Next may still call after the server has answered 413 in its place. */
const RESPONSE_WRITERS = [
  'writeHead',
  'setHeader',
  'setHeaders',
  'appendHeader',
  'removeHeader',
  'flushHeaders',
  'write',
  'end',
  'writeContinue',
  'writeEarlyHints',
]

/**
 * Answers 413 with the route's message (unless an answer has already started), then stops reading:
 * whatever Next writes afterwards goes nowhere, and the connection is closed after a short linger.
 */
function refuseBody(req, res, limit) {
  if (!res.headersSent && !res.writableEnded) {
    res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' })
    res.end(JSON.stringify({ message: limit.message }))
  }
  for (const name of RESPONSE_WRITERS) {
    res[name] = function ignored(...args) {
      const callback = args.find((arg) => typeof arg === 'function')
      if (callback) process.nextTick(callback)
      return name === 'write' ? true : this
    }
  }
  const socket = req.socket
  // Node would destroy the socket as soon as the answer is written (the request said Connection:
  // close): half-close instead, keep draining, and cut it off after the linger.
  socket.destroySoon = () => {
    socket.end()
    setTimeout(() => socket.destroy(), REFUSED_BODY_LINGER_MS).unref()
  }
  socket.resume()
  if (res.writableFinished) socket.destroySoon()
}

/**
 * Counts the request body's bytes as Node's HTTP parser hands them over (`req.push`, before any reader
 * sees them), so a chunked body is refused as soon as it passes its limit, however slowly Next reads.
 * Past the limit nothing more is passed on: the reader never gets a truncated body that looks whole.
 */
function capBody(req, res, limit) {
  let received = 0
  let refused = false
  const push = req.push
  req.push = function countedPush(chunk, encoding) {
    if (refused) return true
    if (chunk !== null) {
      received += chunk.length
      if (received > limit.maxBytes) {
        refused = true
        refuseBody(req, res, limit)
        return true
      }
    }
    return push.call(this, chunk, encoding)
  }
}

const declaredLength = (req) => {
  const header = req.headers['content-length']
  return header === undefined ? undefined : Number(header)
}

/**
 * Every page and route handler Next caches carries the root layout's implicit tag. Marking that tag
 * expired as of now makes Next re-render, on its first request here and before answering it, every
 * entry made before this process started: the pages `next build` prerendered (with the builder's
 * origin and analytics id, and without a database) and those an earlier run rendered (maybe for
 * another origin or another database). What this process renders afterwards is cached as usual.
 * Next keeps tag expiries in this process-wide map and offers no public call that works outside a
 * request (revalidatePath needs one); tests/origin/one-build.e2e.mjs fails if this stops working.
 */
function expirePagesRenderedBefore(now) {
  const ROOT_LAYOUT_TAG = '_N_T_/layout'
  tagsManifest.set(ROOT_LAYOUT_TAG, { ...tagsManifest.get(ROOT_LAYOUT_TAG), expired: now })
}

const queryStats = queryStatsFile()
if (queryStats) {
  // Every copy of pg the app may load: the project's own and the one Payload's adapter depends on.
  const require = createRequire(import.meta.url)
  for (const from of ['pg', '@payloadcms/db-postgres']) {
    try {
      instrumentPgClient(createRequire(require.resolve(from))('pg').Client)
    } catch {
      // That copy is not installed: the other one is the app's.
    }
  }
}

const app = next({ dev: false, port })
const handle = app.getRequestHandler()
await app.prepare()
expirePagesRenderedBefore(Date.now())

/** Open connections and how many requests each has in progress. */
const connections = new Map()
const idleTimers = new Map()
/** Responses in progress, so the signal can still mark those whose headers are not out yet. */
const responses = new Set()
let draining = false

function closeWhenIdle(socket) {
  if (socket.destroyed || (connections.get(socket) ?? 0) > 0 || idleTimers.has(socket)) return
  idleTimers.set(
    socket,
    setTimeout(() => {
      idleTimers.delete(socket)
      if ((connections.get(socket) ?? 0) === 0) socket.end()
    }, IDLE_GRACE_MS),
  )
}

function track(req, res) {
  const socket = req.socket
  clearTimeout(idleTimers.get(socket))
  idleTimers.delete(socket)
  connections.set(socket, (connections.get(socket) ?? 0) + 1)
  responses.add(res)
  let done = false
  const finished = () => {
    if (done) return
    done = true
    responses.delete(res)
    connections.set(socket, Math.max(0, (connections.get(socket) ?? 1) - 1))
    // A response that started before the signal went out keep-alive: close the connection once idle.
    if (draining) closeWhenIdle(socket)
  }
  res.once('finish', finished)
  res.once('close', finished)
}

const server = createServer((req, res) => {
  track(req, res)
  for (const [name, value] of Object.entries(isHttps(req) ? headersHttps : headersPlain)) res.setHeader(name, value)
  // Node closes the connection after a response that says so, and the client knows not to reuse it.
  if (draining) res.setHeader('Connection', 'close')

  const path = pathOf(req.url)
  const isApi = path === '/api' || path.startsWith('/api/')
  if (hasMalformedEncoding(path)) {
    res.statusCode = 400
    res.setHeader('Cache-Control', 'no-store')
    if (isApi) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      res.end(JSON.stringify({ message: BAD_PATH_MESSAGE }))
    } else {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(BAD_PATH_PAGE)
    }
    return
  }
  const limit = bodyLimitFor(path, { credentials: hasCredentials(req.headers) })
  if ((declaredLength(req) ?? 0) > limit.maxBytes) {
    refuseBody(req, res, limit)
    return
  }
  capBody(req, res, limit)
  const cacheable = !draining && isCacheableRequest(req)
  const kept = cacheable ? hits.lookup(req) : undefined
  if (kept) {
    hits.serve(kept, req, res)
    return
  }
  if (cacheable) hits.capture(req, res)
  // Load balancers stop sending new traffic as soon as the readiness probe fails.
  if (draining && path === '/api/ready') {
    res.writeHead(503, {
      'Content-Type': 'application/json; charset=utf-8',
      'Retry-After': RETRY_AFTER_SECONDS,
      'Cache-Control': 'no-store',
    })
    res.end(JSON.stringify({ message: 'The server is shutting down' }))
    return
  }

  const peer = req.socket.remoteAddress ?? 'unknown'
  const forwarded = req.headers['x-forwarded-for']
  req.headers['x-forwarded-for'] = trustProxy && forwarded ? `${forwarded}, ${peer}` : peer
  delete req.headers['x-real-ip']
  restoreContentLength(res)
  // With read replicas: a writer's reads go to the primary, anonymous reads to a replica.
  const serve = () => handle(req, res)
  void runWithReadRoute(readRouteFor(req.method, req.headers), queryStats ? () => handleWithQueryStats(queryStats, req, res, serve) : serve)
})

server.on('connection', (socket) => {
  connections.set(socket, 0)
  socket.once('close', () => {
    clearTimeout(idleTimers.get(socket))
    idleTimers.delete(socket)
    connections.delete(socket)
  })
})

/**
 * An idle keep-alive connection stays open 65 s, longer than the idle timeout of the load balancers and
 * clients that reuse it (60 s is common): with Node's default 5 s, the server closed connections that a
 * client was at that moment sending a request on, and that request failed with a reset (seen in the
 * browser tests under load). Headers must still come within headersTimeout, which must exceed it.
 */
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

// EADDRINUSE, EACCES…: a server that cannot listen must not keep running as if it could.
server.on('error', (error) => {
  console.error(`Headstash could not listen on port ${port}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})

server.listen(port, () => console.log(`▲ Headstash ready on port ${port}, public origin ${publicOrigin()}`))

/**
 * Stop accepting connections, let every request in progress finish (its response says
 * `Connection: close`), serve a request that arrives on an open keep-alive connection the same way,
 * close idle connections, and exit 0 once all are gone, or 1 when SHUTDOWN_TIMEOUT_MS runs out.
 */
function drain(signal) {
  if (draining) return
  draining = true
  const started = Date.now()
  console.log(`${signal}: draining ${connections.size} connection(s), deadline ${shutdownTimeoutMs} ms`)
  const deadline = setTimeout(() => {
    console.error(`Shutdown deadline reached: cutting off ${connections.size} connection(s)`)
    for (const socket of connections.keys()) socket.destroy()
    process.exit(1)
  }, shutdownTimeoutMs)
  // http.Server#close() would also close idle keep-alive connections at once (racing requests already
  // on the wire); net.Server#close() only stops accepting, and calls back when the last one is gone.
  net.Server.prototype.close.call(server, () => {
    clearTimeout(deadline)
    console.log(`Drained in ${Date.now() - started} ms`)
    process.exit(0)
  })
  for (const res of responses) {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  }
  for (const [socket, active] of connections) {
    if (active === 0) closeWhenIdle(socket)
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => drain(signal))
