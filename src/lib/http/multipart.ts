import type { PayloadRequest } from 'payload'
import { BodyTooLargeError, cappedBody } from './body'
import { BODY_LIMITS } from './body-limits.mjs'
import { HttpError } from './errors'

export interface MultipartOptions {
  /**
   * The body (file and envelope) may be at most this large: a declared Content-Length over it is
   * refused with 413 before reading, a streamed body as soon as it passes it. Images by default.
   */
  maxBytes?: number
  tooLarge?: string
  /** The 400 answer for a body that is not multipart form data. */
  invalid: string
}

export interface MultipartForm {
  /** A text field, or undefined when absent or a file. */
  text: (name: string) => string | undefined
  /** A file field (possibly empty), or undefined when absent or text. */
  file: (name: string) => File | undefined
}

/** The one multipart reader of every upload endpoint (images, audio, brand assets, CSV imports). */
export async function readMultipart(
  req: PayloadRequest,
  { maxBytes = BODY_LIMITS.image.maxBytes, tooLarge = BODY_LIMITS.image.message, invalid }: MultipartOptions,
): Promise<MultipartForm> {
  const request = req as unknown as Request
  const body = cappedBody(request, maxBytes, tooLarge)
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData()
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(413, tooLarge)
    throw new HttpError(400, invalid)
  }
  return {
    text: (name) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : undefined
    },
    file: (name) => {
      const value = form.get(name)
      return value && typeof value !== 'string' ? value : undefined
    },
  }
}
