import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { HttpError } from './errors'

/** Bodies above this size are refused before parsing; no JSON form of the spec comes close. */
export const MAX_JSON_BODY_BYTES = 256 * 1024

export const BODY_MESSAGES = {
  notJson: 'Request body must be a JSON object',
  tooLarge: 'Request body is too large',
  invalidCharacters: 'Request contains characters that cannot be stored',
  unsupportedContentType: 'Content-Type must be application/json',
} as const

/**
 * JSON endpoints accept only `Content-Type: application/json`. A browser can send `text/plain` from any
 * page without a CORS preflight, so parsing JSON out of it would let another site post to us (M1).
 */
const isJsonContentType = (header: string | null): boolean =>
  (header ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/json'

/** Postgres text cannot hold U+0000; such input would otherwise fail deep in a query as a 500. */
const containsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item))
  return false
}

/** Reads the request body as a JSON object: another Content-Type is a 415; malformed, missing or non-object bodies a 400. */
export async function readJsonObject(req: PayloadRequest): Promise<Record<string, unknown>> {
  if (!isJsonContentType(req.headers.get('content-type'))) throw new HttpError(415, BODY_MESSAGES.unsupportedContentType)
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw new HttpError(413, BODY_MESSAGES.tooLarge)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, BODY_MESSAGES.notJson)
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, BODY_MESSAGES.notJson)
  if (containsNul(value)) throw new HttpError(400, BODY_MESSAGES.invalidCharacters)
  return value as Record<string, unknown>
}

/** Reads and validates a JSON body; a ZodError becomes a 400 with the first rule's message. */
export async function parseJsonBody<Schema extends z.ZodType>(req: PayloadRequest, schema: Schema): Promise<z.output<Schema>> {
  return schema.parse(await readJsonObject(req))
}
