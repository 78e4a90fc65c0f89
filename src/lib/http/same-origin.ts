// CSRF defence for every state-changing call under /api (root endpoints, Payload's REST and GraphQL).
// A browser always says where a write comes from: `Origin` on every non-GET fetch or form post, and
// `Sec-Fetch-Site` on every request of a modern browser. A write from a page of another origin (another
// site, or another port or subdomain of this one) is refused before anything is parsed or signed in.
// Calls without either header are not from a browser (curl, server-to-server), cannot ride on a
// visitor's cookie, and pass.

import { configuredPublicOrigin } from '../site/runtime-env.mjs'

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed'

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** host[:port] as a URL of the given scheme spells it (default ports dropped, lower case). */
function normalisedHost(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host
  } catch {
    return undefined
  }
}

/**
 * Whether `origin` is this site: the configured public origin, or the host the request was sent to
 * (the Host header a browser sets, so a page elsewhere cannot claim it while keeping its own Origin).
 */
function isThisSite(origin: string, request: WriteRequest): boolean {
  if (origin === configuredPublicOrigin()) return true
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return false // includes the opaque origin "null" (sandboxed frames, data: URLs)
  }
  const requestHost = request.headers.get('host') ?? new URL(request.url).host
  return parsed.host === normalisedHost(parsed.protocol, requestHost)
}

/** What the check reads of a request (a server action has its headers but no Request). */
export type WriteRequest = Pick<Request, 'method' | 'headers' | 'url'>

/** True when a browser sent this write from a page that is not this site. */
export function isCrossSiteWrite(request: WriteRequest): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method.toUpperCase())) return false
  const origin = request.headers.get('origin')
  if (origin !== null) return !isThisSite(origin, request)
  // Origin missing (older browsers on some same-origin requests): fall back to the fetch metadata.
  // `same-site` is refused too: another port or subdomain of this host is another origin.
  const site = request.headers.get('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site'
}

/** Wraps a Next route handler so that cross-site writes get 403 {message} before the handler runs. */
export function withSameOriginWrites<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    if (isCrossSiteWrite(request)) return Response.json({ message: CROSS_SITE_MESSAGE }, { status: 403 })
    return handler(request, context)
  }
}
