import { conditionalAnswer } from '@/lib/http/conditional'
import { readPodcastFeed } from '@/lib/podcast/feed-queries'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'

// Read per request from the data cache (tags: episodes, site settings), so a publish, an unpublish or
// a settings change shows on the next request; the build itself has no database to read.
export const dynamic = 'force-dynamic'

/**
 * The podcast RSS feed (RSS 2.0 + itunes + podcast namespaces) that Apple Podcasts and Spotify read.
 * Podcast apps poll: they should ask again rather than keep a copy that misses an unpublish, and an
 * unchanged feed answers their conditional request with 304.
 */
export async function GET(request: Request): Promise<Response> {
  const { xml, lastModified } = await readPodcastFeed(publicOrigin())
  return conditionalAnswer(request, xml, {
    contentType: 'application/rss+xml; charset=utf-8',
    cacheControl: 'public, max-age=0, must-revalidate',
    lastModified: new Date(lastModified),
  })
}
