import { createHash } from 'node:crypto'
import { EXACT_LENGTH_HEADER } from './content-length.mjs'

/** What identifies one version of an answer: a strong entity tag (quoted) and when it last changed. */
export interface Validators {
  etag: string
  lastModified: Date
}

/** Revalidate before every use: a cache may keep the answer, but an unpublish shows at once. */
export const REVALIDATE_ALWAYS = 'public, no-cache'
/** For a file whose name changes whenever its content does: keep it for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** A strong entity tag for a body held in memory. */
export const etagOf = (body: string | Uint8Array): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/** HTTP dates have whole seconds; comparisons must drop the milliseconds the store keeps. */
const wholeSeconds = (date: Date): number => Math.floor(date.getTime() / 1000)

const opaqueTag = (tag: string): string => tag.trim().replace(/^W\//, '')

/** The entity tags of an If-None-Match / If-Range list, `*` included. */
const tagList = (header: string): string[] => header.split(',').map(opaqueTag).filter(Boolean)

/**
 * Whether a GET or HEAD is answered 304 (https://www.rfc-editor.org/rfc/rfc9110#section-13.2.2): If-None-Match decides when present
 * (weak comparison), otherwise If-Modified-Since against the last change.
 */
export function isNotModified(headers: Headers, { etag, lastModified }: Validators): boolean {
  const noneMatch = headers.get('if-none-match')
  if (noneMatch !== null) {
    const tags = tagList(noneMatch)
    return tags.includes('*') || tags.includes(opaqueTag(etag))
  }
  const modifiedSince = Date.parse(headers.get('if-modified-since') ?? '')
  return Number.isFinite(modifiedSince) && wholeSeconds(lastModified) <= Math.floor(modifiedSince / 1000)
}

/**
 * Whether a Range header may be honoured: without If-Range always; with it only while the client's copy
 * is the current one (strong comparison, or the exact last-modified date), else the whole file is sent.
 */
export function rangeStillApplies(headers: Headers, { etag, lastModified }: Validators): boolean {
  const ifRange = headers.get('if-range')?.trim()
  if (!ifRange) return true
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return !ifRange.startsWith('W/') && ifRange === etag
  const date = Date.parse(ifRange)
  return Number.isFinite(date) && Math.floor(date / 1000) === wholeSeconds(lastModified)
}

/** Content-Length of a body the app built itself, kept through Next's pipeline (see content-length.mjs). */
export const exactLength = (length: number): Record<string, string> => ({
  'Content-Length': String(length),
  [EXACT_LENGTH_HEADER]: String(length),
})

/** The validator and caching headers every version of an answer carries, 304s included. */
export function validatorHeaders({ etag, lastModified }: Validators, cacheControl: string): Record<string, string> {
  return { ETag: etag, 'Last-Modified': lastModified.toUTCString(), 'Cache-Control': cacheControl }
}

/** 304 with the validators to a GET or HEAD the client already holds, or null when the full answer must be sent. */
export function notModifiedAnswer(headers: Headers, validators: Validators, cacheControl: string): Response | null {
  return isNotModified(headers, validators)
    ? new Response(null, { status: 304, headers: validatorHeaders(validators, cacheControl) })
    : null
}

/**
 * Answers a body held in memory: 304 to a matching conditional request, and the body with
 * Content-Length and validators otherwise (HEAD gets the headers alone). Without a `lastModified` the
 * entity tag alone validates.
 */
export function conditionalAnswer(
  request: Request,
  body: string | Uint8Array,
  { contentType, cacheControl, lastModified }: { contentType: string; cacheControl: string; lastModified?: Date },
): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
  const etag = etagOf(bytes)
  const headers: Record<string, string> = lastModified
    ? validatorHeaders({ etag, lastModified }, cacheControl)
    : { ETag: etag, 'Cache-Control': cacheControl }
  const notModified = isNotModified(request.headers, { etag, lastModified: lastModified ?? new Date(Number.NaN) })
  if (notModified) return new Response(null, { status: 304, headers })
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
    headers: { ...headers, 'Content-Type': contentType, ...exactLength(bytes.length) },
  })
}
