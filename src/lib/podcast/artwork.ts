import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { MEDIA_DIR } from '@/lib/storage/media-dir'
import { cachedRead, CACHE_TAGS } from '../cache'
import { readPodcastSettings } from '../queries/podcast-feed'
import { absoluteUrl } from '../seo/presets'
import { PODCAST_ARTWORK_SIZE } from '../validation/podcast'

// Without uploaded artwork the site's social image stands in (cropped to the square).
const FALLBACK = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'og-default.png')

/** Apple wants square RGB JPEG/PNG artwork of 1400–3000 px: any source image is cut and scaled to that. */
export const squareArtwork = (source: Buffer): Promise<Buffer> =>
  sharp(source)
    .resize(PODCAST_ARTWORK_SIZE, PODCAST_ARTWORK_SIZE, { fit: 'cover' })
    .flatten({ background: '#111111' })
    .toColourspace('srgb')
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()

async function artworkSource(): Promise<Buffer> {
  const { artworkSource: source } = await readPodcastSettings()
  if (source?.filename) {
    // Local storage: read the original straight from disk (basename keeps it inside MEDIA_DIR).
    const local = await fs.readFile(path.join(MEDIA_DIR, path.basename(source.filename))).catch(() => null)
    if (local) return local
  }
  if (source) {
    // S3 or an external address: fetch it like a visitor would.
    const response = await fetch(absoluteUrl(source.url)).catch(() => null)
    if (response?.ok) return Buffer.from(await response.arrayBuffer())
  }
  return fs.readFile(FALLBACK)
}

/** The feed's show artwork as a JPEG, base64 so the data cache can hold it; rebuilt on settings change. */
export const readArtworkJpeg = cachedRead(
  async (): Promise<string> => {
    try {
      return (await squareArtwork(await artworkSource())).toString('base64')
    } catch (error) {
      // An uploaded file sharp cannot read must not leave the feed without artwork.
      console.error('[podcast] artwork unreadable, using the default', error)
      return (await squareArtwork(await fs.readFile(FALLBACK))).toString('base64')
    }
  },
  'podcast-artwork',
  [CACHE_TAGS.siteSettings],
)
