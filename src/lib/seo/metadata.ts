import type { Metadata } from 'next'
import type { SeoSetting } from '@/payload-types'
import { PUBLIC_READ } from '@/access'
import { BUILT_IN_BRAND, SOCIAL_IMAGE } from '../brand/assets'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { readBrandAssets } from '../brand/queries'
import { OG_LOCALE, SITE_NAME } from '../site/constants'
import { publicOrigin } from '../site/runtime-env.mjs'
import { absoluteUrl, type JsonLd, SEO_PRESETS, type SeoPreset, type SeoRoute } from './presets'

type SeoOverride = Omit<SeoSetting, 'id' | 'createdAt' | 'updatedAt' | 'isActive'>

const toOverride = ({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, isActive: _isActive, ...override }: SeoSetting): SeoOverride =>
  override

/** The active seo-settings document of a route, if staff wrote one. */
export const readSeoOverride = cachedRead(
  async (pageRoute: string): Promise<SeoOverride | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'seo-settings',
      // Active only is the collection's read access, not a filter of this reader.
      where: { pageRoute: { equals: pageRoute } },
      limit: 1,
      depth: 0,
      ...PUBLIC_READ,
    })
    return docs[0] ? toOverride(docs[0]) : null
  },
  'seo-override',
  [CACHE_TAGS.seo],
  // Pages prerendered by `next build` (no database) carry the preset and the seo tag, so the first
  // save of an override replaces them at once.
  { buildFallback: null },
)

async function overrideFor(route: SeoRoute): Promise<SeoOverride | null> {
  try {
    return await readSeoOverride(route)
  } catch (error) {
    // Metadata must never take a page down: the preset is a complete answer on its own.
    console.error(`[seo] override for ${route} unavailable`, error)
    return null
  }
}

const keywordList = (keywords: string | null | undefined): string[] | undefined => {
  const list = keywords
    ?.split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
  return list?.length ? list : undefined
}

/** A stored text counts only when it has content: blanks and spaces fall back to the preset. */
const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined

/** What a route's page actually carries: its preset merged field by field with its active override. */
export interface EffectiveSeo {
  route: SeoRoute
  /** Whether an active stored override changes anything on the route. */
  source: 'preset' | 'override'
  title: string
  description: string
  keywords: string[]
  /** Absolute canonical address. */
  canonical: string
  /** Absolute social preview image. */
  image: string
  ogTitle: string
  ogDescription: string
  twitterCard: NonNullable<SeoSetting['twitterCard']>
  robots: string | null
}

/**
 * The one merge of preset and override, used by every public page's metadata and by the dashboard's
 * SEO tab. `defaultImage` is the brand's social image (built-in asset when none is set).
 */
export function mergeSeo(route: SeoRoute, override: SeoOverride | null, defaultImage: string = BUILT_IN_BRAND.socialImage): EffectiveSeo {
  const preset: SeoPreset = SEO_PRESETS[route]
  const title = text(override?.title) ?? preset.title
  const description = text(override?.description) ?? preset.description
  return {
    route,
    source: override ? 'override' : 'preset',
    title,
    description,
    keywords: keywordList(override?.keywords) ?? preset.keywords,
    canonical: absoluteUrl(text(override?.canonical) ?? preset.canonical),
    image: absoluteUrl(text(override?.ogImage) ?? preset.image ?? defaultImage),
    ogTitle: text(override?.ogTitle) ?? title,
    ogDescription: text(override?.ogDescription) ?? description,
    twitterCard: override?.twitterCard ?? 'summary_large_image',
    robots: override?.robotsDirective ?? null,
  }
}

/** The effective SEO of a route as a visitor gets it now (override and brand image read from the cache). */
export async function effectiveSeo(route: SeoRoute): Promise<EffectiveSeo> {
  const [override, brand] = await Promise.all([overrideFor(route), readBrandAssets()])
  return mergeSeo(route, override, brand.socialImage)
}

/** Page metadata of a route: the preset in code, overridden field by field by its active seo-settings document. */
export async function buildMetadata(route: SeoRoute): Promise<Metadata> {
  const seo = await effectiveSeo(route)
  const image = { url: seo.image, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, alt: seo.ogTitle }
  return {
    title: { absolute: seo.title },
    description: seo.description,
    keywords: seo.keywords,
    alternates: { canonical: seo.canonical },
    robots: seo.robots ?? undefined,
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: OG_LOCALE,
      url: seo.canonical,
      title: seo.ogTitle,
      description: seo.ogDescription,
      images: [image],
    },
    twitter: { card: seo.twitterCard, title: seo.ogTitle, description: seo.ogDescription, images: [{ url: image.url, alt: image.alt }] },
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
  return preset.structuredData?.(publicOrigin()) ?? null
}
