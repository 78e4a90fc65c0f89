import { type NextRequest, NextResponse } from 'next/server'
import { podcastRewrite } from '@/lib/podcast/paths'
import { STRAIN_CLOUD_PATH, STRAIN_VIEW_ROUTE } from '@/lib/strains/cloud-view'
import {
  canonicalCloudQuery,
  CLOUD_PAGE_PARAM,
  cloudPageOf,
  cloudFilterSegments,
  hasFreeText,
  normaliseCloudFilters,
  SEARCH_SEGMENT,
} from '@/lib/submissions/cloud-filters'

/**
 * Both podcast addresses are one route tree (see PODCAST_ROUTE_PREFIX): a request under either is
 * rewritten onto it, with the address it came in at as the tree's first segment.
 *
 * The Cloud's filters live in the query string, which Next's full-route cache ignores. Rewriting
 * them onto path segments (/the-cloud?category=flower → /the-cloud/flower) lets every filtered view
 * be one cached page, revalidated by tag like the plain one (views with free text, a search or a vibe,
 * go to an uncached route instead). Values are normalised first, so unknown
 * categories and sorts, blank vibes and searches, and stray parameters (utm_*) all land on an existing entry; a page past the first (?page=N, the
 * "Load more" link without JavaScript) is rendered uncached too.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const podcastRoute = podcastRewrite(pathname)
  if (podcastRoute) {
    const target = request.nextUrl.clone()
    target.pathname = podcastRoute
    return NextResponse.rewrite(target)
  }
  if (pathname === STRAIN_CLOUD_PATH) {
    // A strain cloud view with parameters (its forms and links without JavaScript): rendered per request.
    const target = request.nextUrl.clone()
    target.pathname = STRAIN_VIEW_ROUTE
    return NextResponse.rewrite(target)
  }
  const canonical = canonicalCloudQuery(searchParams)
  if (canonical) {
    const target = request.nextUrl.clone()
    target.search = canonical.toString()
    return NextResponse.redirect(target)
  }
  const filters = normaliseCloudFilters({
    category: searchParams.get('category'),
    vibe: searchParams.get('vibe'),
    q: searchParams.get('q'),
    sort: searchParams.get('sort'),
  })
  const page = cloudPageOf(searchParams.get(CLOUD_PAGE_PARAM))
  const segments = cloudFilterSegments(filters)
  if (!segments.length && page === 1) return NextResponse.next()
  const target = request.nextUrl.clone()
  // Free text (a search, a vibe) has no bound, and later pages are many: such views go to the uncached
  // route, not into the page cache; the page number stays in the query, which that route reads.
  const route = hasFreeText(filters) || page > 1 ? [pathname, SEARCH_SEGMENT] : [pathname]
  target.pathname = [...route, ...segments.map(encodeURIComponent)].join('/')
  target.search = page > 1 ? `?${CLOUD_PAGE_PARAM}=${page}` : ''
  return NextResponse.rewrite(target)
}

// Only podcast requests and requests that carry a filter (The Cloud's, the strain cloud's) reach the proxy: the other pages skip it
// entirely. (Next reads this config statically, so it is spelled out: the podcast entries are
// PODCAST_BASE_PATHS and PODCAST_ROUTE_PREFIX.)
export const config = {
  matcher: [
    '/herbanconversations/:path*',
    '/herban-conversations/:path*',
    '/podcast/:path*',
    { source: '/the-cloud', has: [{ type: 'query', key: 'category' }] },
    { source: '/the-cloud', has: [{ type: 'query', key: 'vibe' }] },
    { source: '/the-cloud', has: [{ type: 'query', key: 'q' }] },
    { source: '/the-cloud', has: [{ type: 'query', key: 'sort' }] },
    { source: '/the-cloud', has: [{ type: 'query', key: 'page' }] },
    { source: '/live-stash', has: [{ type: 'query', key: 'category' }] },
    { source: '/live-stash', has: [{ type: 'query', key: 'vibe' }] },
    { source: '/live-stash', has: [{ type: 'query', key: 'q' }] },
    { source: '/live-stash', has: [{ type: 'query', key: 'sort' }] },
    { source: '/live-stash', has: [{ type: 'query', key: 'page' }] },
    // STRAIN_VIEW_PARAMS
    { source: '/stashcloud', has: [{ type: 'query', key: 'q' }] },
    { source: '/stashcloud', has: [{ type: 'query', key: 'type' }] },
    { source: '/stashcloud', has: [{ type: 'query', key: 'vibe' }] },
    { source: '/stashcloud', has: [{ type: 'query', key: 'strain' }] },
  ],
}
