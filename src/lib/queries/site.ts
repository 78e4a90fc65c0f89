import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'

export const readHeroBackground = cachedRead(
  async (): Promise<{ imageUrl: string | null }> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    return { imageUrl: settings.heroBackground?.imageUrl ?? null }
  },
  'hero-background',
  [CACHE_TAGS.siteSettings],
)
