import type { CollectionBeforeChangeHook } from 'payload'
import { perceptualHash } from '@/lib/images/perceptual-hash'

/** The resized variant the hash is taken from: small, so hashing costs a few milliseconds. */
const HASHED_SIZE = 'card'

/**
 * Image uploads carry a perceptual hash of their pixels, so the review queue can tell when a photo was
 * submitted before (see src/lib/moderation/duplicates.ts). Payload has already made the resized variants
 * when this hook runs, so the hash is taken from the 640 px card in memory (a 12-megapixel WebP original
 * took ~0.7 s to hash here, its card a few ms); the original is used only for a file without variants.
 */
export const hashImage: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file || !file.mimetype.startsWith('image/')) return data
  try {
    const variant = (req.payloadUploadSizes as Record<string, Buffer> | undefined)?.[HASHED_SIZE]
    const source = variant?.length ? variant : file.data?.length > 0 ? file.data : file.tempFilePath
    if (!source) return data
    const bytes = typeof source === 'string' ? await (await import('node:fs/promises')).readFile(source) : source
    return { ...data, perceptualHash: await perceptualHash(bytes) }
  } catch (error) {
    // A picture sharp cannot read is still stored (Payload decides that); it is simply never matched.
    req.payload.logger.warn({ err: error, msg: 'perceptual hash not computed' })
    return { ...data, perceptualHash: null }
  }
}
