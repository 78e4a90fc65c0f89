import { readPodcastFeed } from '@/lib/queries/podcast-feed'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'

// Read per request from the data cache (tags: episodes, site settings), so a publish, an unpublish or
// a settings change shows on the next request; the build itself has no database to read.
export const dynamic = 'force-dynamic'

/** The podcast RSS feed (RSS 2.0 + itunes + podcast namespaces) that Apple Podcasts and Spotify read. */
export async function GET(): Promise<Response> {
  return new Response(await readPodcastFeed(publicOrigin()), {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      // Podcast apps poll; they should ask again rather than keep a copy that misses an unpublish.
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  })
}
