import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { ISSUE_LIMITS, ISSUE_MESSAGES, issueSlugProblem, SENT_ISSUES } from '@/lib/newsletter/issues'
import { issueBodyMediaIds } from '@/lib/newsletter/issue-content'
import { expireCacheHooks } from '../shared/expireCache'
import { draftVersions, publishedForVisitors, publishUnlessDraft, restoreAsPublished, skipOnDraftSave } from '../shared/publishState'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'
import { issueBlocks } from './blocks'

const issueCache = expireCacheHooks(CACHE_TAGS.newsletterIssues)
// Images in the body become public with the issue, so the e-mail's and the web page's images load for everyone.
const mediaHooks = mediaVisibilityHooks(refsFromFields({ relations: ['bodyMedia'] }))

/** The body's images as a relation, so media visibility and "Used by" can query them like any other use. */
const collectBodyMedia: CollectionBeforeChangeHook = ({ data }) =>
  data.body === undefined ? data : { ...data, bodyMedia: issueBodyMediaIds(data.body) }

/**
 * What an issue can hold: headings (h2–h4: the subject is the title), emphasis, links to addresses
 * (e-mail has no internal documents to resolve), quotes, lists, rules, images from media and the live
 * blocks. Everything here has a rendering in both the e-mail and the web page.
 */
const issueEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    StrikethroughFeature(),
    LinkFeature({ enabledCollections: [] }),
    BlockquoteFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    HorizontalRuleFeature(),
    UploadFeature({ enabledCollections: ['media'], collections: { media: { fields: [] } } }),
    BlocksFeature({ blocks: issueBlocks }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

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
  hooks: {
    beforeOperation: [publishUnlessDraft, publishedForVisitors],
    beforeChange: [restoreAsPublished, collectBodyMedia],
    afterChange: skipOnDraftSave([...issueCache.afterChange, ...mediaHooks.afterChange]),
    afterDelete: [...issueCache.afterDelete, ...mediaHooks.afterDelete],
  },
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
    {
      name: 'body',
      type: 'richText',
      label: 'Body',
      editor: issueEditor,
      admin: {
        description:
          'Headings, links, quotes, lists and images from media, plus blocks that pull live content (featured finds, the latest episode, recent changelog entries) each time the issue is rendered.',
      },
    },
    {
      name: 'bodyMedia',
      type: 'relationship',
      relationTo: 'media',
      hasMany: true,
      label: 'Images in the body',
      admin: { hidden: true },
    },
    {
      name: 'sentAt',
      type: 'date',
      label: 'First sent at',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Set when the first send starts.' },
    },
    // The edit view's own panels beside the editor (no stored data): sending with its progress and report,
    // and the e-mail as subscribers get it.
    {
      name: 'sendPanel',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/admin/newsletter/IssueSendPanel#IssueSendPanel' } },
    },
    {
      name: 'emailPreview',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/admin/newsletter/IssueEmailPreview#IssueEmailPreview' } },
    },
  ],
}
