import { PRODUCT_CATEGORIES } from './options'

/**
 * The Cloud's URL filters (?category=&vibe=) and the cached path form they are rewritten to
 * (/the-cloud/<category>/<vibe>). Shared by the proxy, the page and the public API so a filter means
 * the same everywhere and invalid values collapse onto fewer cache entries.
 */
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]
export interface CloudFilters {
  category?: ProductCategory
  vibe?: string
}

/** Routes that render The Cloud (the older address keeps its own metadata). */
export const CLOUD_ROUTES = ['/the-cloud', '/live-stash'] as const

export const VIBE_MAX_LENGTH = 60
/** Path placeholder for "any category" when only a vibe is chosen. */
const ANY_CATEGORY = 'all'

export const normaliseCategory = (value: string | null | undefined): ProductCategory | undefined =>
  PRODUCT_CATEGORIES.find((category) => category === value)

/**
 * Vibes are free text, stored and filtered in one form: trimmed, inner whitespace collapsed, lower case
 * (so "Chill" and "chill" are one filter), bounded; blank means none.
 */
export const normaliseVibe = (value: string | null | undefined): string | undefined => {
  const vibe = value?.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, VIBE_MAX_LENGTH).trim()
  return vibe || undefined
}

export const normaliseCloudFilters = (raw: { category?: string | null; vibe?: string | null }): CloudFilters => ({
  category: normaliseCategory(raw.category),
  vibe: normaliseVibe(raw.vibe),
})

/** Path segments of a filter set: [] (none), [category] or [category|all, vibe]. */
export function cloudFilterSegments({ category, vibe }: CloudFilters): string[] {
  if (vibe) return [category ?? ANY_CATEGORY, vibe]
  return category ? [category] : []
}

/** The filters encoded by path segments, or null when the segments are not a canonical encoding. */
export function cloudFiltersFromSegments(segments: string[] | undefined): CloudFilters | null {
  const [first, second, ...rest] = segments ?? []
  if (rest.length) return null
  if (first === undefined) return {}
  const category = first === ANY_CATEGORY ? undefined : normaliseCategory(first)
  if (!category && first !== ANY_CATEGORY) return null
  if (second === undefined) return first === ANY_CATEGORY ? null : { category }
  const vibe = normaliseVibe(second)
  return vibe === second ? { category, vibe } : null
}

/** Public (query-string) address of a filtered view. */
export function cloudHref(basePath: string, { category, vibe }: { category?: string; vibe?: string }): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (vibe) params.set('vibe', vibe)
  const query = params.toString()
  return query ? `${basePath}?${query}` : basePath
}
