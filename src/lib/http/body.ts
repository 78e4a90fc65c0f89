import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { HttpError } from './errors'

/** Bodies above this size are refused before parsing; no JSON form of the spec comes close. */
export const MAX_JSON_BODY_BYTES = 256 * 1024

export const BODY_MESSAGES = {
  notJson: 'Request body must be a JSON object',
  tooLarge: 'Request body is too large',
} as const

/** Reads the request body as a JSON object; malformed, missing or non-object bodies are a 400. */
export async function readJsonObject(req: PayloadRequest): Promise<Record<string, unknown>> {
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw new HttpError(413, BODY_MESSAGES.tooLarge)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, BODY_MESSAGES.notJson)
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, BODY_MESSAGES.notJson)
  return value as Record<string, unknown>
}

/** Reads and validates a JSON body; a ZodError becomes a 400 with the first rule's message. */
export async function parseJsonBody<Schema extends z.ZodType>(req: PayloadRequest, schema: Schema): Promise<z.output<Schema>> {
  return schema.parse(await readJsonObject(req))
}
