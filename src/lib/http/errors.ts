import { APIError, type PayloadHandler, type PayloadRequest } from 'payload'
import { ZodError } from 'zod'
import { DATABASE_BUSY_MESSAGE, DATABASE_BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from '../db/pool'
import { GENERIC_SERVER_ERROR } from '@/lib/http/messages'
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from './request-id'
import { databaseReachable, serviceUnavailable, unavailableInsteadOfSignedOut } from './availability'
import { isInvalidInputError, PAYLOAD_ERROR_MESSAGES } from './payload-errors'

export { GENERIC_SERVER_ERROR }

/** An answer we mean to give: its status and the `message` the client shows. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** Every non-2xx JSON answer carries `message` (docs/decisions.md#error-answers). */
export const jsonError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers })

/** The first failing rule's message, worded as the schema states it. */
export const firstIssueMessage = (error: ZodError): string => error.issues[0]?.message ?? 'Invalid request'

/**
 * Wraps an endpoint so that expected failures keep their status and message, an unreachable database
 * is a 503 with Retry-After, and anything else is logged with a request id and answered with a generic
 * 500 that leaks no internals. The answer names the request's id (`X-Request-Id`), which the
 * audit rows its changes write carry too.
 */
export const handled =
  (handler: (req: PayloadRequest) => Promise<Response>): PayloadHandler =>
  async (req) =>
    withRequestId(req, async () => {
      try {
        return await handler(req)
      } catch (error) {
        if (error instanceof HttpError) {
          // "Signed out" may only mean the session could not be loaded because Postgres is down.
          const unavailable = error.status === 401 ? await unavailableInsteadOfSignedOut(req) : null
          return unavailable ?? jsonError(error.status, error.message, error.headers)
        }
        if (error instanceof ZodError) return jsonError(400, firstIssueMessage(error))
        if (error instanceof APIError && error.status < 500) return jsonError(error.status, error.message)
        if (isInvalidInputError(error)) return jsonError(400, PAYLOAD_ERROR_MESSAGES.invalidValue)
        // A saturated pool or a cancelled lock wait is load, not a bug: the client may retry.
        if (isDatabaseBusy(error)) {
          return jsonError(503, DATABASE_BUSY_MESSAGE, { 'Retry-After': String(DATABASE_BUSY_RETRY_AFTER_SECONDS) })
        }
        // A failure because the database is unreachable is an outage to retry, not a bug to report.
        if (!(await databaseReachable(req.payload))) return serviceUnavailable()
        const requestId = requestIdOf(req)
        req.payload.logger.error({ err: error, requestId, path: req.pathname }, 'Unhandled error in endpoint')
        return jsonError(500, GENERIC_SERVER_ERROR, { [REQUEST_ID_HEADER]: requestId })
      }
    })
