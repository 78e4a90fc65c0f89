import type { Payload } from 'payload'
import type { NewsletterIssue } from '@/payload-types'
import { PUBLIC_READ } from '@/access'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'

/** What the archive, the feed and the sitemap need of a sent issue. */
export type SentIssueSummary = Pick<NewsletterIssue, 'id' | 'subject' | 'preheader' | 'slug' | 'sentAt' | 'updatedAt'>

/** The archive and the feed list this many of the newest issues. */
export const SENT_ISSUES_LIMIT = 500

/** A sent issue by slug, or null: unsent, unpublished and unknown slugs alike (the collection's read access). */
export async function findSentIssue(payload: Payload, slug: string): Promise<NewsletterIssue | null> {
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    // The published version, never a draft.
    draft: false,
    ...PUBLIC_READ,
  })
  return docs[0] ?? null
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
  return docs.map(({ id, subject, preheader, slug, sentAt, updatedAt }) => ({ id, subject, preheader, slug, sentAt, updatedAt }))
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
