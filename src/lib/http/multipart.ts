import type { PayloadRequest } from 'payload'
import { HttpError } from './errors'

/** Room for the multipart envelope (boundaries, part headers, small text fields) around a file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024

export interface MultipartOptions {
  /** A declared body larger than this is refused with 413 before a byte of it is buffered. */
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
export async function readMultipart(req: PayloadRequest, { maxBytes, tooLarge, invalid }: MultipartOptions): Promise<MultipartForm> {
  if (maxBytes !== undefined && Number(req.headers.get('content-length') ?? 0) > maxBytes) throw new HttpError(413, tooLarge ?? invalid)
  let form: FormData
  try {
    form = await (req as unknown as Request).formData()
  } catch {
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
