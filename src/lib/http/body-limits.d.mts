export interface BodyLimit {
  maxBytes: number
  message: string
}
export const MULTIPART_ENVELOPE_BYTES: number
export const MAX_JSON_BODY_BYTES: number
export const MAX_DOCUMENT_BODY_BYTES: number
export const MAX_IMAGE_BYTES: number
export const MAX_AUDIO_BYTES: number
export const MAX_CSV_BYTES: number
export const BODY_TOO_LARGE_MESSAGES: {
  readonly body: 'Request body is too large'
  readonly image: 'Please select an image under 10MB'
  readonly audio: 'Audio file too large (max 300MB)'
  readonly media: 'Media file too large (max 300MB)'
  readonly csv: 'The CSV file is too large (at most 15 MB)'
}
export const BODY_LIMITS: Readonly<Record<'json' | 'document' | 'image' | 'audio' | 'media' | 'csv', BodyLimit>>
export function bodyLimitFor(path: string, request?: { credentials: boolean }): BodyLimit
