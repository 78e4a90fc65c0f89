import type { Payload } from 'payload'
import type { NewsletterIssue } from '@/payload-types'
import { PUBLIC_READ } from '@/access'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { directIssueReaders, resolveIssueContent, type IssueNode } from './issue-content'
import { issueAsSent, sentHeadlines, sentSnapshots } from './issue-snapshot'

/** What the archive, the feed and the sitemap need of a sent issue (subject and preheader as sent). */
export type SentIssueSummary = Pick<NewsletterIssue, 'id' | 'subject' | 'preheader' | 'slug' | 'sentAt' | 'updatedAt'>

/**
 * A sent issue as readers got it: subject and preheader as sent, and `sentNodes`, the body with its live
 * blocks as the send fixed them (null for an issue made public without a send, e.g. imported or demo
 * content: its page resolves the blocks live).
 */
export type SentIssue = NewsletterIssue & { sentNodes: IssueNode[] | null }

/** A feed item: the summary and, for the newest issues, the content as sent. */
export type FeedIssue = SentIssueSummary & { nodes?: IssueNode[] }

/** The archive and the feed list this many of the newest issues. */
export const SENT_ISSUES_LIMIT = 500
/** The feed carries the full content of this many of the newest issues (the rest: their description). */
export const FEED_CONTENT_LIMIT = 20

/** A sent issue by slug, or null: unsent, unpublished and unknown slugs alike (the collection's read access). */
export async function findSentIssue(payload: Payload, slug: string): Promise<SentIssue | null> {
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    // The published version, never a draft.
    draft: false,
    ...PUBLIC_READ,
  })
  const issue = docs[0]
  if (!issue) return null
  const snapshot = (await sentSnapshots(payload, [issue.id])).get(issue.id) ?? null
  return { ...issueAsSent(issue, snapshot), sentNodes: snapshot?.nodes ?? null }
}

/** Sent issues, newest send first. */
export async function listSentIssues(payload: Payload, limit = SENT_ISSUES_LIMIT): Promise<SentIssueSummary[]> {
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    // Sent only is the collection's read access.
    sort: ['-sentAt', '-id'],
    limit,
    depth: 0,
    draft: false,
    select: { subject: true, preheader: true, slug: true, sentAt: true, updatedAt: true },
    ...PUBLIC_READ,
  })
  const headlines = await sentHeadlines(
    payload,
    docs.map((doc) => doc.id),
  )
  return docs.map(({ id, subject, preheader, slug, sentAt, updatedAt }) =>
    issueAsSent({ id, subject, preheader, slug, sentAt, updatedAt }, headlines.get(id)),
  )
}

/** The feed's issues: every sent one, the newest with their content as sent (or live, without a send). */
export async function listFeedIssues(payload: Payload): Promise<FeedIssue[]> {
  const issues = await listSentIssues(payload)
  const newest = issues.slice(0, FEED_CONTENT_LIMIT)
  const snapshots = await sentSnapshots(
    payload,
    newest.map((issue) => issue.id),
  )
  const origin = publicOrigin()
  const contents = await Promise.all(
    newest.map(async (issue): Promise<IssueNode[] | undefined> => {
      const sent = snapshots.get(issue.id)
      if (sent) return sent.nodes
      const found = await findSentIssue(payload, issue.slug)
      return found ? resolveIssueContent(found.body, directIssueReaders(payload), origin) : undefined
    }),
  )
  return issues.map((issue, index) => (contents[index] ? { ...issue, nodes: contents[index] } : issue))
}

export const readSentIssue = cachedRead(
  async (slug: string) => findSentIssue(await getPayloadClient(), slug),
  'sent-newsletter-issue',
  [CACHE_TAGS.newsletterIssues],
  { storeMisses: false },
)

export const readSentIssues = cachedRead(async () => listSentIssues(await getPayloadClient()), 'sent-newsletter-issues', [
  CACHE_TAGS.newsletterIssues,
])

// An issue made public without a send shows its live blocks, so the feed follows that content too.
export const readFeedIssues = cachedRead(async () => listFeedIssues(await getPayloadClient()), 'newsletter-feed-issues', [
  CACHE_TAGS.newsletterIssues,
  CACHE_TAGS.submissions,
  CACHE_TAGS.episodes,
  CACHE_TAGS.changelog,
])
