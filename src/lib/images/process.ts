import sharp from 'sharp'
import { HttpError } from '../http/errors'
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../validation/image'

export { IMAGE_MESSAGES, MAX_IMAGE_BYTES }
/** Refuses decompression bombs: a small file claiming a gigantic canvas. */
export const MAX_IMAGE_PIXELS = 60_000_000


const OUTPUT = {
  jpeg: { mimetype: 'image/jpeg', extension: 'jpg' },
  png: { mimetype: 'image/png', extension: 'png' },
  webp: { mimetype: 'image/webp', extension: 'webp' },
  gif: { mimetype: 'image/gif', extension: 'gif' },
} as const
type OutputFormat = keyof typeof OUTPUT

const toOutputFormat = (format: string | undefined): OutputFormat | null => {
  if (format === 'jpeg' || format === 'jpg') return 'jpeg'
  if (format === 'png' || format === 'webp' || format === 'gif') return format
  if (format === 'avif' || format === 'heif' || format === 'tiff') return 'jpeg'
  return null
}

export interface ProcessedImage {
  data: Buffer
  mimetype: string
  extension: string
  width: number
  height: number
  originalSize: number
}

/**
 * Checks by content, not by name or declared type, that `input` is an image we accept, then
 * re-encodes it: orientation applied, every metadata block (EXIF, GPS, ICC comments) dropped.
 */
export async function processUploadedImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge)
  let format: OutputFormat | null = null
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()
    format = toOutputFormat(metadata.format)
  } catch {
    format = null
  }
  if (!format) throw new HttpError(400, IMAGE_MESSAGES.notAnImage)
  try {
    const animated = format === 'gif' || format === 'webp'
    const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated }).rotate()
    const { data, info } = await pipeline.toFormat(format, format === 'jpeg' ? { quality: 85, mozjpeg: true } : {}).toBuffer({ resolveWithObject: true })
    return { data, ...OUTPUT[format], width: info.width, height: info.height, originalSize: input.length }
  } catch {
    throw new HttpError(400, IMAGE_MESSAGES.notAnImage)
  }
}
