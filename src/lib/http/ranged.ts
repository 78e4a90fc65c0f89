import { parseRangeHeader } from 'payload/internal'
import { etagOf, exactLength, isNotModified, rangeStillApplies, validatorHeaders } from './conditional'

/** Readable from any origin: transcripts, captions and chapters are fetched by podcast apps' web players. */
export const PUBLIC_CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Accept-Ranges, Content-Length, Content-Range, ETag, Last-Modified',
} as const

/** The answer to a CORS preflight of a public, read-only document. */
export const publicPreflight = (): Response =>
  new Response(null, {
    status: 204,
    headers: {
      ...PUBLIC_CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': 'Range, If-None-Match, If-Modified-Since, If-Range',
      'Access-Control-Max-Age': '86400',
    },
  })

/**
 * A public document held in memory, answered like a static file: readable cross-origin, 304 to a
 * matching conditional request, 206 to a byte range (If-Range honoured), 416 to an unsatisfiable one,
 * and the headers alone to HEAD.
 */
export function rangedAnswer(
  request: Request,
  body: string | Uint8Array,
  { contentType, cacheControl, lastModified }: { contentType: string; cacheControl: string; lastModified?: Date },
): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
  // Without a date of its own the entity tag alone validates (an invalid date never matches).
  const validators = { etag: etagOf(bytes), lastModified: lastModified ?? new Date(Number.NaN) }
  const headers = new Headers({
    ...(lastModified ? validatorHeaders(validators, cacheControl) : { ETag: validators.etag, 'Cache-Control': cacheControl }),
    ...PUBLIC_CORS_HEADERS,
  })
  if (isNotModified(request.headers, validators)) return new Response(null, { status: 304, headers })
  headers.set('Content-Type', contentType)
  headers.set('Accept-Ranges', 'bytes')
  headers.set('X-Content-Type-Options', 'nosniff')
  const rangeHeader = rangeStillApplies(request.headers, validators) ? request.headers.get('range') : null
  const { type, range } = parseRangeHeader({ fileSize: bytes.length, rangeHeader })
  if (type === 'invalid') {
    headers.set('Content-Range', `bytes */${bytes.length}`)
    for (const [name, value] of Object.entries(exactLength(0))) headers.set(name, value)
    return new Response(null, { status: 416, headers })
  }
  const part = range ? bytes.subarray(range.start, range.end + 1) : bytes
  for (const [name, value] of Object.entries(exactLength(part.length))) headers.set(name, value)
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`)
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(part), { status: range ? 206 : 200, headers })
}
