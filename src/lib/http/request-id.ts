import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'

/** A caller's own id is kept when it looks like one (a proxy's or a client's), never arbitrary text. */
const CALLER_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/

export const REQUEST_ID_HEADER = 'X-Request-Id'

interface RequestScope {
  requestId: string
}

/**
 * The request a custom endpoint is serving, for the Local API calls it makes: those run on a request
 * object of their own (without the caller's headers), and their hooks still need the caller's id.
 */
const scope = new AsyncLocalStorage<RequestScope>()

const callerRequestId = (headers: Headers | undefined): string | undefined => {
  const value = headers?.get(REQUEST_ID_HEADER)?.trim()
  return value && CALLER_REQUEST_ID.test(value) ? value : undefined
}

const CONTEXT_KEY = 'requestId'

/**
 * The id of the request `req` belongs to: the caller's `X-Request-Id` when it sent a usable one, else
 * one made up once per request (and sent back in the answer's `X-Request-Id`).
 */
export function requestIdOf(req: PayloadRequest): string {
  const own = callerRequestId(req.headers)
  if (own) return own
  const scoped = scope.getStore()?.requestId
  if (scoped) return scoped
  const remembered = req.context?.[CONTEXT_KEY]
  if (typeof remembered === 'string') return remembered
  const made = randomUUID()
  req.context = { ...req.context, [CONTEXT_KEY]: made }
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set(REQUEST_ID_HEADER, made)
  return made
}

/** Runs an endpoint handler with its request's id in scope and names the id in the answer. */
export async function withRequestId(req: PayloadRequest, handler: () => Promise<Response>): Promise<Response> {
  const requestId = callerRequestId(req.headers) ?? randomUUID()
  const response = await scope.run({ requestId }, handler)
  if (!response.headers.has(REQUEST_ID_HEADER)) {
    try {
      response.headers.set(REQUEST_ID_HEADER, requestId)
    } catch {
      // A Response whose headers are immutable (a fetched one passed through) keeps them as they are.
    }
  }
  return response
}
