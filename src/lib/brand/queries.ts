import { PUBLIC_READ } from '@/access'
import { type BrandAssets, BUILT_IN_BRAND, resolveBrandAssets } from './assets'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'

const readStoredBrandAssets = cachedRead(
  async (): Promise<BrandAssets> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'brand-settings',
      sort: 'key',
      pagination: false,
      depth: 0,
      ...PUBLIC_READ,
      select: { key: true, value: true },
    })
    return resolveBrandAssets(docs)
  },
  'brand-assets',
  [CACHE_TAGS.brand],
  { buildFallback: { ...BUILT_IN_BRAND } },
)

/** Favicon, logo and default social image of the public layout; the built-in assets if settings are unreadable. */
export async function readBrandAssets(): Promise<BrandAssets> {
  try {
    return await readStoredBrandAssets()
  } catch (error) {
    // Branding is decoration: a database hiccup must not take every public page down with it.
    console.error('[brand] settings unavailable', error)
    return { ...BUILT_IN_BRAND }
  }
}
