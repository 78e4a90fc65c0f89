import type { MetadataRoute } from 'next'
import { CANONICAL_PODCAST_PATH, episodePath } from '@/lib/podcast/paths'
import { readFindPermalinks } from '@/lib/submissions/queries'
import { readPublishedEpisodes } from '@/lib/podcast/queries'
import { SEO_PRESETS, type SeoRoute } from '@/lib/seo/presets'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { findPath } from '@/lib/submissions/paths'
import { issueWebPath } from '@/lib/newsletter/issues'
import { ISSUE_ARCHIVE_PATH } from '@/lib/newsletter/issue-page'
import { readSentIssues } from '@/lib/newsletter/issue-queries'

// Lists published episodes, approved finds and sent newsletter issues, so it is built per request (the build has no database).
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
  // Pages only: the podcast feed is not a page (podcast directories find it through the
  // <link rel="alternate"> of the podcast pages).
  const [episodes, finds, issues] = await Promise.all([
    readPublishedEpisodes().catch((error: unknown) => unavailable('episodes', error)),
    readFindPermalinks().catch((error: unknown) => unavailable('finds', error)),
    readSentIssues().catch((error: unknown) => unavailable('newsletter issues', error)),
  ])
  return [
    ...pages,
    { url: `${origin}${ISSUE_ARCHIVE_PATH}`, changeFrequency: 'weekly' as const, priority: 0.6 },
    ...issues.map((issue) => ({
      url: `${origin}${issueWebPath(issue.slug)}`,
      lastModified: issue.updatedAt,
      changeFrequency: 'yearly' as const,
      priority: 0.5,
    })),
    ...episodes.map((episode) => ({
      url: `${origin}${episodePath(CANONICAL_PODCAST_PATH, episode.slug)}`,
      lastModified: episode.publishDate ?? episode.createdAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...finds.map((find) => ({
      url: `${origin}${findPath(find.id, find.name)}`,
      lastModified: find.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
  ]
}

/** A sitemap without some dynamic pages is better than none while the database is unreachable. */
function unavailable(what: string, error: unknown): [] {
  console.error(`[sitemap] ${what} unavailable`, error)
  return []
}
