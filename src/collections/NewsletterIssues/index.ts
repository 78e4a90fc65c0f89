import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { ISSUE_LIMITS, ISSUE_MESSAGES, issueSlugProblem, SENT_ISSUES } from '@/lib/newsletter/issues'
import { draftVersions } from '../shared/publishState'

/** A Smoke Signals issue: written and versioned here, sent through the delivery ledger (src/lib/newsletter). */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: { singular: 'Newsletter issue', plural: 'Newsletter issues' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'slug', '_status', 'sentAt', 'updatedAt'],
    listSearchableFields: ['subject', 'slug'],
    group: 'Newsletter',
    description: 'Smoke Signals issues. An issue goes public (web page, archive, feed) when its first send starts.',
  },
  defaultSort: '-createdAt',
  versions: draftVersions,
  access: {
    read: adminOrWhere(SENT_ISSUES),
    readVersions: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'subject',
      type: 'text',
      label: 'Subject',
      required: true,
      maxLength: ISSUE_LIMITS.subject,
      admin: { placeholder: 'e.g. Fresh drops, a new episode and the week in culture' },
      validate: (value: unknown) => (typeof value === 'string' && value.trim() !== '') || ISSUE_MESSAGES.subjectRequired,
    },
    {
      name: 'preheader',
      type: 'text',
      label: 'Preheader',
      maxLength: ISSUE_LIMITS.preheader,
      admin: { description: 'The line inboxes show after the subject.' },
    },
    {
      name: 'slug',
      type: 'text',
      label: 'URL slug',
      required: true,
      unique: true,
      index: true,
      maxLength: ISSUE_LIMITS.slug,
      admin: { position: 'sidebar', description: 'The web version lives at /newsletter/<slug>.' },
      validate: (value: unknown) => issueSlugProblem(value) ?? true,
    },
    { name: 'body', type: 'richText', label: 'Body' },
    {
      name: 'sentAt',
      type: 'date',
      label: 'First sent at',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Set when the first send starts.' },
    },
  ],
}
