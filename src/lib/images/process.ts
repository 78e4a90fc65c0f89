import sharp from 'sharp'
import { HttpError } from '../http/errors'
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './messages'

export { IMAGE_MESSAGES, MAX_IMAGE_BYTES }
/** Refuses decompression bombs: a small file claiming a gigantic canvas. */
export const MAX_IMAGE_PIXELS = 60_000_000
/**
 * Decode work of an animation is frames × width × height, and the re-encode plus two resized variants
 * cost about 0.15 s of CPU per megapixel of that here: a 100 KB GIF of 59 frames of 1000×1000 took
 * 12 s. 12 megapixels keeps any accepted animation to a couple of seconds (e.g. 48 frames of 500×500).
 */
export const MAX_ANIMATION_PIXELS = 12_000_000
export const MAX_ANIMATION_FRAMES = 200
/** A last guard for libvips work that the budgets above did not foresee. */
const PROCESSING_TIMEOUT_SECONDS = 20

// One libvips thread per operation: with the image queue's single slot, image work can occupy at
// most one core, and the others stay free for sign-in and page requests.
sharp.concurrency(1)

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
  // The header alone tells the format, the frame size and the frame count: refuse before decoding.
  let format: OutputFormat | null = null
  let frames = 1
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()
    format = toOutputFormat(metadata.format)
    frames = metadata.pages ?? 1
    if (
      format &&
      frames > 1 &&
      (frames > MAX_ANIMATION_FRAMES || frames * metadata.width * (metadata.pageHeight ?? metadata.height) > MAX_ANIMATION_PIXELS)
    ) {
      throw new HttpError(400, IMAGE_MESSAGES.animationTooLarge)
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    format = null
  }
  if (!format) throw new HttpError(400, IMAGE_MESSAGES.notAnImage)
  try {
    const animated = frames > 1 && (format === 'gif' || format === 'webp')
    const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated })
      .rotate()
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
    const { data, info } = await pipeline
      .toFormat(format, format === 'jpeg' ? { quality: 85, mozjpeg: true } : {})
      .toBuffer({ resolveWithObject: true })
    return { data, ...OUTPUT[format], width: info.width, height: info.height, originalSize: input.length }
  } catch {
    throw new HttpError(400, IMAGE_MESSAGES.notAnImage)
  }
}
