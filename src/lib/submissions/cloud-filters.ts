import { PRODUCT_CATEGORIES } from './options'
import { canonicalVibe } from './vibes'
import { normaliseSearch } from '../search/text'

// The search text's one form is the search feature's (src/lib/search/text.ts); The Cloud's filters use it.
export { normaliseSearch, SEARCH_MAX_LENGTH, SEARCH_MAX_TERMS } from '../search/text'

/**
 * The Cloud's URL filters (?category=&vibe=&q=&sort=) and the cached path form they are rewritten to
 * (/the-cloud/<category>/<vibe>, or /the-cloud/view/<sort>/<category>/<q>/<vibe> once a search or a
 * sort is chosen). Shared by the proxy, the page and the public API so a filter means the same
 * everywhere and invalid values collapse onto fewer cache entries.
 */
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** Sort orders of The Cloud; the first is the default and never appears in an address. */
export const CLOUD_SORTS = ['newest', 'top'] as const
export type CloudSort = (typeof CLOUD_SORTS)[number]
export const DEFAULT_CLOUD_SORT: CloudSort = 'newest'
export const CLOUD_SORT_LABELS: Record<CloudSort, string> = { newest: 'Newest', top: 'Top rated' }

export interface CloudFilters {
  category?: ProductCategory
  vibe?: string
  /** Normalised search text (see normaliseSearch). */
  q?: string
  /** Absent means the default order (newest first). */
  sort?: Exclude<CloudSort, typeof DEFAULT_CLOUD_SORT>
}

/** Routes that render The Cloud (the older address keeps its own metadata). */
export const CLOUD_ROUTES = ['/the-cloud', '/live-stash'] as const

export const VIBE_MAX_LENGTH = 60
/** Path placeholder for "any category" when only a vibe is chosen. */
const ANY_CATEGORY = 'all'
/** First path segment of the search/sort form: neither a category, "all" nor a find id (digits). */
const VIEW_SEGMENT = 'view'
/** Path placeholder for "no search text"; normalised search text never contains it. */
const NO_SEARCH = '-'

export const normaliseCategory = (value: string | null | undefined): ProductCategory | undefined =>
  PRODUCT_CATEGORIES.find((category) => category === value)

/**
 * Vibes are free text, stored and filtered in one form: trimmed, inner whitespace and control
 * characters collapsed to one space (Postgres text cannot hold a NUL, so a query with one would fail),
 * lower case (so "Chill" and "chill" are one filter), bounded, and a near-synonym in its canonical
 * spelling ("Energy" is "energetic", see vibes.ts); blank means none. The form, the API, the bulk
 * import, Payload's admin and the Cloud's filter all go through this one function.
 */
export const normaliseVibe = (value: string | null | undefined): string | undefined => {
  const vibe = value
    ?.replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .toLowerCase()
    .slice(0, VIBE_MAX_LENGTH)
    .trim()
  return vibe ? canonicalVibe(vibe) : undefined
}

/**
 * A page of The Cloud's list past the first (?page=N): what the "Load more" link opens without
 * JavaScript, the same page the enhanced button fetches from the API. Junk and 1 mean the first page.
 */
export const CLOUD_PAGE_PARAM = 'page'
export const cloudPageOf = (value: string | string[] | null | undefined): number => {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1
  return page > 1 ? page : 1
}

/** Unknown sorts, and the default one, collapse to "no sort" (one cache entry per view). */
export const normaliseSort = (value: string | null | undefined): CloudFilters['sort'] =>
  CLOUD_SORTS.find((sort) => sort === value && sort !== DEFAULT_CLOUD_SORT) as CloudFilters['sort']

/**
 * The query string with `q` and `sort` in their one normalised form, or null when they already are
 * (other parameters are kept as they are). The proxy redirects to it, so the address a visitor
 * shares is the clean one ("?q=++LEMON+" becomes "?q=lemon", "?q=" and "?sort=bogus" disappear).
 */
export function canonicalCloudQuery(params: URLSearchParams): URLSearchParams | null {
  const canonical = new URLSearchParams(params)
  let changed = false
  for (const [key, normalise] of [
    ['q', normaliseSearch],
    ['sort', normaliseSort],
  ] as const) {
    const values = params.getAll(key)
    if (!values.length) continue
    const value = normalise(values[0])
    if (values.length === 1 && value === values[0]) continue
    changed = true
    if (value) canonical.set(key, value)
    else canonical.delete(key)
  }
  const pages = params.getAll(CLOUD_PAGE_PARAM)
  if (pages.length) {
    const page = cloudPageOf(pages[0])
    if (pages.length !== 1 || page === 1 || String(page) !== pages[0]) {
      changed = true
      if (page > 1) canonical.set(CLOUD_PAGE_PARAM, String(page))
      else canonical.delete(CLOUD_PAGE_PARAM)
    }
  }
  return changed ? canonical : null
}

export function normaliseCloudFilters(raw: {
  category?: string | null
  vibe?: string | null
  q?: string | null
  sort?: string | null
}): CloudFilters {
  const filters: CloudFilters = { category: normaliseCategory(raw.category), vibe: normaliseVibe(raw.vibe) }
  const q = normaliseSearch(raw.q)
  const sort = normaliseSort(raw.sort)
  if (q) filters.q = q
  if (sort) filters.sort = sort
  return filters
}

/**
 * Path segments of a filter set: [] (none), [category], [category|all, vibe], or with a search or a
 * sort [view, sort, category|all, q|-, vibe?] (the vibe, free text, goes last so it needs no
 * placeholder).
 */
export function cloudFilterSegments({ category, vibe, q, sort }: CloudFilters): string[] {
  if (q || sort) {
    return [VIEW_SEGMENT, sort ?? DEFAULT_CLOUD_SORT, category ?? ANY_CATEGORY, q ?? NO_SEARCH, ...(vibe ? [vibe] : [])]
  }
  if (vibe) return [category ?? ANY_CATEGORY, vibe]
  return category ? [category] : []
}

function viewFromSegments([sortSegment, categorySegment, qSegment, vibeSegment, ...rest]: string[]): CloudFilters | null {
  if (rest.length || sortSegment === undefined || categorySegment === undefined || qSegment === undefined) return null
  const sort = normaliseSort(sortSegment)
  const category = normaliseCategory(categorySegment)
  const q = qSegment === NO_SEARCH ? undefined : normaliseSearch(qSegment)
  const vibe = vibeSegment === undefined ? undefined : normaliseVibe(vibeSegment)
  const canonical =
    (sort ?? DEFAULT_CLOUD_SORT) === sortSegment &&
    (category ?? ANY_CATEGORY) === categorySegment &&
    (q ?? NO_SEARCH) === qSegment &&
    vibe === vibeSegment &&
    Boolean(q || sort)
  if (!canonical) return null
  const filters: CloudFilters = { category, vibe }
  if (q) filters.q = q
  if (sort) filters.sort = sort
  return filters
}

/**
 * Next hands a catch-all's segments over still percent-encoded when they come from the proxy's
 * rewrite ("blue%20dream"), decoded otherwise. A segment that does not decode is kept as it is.
 */
const decodeSegment = (segment: string): string => {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Path segment that the proxy puts in front of a view with free text (search text or a vibe). Free text
 * has no bound, so such views are rendered at request time under their own route and never stored in the
 * page cache (each distinct text would otherwise be one more entry); the views by category and sort are
 * the few cached pages. Their data still comes from the data cache when the vibe is a known one.
 */
export const SEARCH_SEGMENT = 'search'

/** The filters encoded by path segments, or null when the segments are not a canonical encoding. */
export function cloudFiltersFromSegments(encoded: string[] | undefined): CloudFilters | null {
  const segments = encoded?.map(decodeSegment)
  if (segments?.[0] === VIEW_SEGMENT) return viewFromSegments(segments.slice(1))
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
export function cloudHref(
  basePath: string,
  { category, vibe, q, sort, page }: { category?: string; vibe?: string; q?: string; sort?: string; page?: number },
): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (vibe) params.set('vibe', vibe)
  if (q) params.set('q', q)
  if (sort && sort !== DEFAULT_CLOUD_SORT) params.set('sort', sort)
  if (page && page > 1) params.set(CLOUD_PAGE_PARAM, String(page))
  const query = params.toString()
  return query ? `${basePath}?${query}` : basePath
}

/** Whether the filters hold free text (search text or a vibe): such views are rendered uncached. */
export const hasFreeText = (filters: CloudFilters): boolean => Boolean(filters.q || filters.vibe)

/** Filters of a cached view: a canonical encoding of a category and a sort only. */
export function cachedCloudFiltersFromSegments(encoded: string[] | undefined): CloudFilters | null {
  const filters = cloudFiltersFromSegments(encoded)
  return filters && !hasFreeText(filters) ? filters : null
}

/**
 * Filters of a view rendered uncached: a canonical encoding with search text or a vibe, or any filters
 * on a page past the first (pages are not worth a cache entry each).
 */
export function searchCloudFiltersFromSegments(encoded: string[] | undefined, page = 1): CloudFilters | null {
  const filters = cloudFiltersFromSegments(encoded)
  return filters && (hasFreeText(filters) || page > 1) ? filters : null
}
