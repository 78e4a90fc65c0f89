import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { MEDIA_DIR, MEDIA_FILE_PATH } from '@/lib/storage/media-dir'
import { cachedRead, CACHE_TAGS } from '../cache'
import { conditionalAnswer } from '../http/conditional'
import { readPublishedEpisode } from './queries'
import { readPodcastSettings } from './feed-queries'
import { absoluteUrl } from '../seo/presets'
import { PODCAST_ARTWORK_SIZE, SHARE_PICTURE_SIZE } from './rules'
import { episodeImageSrc } from './images'

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

/** The episode's image as the square picture on its share card (src/components/share/share-cards.tsx). */
export const sharePicture = (source: Buffer): Promise<Buffer> =>
  sharp(source)
    .resize(SHARE_PICTURE_SIZE, SHARE_PICTURE_SIZE, { fit: 'cover' })
    .flatten({ background: '#111111' })
    .toColourspace('srgb')
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()

/** The bytes of an image address: our own media file from disk when stored locally, anything else fetched. */
async function imageBytes(url: string, filename: string | null): Promise<Buffer | null> {
  if (filename) {
    // Local storage: read the original straight from disk (basename keeps it inside MEDIA_DIR).
    const local = await fs.readFile(path.join(MEDIA_DIR, path.basename(filename))).catch(() => null)
    if (local) return local
  }
  // S3 or an external address: fetch it like a visitor would.
  const response = await fetch(absoluteUrl(url)).catch(() => null)
  return response?.ok ? Buffer.from(await response.arrayBuffer()) : null
}

async function artworkSource(): Promise<Buffer> {
  const { artworkSource: source } = await readPodcastSettings()
  return (source ? await imageBytes(source.url, source.filename) : null) ?? fs.readFile(FALLBACK)
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

export type EpisodeImageKind = 'artwork' | 'social'
const RENDITIONS: Record<EpisodeImageKind, (source: Buffer) => Promise<Buffer>> = { artwork: squareArtwork, social: sharePicture }

/**
 * A published episode's main image as podcast artwork (square JPEG, itunes:image) or as the picture
 * of its share card (a smaller square JPEG), base64 for the data cache; null when the episode is not public
 * or has no usable image. Rebuilt after any episode change.
 */
export const readEpisodeImage = cachedRead(
  async (slug: string, kind: EpisodeImageKind): Promise<string | null> => {
    const episode = await readPublishedEpisode(slug)
    const url = episode ? episodeImageSrc(episode) : null
    if (!url) return null
    const ownFile = url.startsWith(MEDIA_FILE_PATH) ? url.slice(MEDIA_FILE_PATH.length).split(/[?#]/)[0] : undefined
    const source = await imageBytes(url, ownFile || null)
    if (!source) return null
    try {
      return (await RENDITIONS[kind](source)).toString('base64')
    } catch (error) {
      // An image sharp cannot read: the feed and the page fall back to the show's own images.
      console.error(`[podcast] episode ${slug} image unreadable`, error)
      return null
    }
  },
  'podcast-episode-image',
  [CACHE_TAGS.episodes],
)

/** The answer of an episode image route: the JPEG (304 when the client holds it) or 404. */
export async function episodeImageAnswer(request: Request, slug: string, kind: EpisodeImageKind): Promise<Response> {
  const image = await readEpisodeImage(slug, kind)
  if (!image) return Response.json({ message: 'Not Found' }, { status: 404 })
  return conditionalAnswer(request, Buffer.from(image, 'base64'), { contentType: 'image/jpeg', cacheControl: 'public, max-age=3600' })
}
