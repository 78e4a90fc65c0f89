import type { Payload, PayloadRequest } from 'payload'
import { PUBLIC_READ } from '@/access'
import { type BrandAssets, BUILT_IN_BRAND, resolveBrandAssets } from './assets'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'

/**
 * Every brand setting in key order, read as `access` says (the signed-in staff member, or the public):
 * the one query behind the admin API, the brand settings screen and the public layout's assets.
 */
export async function findBrandSettings(payload: Payload, access: { user: PayloadRequest['user']; overrideAccess: false }) {
  const { docs } = await payload.find({ collection: 'brand-settings', sort: 'key', pagination: false, depth: 0, ...access })
  return docs
}

const readStoredBrandAssets = cachedRead(
  async (): Promise<BrandAssets> => resolveBrandAssets(await findBrandSettings(await getPayloadClient(), PUBLIC_READ)),
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
