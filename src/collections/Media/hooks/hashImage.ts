import type { CollectionBeforeChangeHook } from 'payload'
import { perceptualHash } from '@/lib/images/perceptual-hash'

/**
 * Image uploads carry a perceptual hash of their pixels, so the review queue can tell when a photo was
 * submitted before (see src/lib/moderation/duplicates.ts). Computed from the uploaded bytes while they
 * are in memory: sharp reads a 9×8 greyscale thumbnail (JPEG shrink-on-load), a few milliseconds.
 */
export const hashImage: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file || !file.mimetype.startsWith('image/')) return data
  try {
    const source = file.data?.length > 0 ? file.data : file.tempFilePath
    if (!source) return data
    const bytes = typeof source === 'string' ? await (await import('node:fs/promises')).readFile(source) : source
    return { ...data, perceptualHash: await perceptualHash(bytes) }
  } catch (error) {
    // A picture sharp cannot read is still stored (Payload decides that); it is simply never matched.
    req.payload.logger.warn({ err: error, msg: 'perceptual hash not computed' })
    return { ...data, perceptualHash: null }
  }
}
