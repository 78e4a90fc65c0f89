import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin, isAdminField, isAdminUser } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { PUBLIC_SUBMISSIONS_WHERE } from '@/lib/submissions/access'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'
import { expireCacheHooks } from '../shared/expireCache'
import { REJECTION_REASONS, SUBMISSION_STATUSES } from '@/lib/submissions/options'
import { toOptions } from '@/lib/forms/options'
import { normaliseVibe } from '@/lib/submissions/cloud-filters'
import { CONTENT_PLACEHOLDERS, FLAME_LABELS } from '@/lib/submissions/schema'
import { submissionField } from './fields'
import { ANONYMOUS_NAME } from '@/lib/submissions/texts'
import { submissionPreviewUrl } from '@/lib/preview/paths'
import { onePictureHook } from './hooks/onePicture'
import { protectHiddenNames } from './hooks/protectHiddenNames'
import { recordReviewHook } from './hooks/recordReview'
import { flagDuplicates } from './hooks/flagDuplicates'
import { queueDecisionNotice } from './hooks/queueDecisionNotice'
import { taskScreenListComponents } from '../shared/taskScreen'

/**
 * WIYHS product finds. Everyone but staff sees approved entries only, never an e-mail, and
 * "Anonymous" instead of the name when the submitter chose not to be named. The product fields come
 * from the submission field table (src/lib/submissions/fields.ts).
 */
const cacheHooks = expireCacheHooks(CACHE_TAGS.submissions)
const CATEGORY_CONTENT_LABEL = '@/admin/fields/CategoryContentLabel#CategoryContentLabel'
/** The entry's photo becomes public when the entry is approved, and private again when it is not. */
const mediaHooks = mediaVisibilityHooks(refsFromFields({ relations: ['image'], urls: ['imageUrl'] }))

export const HeadstashSubmissions: CollectionConfig = {
  slug: 'headstash-submissions',
  labels: { singular: 'WIYHS submission', plural: 'WIYHS submissions' },
  admin: {
    components: taskScreenListComponents,
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'flames', 'submittedBy', 'status', 'createdAt'],
    group: 'Community',
    listSearchableFields: ['name', 'submittedBy', 'breeder', 'location', 'vibe', 'flavorNotes'],
    // "View on site": an approved find's own page on The Cloud; pending and rejected ones have none.
    preview: (doc) => submissionPreviewUrl(doc),
    description: 'Finds sent through /wiyhs. Approve to show them in The Cloud. Search by product, submitter, breeder, location or vibe.',
  },
  defaultSort: '-createdAt',
  access: {
    read: adminOrWhere(PUBLIC_SUBMISSIONS_WHERE),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [protectHiddenNames],
    beforeChange: [recordReviewHook, onePictureHook, flagDuplicates],
    afterChange: [...cacheHooks.afterChange, ...mediaHooks.afterChange, queueDecisionNotice],
    afterDelete: [...cacheHooks.afterDelete, ...mediaHooks.afterDelete],
  },
  fields: [
    submissionField('category', { index: true, admin: { description: 'Decides which detail fields apply, as on the public form.' } }),
    submissionField('name'),
    submissionField('genetics'),
    submissionField('breeder'),
    submissionField('rosinType'),
    submissionField('extractionMethod'),
    submissionField('edibleType'),
    submissionField('thcContent', {
      admin: { placeholder: CONTENT_PLACEHOLDERS.thcContent.flower, components: { Label: CATEGORY_CONTENT_LABEL } },
    }),
    submissionField('cbdContent', {
      admin: {
        placeholder: CONTENT_PLACEHOLDERS.cbdContent.flower,
        description:
          'For a flower this is its Terpene Percentage; for a concentrate its CBD percentage; for an edible its CBD per serving.',
        components: { Label: CATEGORY_CONTENT_LABEL },
      },
    }),
    submissionField('whereAcquired'),
    submissionField('flavorNotes'),
    submissionField('vibe', {
      index: true,
      admin: { description: 'Stored lower-case; the Cloud filter offers every distinct vibe.' },
      // Writers that bypass the shared schema (Payload's admin, REST) store the same form as the rest.
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (normaliseVibe(value) ?? null) : value)] },
    }),
    submissionField('effects'),
    submissionField('flames', {
      admin: {
        step: 1,
        description: Object.entries(FLAME_LABELS)
          .map(([n, label]) => `${n} ${label}`)
          .join(', '),
      },
    }),
    {
      type: 'collapsible',
      label: 'Public picture',
      admin: {
        initCollapsed: false,
        description:
          "The one picture the public sees on this entry's card in The Cloud and on its page (once approved). Upload a file or give an address: whichever you change last wins, and the other follows on save.",
      },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: 'Picture file',
          filterOptions: { mimeType: { like: 'image/' } },
          admin: { description: 'Choose or upload an image file.' },
        },
        submissionField('imageUrl', {
          admin: { description: 'Filled in from the upload automatically; set it to use an image by URL instead.' },
        }),
      ],
    },
    submissionField('submittedBy', {
      admin: { description: 'Staff always see the real name; the public sees it only when "Show name publicly" is on.' },
      hooks: {
        // Masks unless the read runs as an admin: server code reading for staff must pass the
        // request (`req`), or staff get "Anonymous" and can write it back.
        afterRead: [
          ({ value, siblingData, req }) => (siblingData?.displayName === false && !isAdminUser(req.user) ? ANONYMOUS_NAME : value),
        ],
      },
    }),
    submissionField('submitterEmail', { access: { read: isAdminField }, admin: { description: 'Optional. Never shown publicly.' } }),
    submissionField('displayName', { defaultValue: true, admin: { description: 'Off: the public sees "Anonymous".' } }),
    submissionField('location'),
    submissionField('industry'),
    submissionField('role'),
    {
      name: 'submissionDate',
      type: 'date',
      label: 'Submitted on',
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Review status',
      required: true,
      defaultValue: 'pending',
      options: toOptions(SUBMISSION_STATUSES),
      index: true,
      admin: { position: 'sidebar', description: 'Only approved entries are public.' },
    },
    {
      name: 'reviewedBy',
      label: 'Reviewed by',
      type: 'relationship',
      relationTo: 'users',
      access: { read: isAdminField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'reviewedAt',
      type: 'date',
      label: 'Reviewed at',
      access: { read: isAdminField },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Set by the overdue check (src/lib/moderation/overdue.ts) when it claims the entry's one alert
      // e-mail; nobody writes it through an API, or an alert could be suppressed or repeated.
      name: 'overdueAlertedAt',
      type: 'date',
      label: 'Overdue alert sent at',
      access: { read: isAdminField, create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'When staff were e-mailed that this entry had waited 20 hours for review.',
        condition: (data) => Boolean(data?.overdueAlertedAt),
      },
    },
    {
      name: 'reviewNotes',
      type: 'textarea',
      label: 'Review notes',
      access: { read: isAdminField },
      admin: { position: 'sidebar', description: 'Staff only.' },
    },
    {
      name: 'rejectionReason',
      type: 'select',
      label: 'Rejection reason',
      options: REJECTION_REASONS.map((reason) => ({ ...reason })),
      access: { read: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'Why it was rejected; the submitter is told.',
        condition: (data) => data?.status === 'rejected',
      },
    },
    {
      name: 'rejectionNote',
      type: 'textarea',
      label: 'Rejection note',
      maxLength: 500,
      access: { read: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'Optional words for the submitter, with the reason.',
        condition: (data) => data?.status === 'rejected',
      },
    },
    {
      name: 'possibleDuplicateOf',
      type: 'relationship',
      relationTo: 'headstash-submissions',
      label: 'Possible duplicate of',
      access: { read: isAdminField, create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Another entry (not rejected) with nearly the same photo, or the same product name and breeder. Set on save.',
      },
    },
    { name: 'archiveEligible', type: 'checkbox', label: 'Eligible for the archive', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'promotedToArchive', type: 'checkbox', label: 'Promoted to the archive', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'archiveId',
      type: 'text',
      label: 'Archive ID',
      admin: { position: 'sidebar', description: 'Id of the entry in the long-term archive, once promoted.' },
    },
    {
      // A digest of a bulk-imported row (src/lib/submissions/csv-import.ts): the unique index makes importing the same row
      // twice a no-op, so retrying an upload never duplicates entries.
      name: 'importKey',
      type: 'text',
      unique: true,
      label: 'Import key',
      access: { read: isAdminField, create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
