// Telling "signed out" apart from "the database is down" (docs/decisions.md#database-outage). Payload's JWT strategy loads
// the user from Postgres and swallows any error, so with the database unreachable every signed-in
// request looks anonymous: the admin API answered 401 and the admin UI signed staff out. A signed-out
// answer to a request that carries a session is therefore checked with a cheap, time-bounded probe,
// and becomes a 503 with Retry-After when the database does not answer.
import type { Payload, PayloadRequest } from 'payload'
import { DATABASE_PROBE_TIMEOUT_MS, DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '@/lib/http/messages'

/** True when `SELECT 1` answers within the timeout; never throws and never waits longer. */
export async function databaseReachable(payload: Payload, timeoutMs = DATABASE_PROBE_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const probe = payload.db.pool.query('SELECT 1').then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([probe, timedOut])
  } finally {
    clearTimeout(timer)
  }
}

/** Whether the request presents a session (Payload's cookie or an Authorization header). */
export function carriesSession(req: Pick<PayloadRequest, 'headers' | 'payload'>): boolean {
  const name = `${req.payload.config.cookiePrefix || 'payload'}-token=`
  const cookies = (req.headers.get('cookie') ?? '').split(';').map((part) => part.trim())
  return cookies.some((cookie) => cookie.startsWith(name) && cookie.length > name.length) || req.headers.has('authorization')
}

/** The 503 every caller gets while the database is unreachable; never cached. */
export const serviceUnavailable = (): Response =>
  Response.json(
    { message: DATABASE_UNAVAILABLE_MESSAGE },
    { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
  )

/**
 * For an answer that would say "signed out": a 503 instead when the request carries a session that
 * could not be checked because the database is down; null when "signed out" is the truth. Requests
 * without a session never pay for the probe.
 */
export async function unavailableInsteadOfSignedOut(req: PayloadRequest): Promise<Response | null> {
  if (req.user || !carriesSession(req)) return null
  return (await databaseReachable(req.payload)) ? null : serviceUnavailable()
}

/**
 * pg's Pool re-emits errors of idle clients (Postgres restarted, connection cut) as an 'error' event,
 * and an 'error' event without a listener crashes the process. A database outage must cost requests
 * a 503, not the whole app; the pool reconnects on the next query.
 */
export function keepPoolAliveOnErrors(payload: Payload): void {
  const pool = payload.db.pool
  if (pool.listenerCount('error') > 0) return
  // Code and message only: pg hangs the whole client (socket, buffers) on the error object.
  pool.on('error', (error: Error & { code?: string }) =>
    payload.logger.warn({ code: error.code, reason: error.message }, 'Postgres connection lost; the pool reconnects on the next query'),
  )
}

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Payload's generated REST routes (/api/<collection>, /api/users/me…) get the same treatment as our
 * endpoints: a refusal of a request with a session, or a server error, becomes a 503 with Retry-After
 * when the database is what failed. Successful answers never pay for the probe.
 */
export const withOutageAnswers =
  <Context>(handler: RouteHandler<Context>, payload: () => Promise<Payload>): RouteHandler<Context> =>
  async (request, context) => {
    const response = await handler(request, context)
    const refused = response.status === 401 || response.status === 403
    // A 503 already says "retry later" (a saturated pool, a draining server): keep its own message.
    if (response.status === 503 || (!refused && response.status < 500)) return response
    const instance = await payload()
    if (refused && !carriesSession({ headers: request.headers, payload: instance })) return response
    return (await databaseReachable(instance)) ? response : serviceUnavailable()
  }
