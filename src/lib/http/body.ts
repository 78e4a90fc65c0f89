import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { BODY_TOO_LARGE_MESSAGES, MAX_JSON_BODY_BYTES } from './body-limits.mjs'
import { HttpError } from './errors'

export const BODY_MESSAGES = {
  notJson: 'Request body must be a JSON object',
  tooLarge: BODY_TOO_LARGE_MESSAGES.body,
  invalidCharacters: 'Request contains characters that cannot be stored',
  unsupportedContentType: 'Content-Type must be application/json',
  tooDeep: 'Request body is nested too deeply',
} as const

/**
 * JSON endpoints accept only `Content-Type: application/json`. A browser can send `text/plain` from any
 * page without a CORS preflight, so parsing JSON out of it would let another site post to us (docs/decisions.md#cross-site-requests).
 */
const isJsonContentType = (header: string | null): boolean => (header ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/json'

/** No form of the site nests JSON more than a few levels; deeper bodies are refused, not walked. */
export const MAX_JSON_DEPTH = 32

/**
 * The first reason a parsed JSON value cannot be accepted: a U+0000 (Postgres text cannot hold it, and
 * it would fail deep in a query as a 500) or nesting beyond MAX_JSON_DEPTH. Walks with an explicit
 * stack: a recursive walk overflowed the call stack on ~4,000 nested levels.
 */
export function jsonValueProblem(root: unknown, maxDepth = MAX_JSON_DEPTH): 'nul' | 'depth' | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }]
  while (stack.length) {
    const { value, depth } = stack.pop()!
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul'
      continue
    }
    if (!value || typeof value !== 'object') continue
    if (depth >= maxDepth) return 'depth'
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'nul'
      stack.push({ value: item, depth: depth + 1 })
    }
  }
  return undefined
}

/** Thrown by the stream cappedBody() returns once more than its limit has arrived. */
export class BodyTooLargeError extends Error {}

/**
 * The request's body as a stream that errors with BodyTooLargeError as soon as more than `maxBytes`
 * have arrived, so nothing past the limit is ever held; a declared Content-Length over it is refused
 * before reading. Null when the request has no body.
 */
export function cappedBody(req: Pick<Request, 'body' | 'headers'>, maxBytes: number, tooLarge: string): ReadableStream<Uint8Array> | null {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw new HttpError(413, tooLarge)
  if (!req.body) return null
  let received = 0
  return req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received > maxBytes) controller.error(new BodyTooLargeError(tooLarge))
        else controller.enqueue(chunk)
      },
    }),
  )
}

/** The whole body as text, refused with 413 once it passes `maxBytes`. */
async function readCappedText(req: PayloadRequest, maxBytes: number): Promise<string> {
  const body = cappedBody(req as unknown as Request, maxBytes, BODY_MESSAGES.tooLarge)
  if (!body) return ''
  try {
    return await new Response(body).text()
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(413, BODY_MESSAGES.tooLarge)
    throw error
  }
}

/** Reads the request body as a JSON object: another Content-Type is a 415; malformed, missing or non-object bodies a 400. */
export async function readJsonObject(req: PayloadRequest): Promise<Record<string, unknown>> {
  if (!isJsonContentType(req.headers.get('content-type'))) throw new HttpError(415, BODY_MESSAGES.unsupportedContentType)
  const text = await readCappedText(req, MAX_JSON_BODY_BYTES)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, BODY_MESSAGES.notJson)
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, BODY_MESSAGES.notJson)
  const problem = jsonValueProblem(value)
  if (problem) throw new HttpError(400, problem === 'nul' ? BODY_MESSAGES.invalidCharacters : BODY_MESSAGES.tooDeep)
  return value as Record<string, unknown>
}

/** Reads and validates a JSON body; a ZodError becomes a 400 with the first rule's message. */
export async function parseJsonBody<Schema extends z.ZodType>(req: PayloadRequest, schema: Schema): Promise<z.output<Schema>> {
  return schema.parse(await readJsonObject(req))
}
