import type { Where } from 'payload'

/** Names that stay routes of their own under /newsletter/, so no issue may take them as its slug. */
export const RESERVED_ISSUE_SLUGS = ['archive', 'confirm', 'feed.xml'] as const

/** The web version of an issue (public once its first send starts). */
export const issueWebPath = (slug: string): string => `/newsletter/${slug}`

export const ISSUE_LIMITS = { subject: 150, preheader: 200, slug: 120 } as const

export const ISSUE_MESSAGES = {
  subjectRequired: 'Give the issue a subject',
  slugFormat: 'URL slug may contain only lowercase letters, digits and hyphens',
  slugReserved: `This URL slug is taken by a page of its own; choose another (not ${RESERVED_ISSUE_SLUGS.join(', ')})`,
} as const

export function issueSlugProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return ISSUE_MESSAGES.slugFormat
  if ((RESERVED_ISSUE_SLUGS as readonly string[]).includes(value)) return ISSUE_MESSAGES.slugReserved
  return undefined
}

/**
 * What visitors may read: an issue becomes public when its first send starts (its web page, the archive
 * and the feed go live with the e-mail), and only its published version.
 */
export const SENT_ISSUES: Where = { and: [{ sentAt: { exists: true } }, { _status: { equals: 'published' } }] }
