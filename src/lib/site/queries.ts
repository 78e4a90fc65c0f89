import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { PUBLIC_READ } from '@/access'
import { HERO_BACKGROUND_FALLBACK } from './constants'

/**
 * The hero background (GET /api/hero-background and the podcast hero): the configured image, else the
 * built-in fallback, so both always show the same picture.
 */
export const readHeroBackground = cachedRead(
  async (): Promise<{ imageUrl: string }> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...PUBLIC_READ })
    return { imageUrl: settings.heroBackground?.imageUrl?.trim() || HERO_BACKGROUND_FALLBACK }
  },
  'hero-background',
  [CACHE_TAGS.siteSettings],
  { buildFallback: { imageUrl: HERO_BACKGROUND_FALLBACK } },
)
