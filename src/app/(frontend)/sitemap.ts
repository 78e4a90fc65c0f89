import type { MetadataRoute } from 'next'
import { CANONICAL_FEED_PATH } from '@/lib/podcast/paths'
import { readPublishedEpisodes } from '@/lib/queries/podcast'
import { SEO_PRESETS, type SeoRoute } from '@/lib/seo/presets'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'

// Lists published episodes, so it is built per request (the build has no database).
export const dynamic = 'force-dynamic'

/** One entry per canonical address: aliases such as /live-stash and /herbanconversations are left out. */
const canonicalPaths = (): string[] => [...new Set((Object.keys(SEO_PRESETS) as SeoRoute[]).map((route) => SEO_PRESETS[route].canonical))]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = publicOrigin()
  const pages: MetadataRoute.Sitemap = canonicalPaths().map((path) => ({
    url: `${origin}${path === '/' ? '' : path}`,
    changeFrequency: path === '/' || path === '/the-cloud' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }))
  // The podcast feed, so crawlers and podcast directories find it (issue 15).
  pages.push({ url: `${origin}${CANONICAL_FEED_PATH}`, changeFrequency: 'weekly', priority: 0.5 })
  try {
    const episodes = await readPublishedEpisodes()
    return [
      ...pages,
      ...episodes.map((episode) => ({
        url: `${origin}/herban-conversations/${episode.slug}`,
        lastModified: episode.publishDate ?? episode.createdAt,
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
    ]
  } catch (error) {
    // A sitemap without episodes is better than none while the database is unreachable.
    console.error('[sitemap] episodes unavailable', error)
    return pages
  }
}
