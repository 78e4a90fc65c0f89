import { type NextRequest, NextResponse } from 'next/server'
import { podcastRewrite } from '@/lib/podcast/paths'
import {
  canonicalCloudQuery,
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
 * categories and sorts, blank vibes and searches, and stray parameters (?page=, utm_*) all land on an existing entry.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const podcastRoute = podcastRewrite(pathname)
  if (podcastRoute) {
    const target = request.nextUrl.clone()
    target.pathname = podcastRoute
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
  const segments = cloudFilterSegments(filters)
  if (!segments.length) return NextResponse.next()
  const target = request.nextUrl.clone()
  // Free text (a search, a vibe) has no bound: such views go to the uncached route, not into the page cache.
  const route = hasFreeText(filters) ? [pathname, SEARCH_SEGMENT] : [pathname]
  target.pathname = [...route, ...segments.map(encodeURIComponent)].join('/')
  target.search = ''
  return NextResponse.rewrite(target)
}

// Only podcast requests and requests that carry a filter reach the proxy: the other pages skip it
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
    { source: '/live-stash', has: [{ type: 'query', key: 'category' }] },
    { source: '/live-stash', has: [{ type: 'query', key: 'vibe' }] },
    { source: '/live-stash', has: [{ type: 'query', key: 'q' }] },
    { source: '/live-stash', has: [{ type: 'query', key: 'sort' }] },
  ],
}
