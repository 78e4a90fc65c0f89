import { escapeXml } from '../podcast/feed'
import { issueWebPath } from './issues'
import { ISSUE_ARCHIVE_PATH, ISSUE_FEED_PATH, issueDescription } from './issue-page'
import type { SentIssueSummary } from './issue-queries'
import { ISSUE_TEXTS } from './issue-texts'

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`

const rfc822 = (value: string | null | undefined): string | null => {
  const date = value ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date.toUTCString() : null
}

/** RSS 2.0 of the sent issues (given newest first), each linking to its web version. */
export function buildIssueFeed(origin: string, issues: readonly SentIssueSummary[], buildDate = new Date()): string {
  const items = issues.map((issue) => {
    const url = `${origin}${issueWebPath(issue.slug)}`
    const pubDate = rfc822(issue.sentAt)
    return `<item>${[
      tag('title', issue.subject),
      tag('link', url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      tag('description', issueDescription(issue)),
      pubDate ? tag('pubDate', pubDate) : '',
    ].join('')}</item>`
  })
  const channel = [
    tag('title', ISSUE_TEXTS.feedTitle),
    tag('link', `${origin}${ISSUE_ARCHIVE_PATH}`),
    tag('description', ISSUE_TEXTS.feedDescription),
    tag('language', 'en'),
    `<atom:link href="${escapeXml(`${origin}${ISSUE_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    tag('lastBuildDate', rfc822(issues[0]?.sentAt) ?? buildDate.toUTCString()),
    tag('generator', 'Headstash'),
    ...items,
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${channel.join('')}</channel></rss>\n`
}
