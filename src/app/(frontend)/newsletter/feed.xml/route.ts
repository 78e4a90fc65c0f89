import { conditionalAnswer } from '@/lib/http/conditional'
import { buildIssueFeed } from '@/lib/newsletter/issue-feed'
import { readFeedIssues } from '@/lib/newsletter/issue-queries'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'

// Read per request from the data cache (tag: newsletter issues), so an issue whose send starts shows on
// the next request; the build itself has no database to read.
export const dynamic = 'force-dynamic'

/**
 * RSS 2.0 of the sent issues, newest first, the newest with their content as it was sent; an unchanged
 * feed answers a conditional request with 304.
 */
export async function GET(request: Request): Promise<Response> {
  const issues = await readFeedIssues()
  const newest = issues.reduce<string | undefined>(
    (latest, issue) => (!latest || issue.updatedAt > latest ? issue.updatedAt : latest),
    undefined,
  )
  return conditionalAnswer(request, buildIssueFeed(publicOrigin(), issues), {
    contentType: 'application/rss+xml; charset=utf-8',
    cacheControl: 'public, max-age=0, must-revalidate',
    ...(newest ? { lastModified: new Date(newest) } : {}),
  })
}
