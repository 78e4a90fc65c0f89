import type { Metadata } from 'next'
import type { SeoSetting } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { SITE_NAME, siteUrl } from '../site/constants'
import { absoluteUrl, type JsonLd, SEO_PRESETS, type SeoPreset, type SeoRoute, SOCIAL_IMAGE } from './presets'

type SeoOverride = Omit<SeoSetting, 'id' | 'createdAt' | 'updatedAt' | 'isActive'>

/** The active seo-settings document of a route, if staff wrote one. */
export const readSeoOverride = cachedRead(
  async (pageRoute: string): Promise<SeoOverride | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'seo-settings',
      where: { and: [{ pageRoute: { equals: pageRoute } }, { isActive: { not_equals: false } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = docs[0]
    if (!doc) return null
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, isActive: _isActive, ...override } = doc
    return override
  },
  'seo-override',
  [CACHE_TAGS.seo],
)

// `next build` runs without a database: pages prerendered then carry the preset, and the override
// arrives when they revalidate on a running server.
const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

async function overrideFor(route: SeoRoute): Promise<SeoOverride | null> {
  if (isBuildPhase()) return null
  try {
    return await readSeoOverride(route)
  } catch (error) {
    // Metadata must never take a page down: the preset is a complete answer on its own.
    console.error(`[seo] override for ${route} unavailable`, error)
    return null
  }
}

const keywordList = (keywords: string | null | undefined): string[] | undefined => {
  const list = keywords?.split(',').map((keyword) => keyword.trim()).filter(Boolean)
  return list?.length ? list : undefined
}

/** Page metadata of a route: the preset in code, overridden field by field by its active seo-settings document. */
export async function buildMetadata(route: SeoRoute): Promise<Metadata> {
  const preset: SeoPreset = SEO_PRESETS[route]
  const override = await overrideFor(route)
  const title = override?.title || preset.title
  const description = override?.description || preset.description
  const canonical = absoluteUrl(override?.canonical || preset.canonical)
  const image = absoluteUrl(override?.ogImage || preset.image || SOCIAL_IMAGE.url)
  const socialTitle = override?.ogTitle || title
  const socialDescription = override?.ogDescription || description
  return {
    title: { absolute: title },
    description,
    keywords: keywordList(override?.keywords) ?? preset.keywords,
    alternates: { canonical },
    robots: override?.robotsDirective ?? undefined,
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      url: canonical,
      title: socialTitle,
      description: socialDescription,
      images: [{ url: image, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, alt: socialTitle }],
    },
    twitter: {
      card: override?.twitterCard ?? 'summary_large_image',
      title: socialTitle,
      description: socialDescription,
      images: [image],
    },
  }
}

/** JSON-LD of a route: the document's own structured data when staff set one, else the preset's. */
export async function structuredDataFor(route: SeoRoute): Promise<JsonLd | null> {
  const preset: SeoPreset = SEO_PRESETS[route]
  const override = await overrideFor(route)
  if (override?.structuredData) {
    try {
      const parsed: unknown = JSON.parse(override.structuredData)
      if (parsed && typeof parsed === 'object') return parsed as JsonLd
    } catch {
      // The collection validates JSON on save; a broken legacy value falls back to the preset.
    }
  }
  return preset.structuredData?.(siteUrl()) ?? null
}
