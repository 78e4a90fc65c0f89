import type { Metadata } from 'next'
import type { NewsletterIssue } from '@/payload-types'
import { articleMetadata } from '../seo/article'
import { absoluteUrl, type JsonLd } from '../seo/presets'
import { NOT_FOUND_METADATA } from '../seo/not-found'
import { NEWSLETTER_NAME, SITE_NAME } from '../site/constants'
import { issueWebPath } from './issues'
import { readSentIssue } from './issue-queries'
import { ISSUE_TEXTS } from './issue-texts'

/** The drawn 1200×630 share image of an issue (its og:image). */
export const ISSUE_SOCIAL_SIZE = { width: 1200, height: 630 } as const
export const issueSocialImagePath = (slug: string): string => `${issueWebPath(slug)}/social.png`

export const ISSUE_ARCHIVE_PATH = '/newsletter/archive'
export const ISSUE_FEED_PATH = '/newsletter/feed.xml'

export const issueDescription = (issue: Pick<NewsletterIssue, 'preheader' | 'subject'>): string =>
  issue.preheader?.trim() || `${issue.subject}: an issue of ${NEWSLETTER_NAME}, the weekly dispatch from ${SITE_NAME}.`

export function issueMetadata(issue: NewsletterIssue): Metadata {
  const title = `${issue.subject} | ${NEWSLETTER_NAME}`
  const metadata = articleMetadata({
    title,
    description: issueDescription(issue),
    canonical: absoluteUrl(issueWebPath(issue.slug)),
    publishedTime: issue.sentAt ?? undefined,
    images: [{ url: absoluteUrl(issueSocialImagePath(issue.slug)), ...ISSUE_SOCIAL_SIZE, alt: issue.subject }],
  })
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: absoluteUrl(ISSUE_FEED_PATH), title: ISSUE_TEXTS.feedTitle }] },
    },
  }
}

/** Metadata of an issue page; a missing (or unsent) issue gets the 404's, and the page calls notFound(). */
export async function issueMetadataFor(slug: string): Promise<Metadata> {
  const issue = await readSentIssue(slug)
  return issue ? issueMetadata(issue) : NOT_FOUND_METADATA
}

/** schema.org NewsArticle of an issue page. */
export function issueJsonLd(issue: NewsletterIssue, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: issue.subject,
    description: issueDescription(issue),
    url: `${origin}${issueWebPath(issue.slug)}`,
    image: `${origin}${issueSocialImagePath(issue.slug)}`,
    ...(issue.sentAt ? { datePublished: issue.sentAt } : {}),
    dateModified: issue.updatedAt,
    isPartOf: { '@type': 'Periodical', name: NEWSLETTER_NAME, url: `${origin}${ISSUE_ARCHIVE_PATH}` },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
  }
}
