import type { CollectionConfig, SelectFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { select, text } from 'payload/shared'
import { adminOrWhere, isAdmin, isAdminField, isAdminUser } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { PUBLIC_SUBMISSIONS_WHERE } from '@/lib/submissions/access'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'
import { expireCacheHooks } from '../shared/expireCache'
import {
  EXTRACTION_METHODS,
  FLAMES_MAX,
  FLAMES_MIN,
  INDUSTRIES,
  PRODUCT_CATEGORIES,
  ROSIN_TYPES,
  SUBMISSION_STATUSES,
} from '@/lib/submissions/options'
import { GENETICS } from '@/lib/strains/options'
import { toOptions } from '@/lib/forms/options'
import { normaliseVibe } from '@/lib/submissions/cloud-filters'
import { CONTENT_PLACEHOLDERS, FLAME_LABELS, HEADSTASH_SUBMISSION_MESSAGES, REQUIRED_BY_CATEGORY } from '@/lib/submissions/schema'
import { ANONYMOUS_NAME } from '@/lib/submissions/texts'
import { submissionPreviewUrl } from '@/lib/preview/paths'
import { onePicture } from './hooks/onePicture'
import { protectHiddenNames } from './hooks/protectHiddenNames'
import { recordReview } from './hooks/recordReview'
import { taskScreenListComponents } from '../shared/taskScreen'

/**
 * WIYHS product finds. Everyone but staff sees approved entries only, never an e-mail, and
 * "Anonymous" instead of the name when the submitter chose not to be named (design.md decision 2).
 */
const cacheHooks = expireCacheHooks(CACHE_TAGS.submissions)
const CATEGORY_CONTENT_LABEL = '@/admin/fields/CategoryContentLabel#CategoryContentLabel'
/** The entry's photo becomes public when the entry is approved, and private again when it is not. */
const mediaHooks = mediaVisibilityHooks(refsFromFields({ relations: ['image'], urls: ['imageUrl'] }))

type Category = keyof typeof REQUIRED_BY_CATEGORY
const categoryOf = (data: Partial<Record<string, unknown>> | undefined): Category | undefined => {
  const value = data?.category
  return typeof value === 'string' && value in REQUIRED_BY_CATEGORY ? (value as Category) : undefined
}
/** Same rule as the public form: a detail field shows only for the categories that ask for it. */
const showFor = (field: string) => (data: Partial<Record<string, unknown>>) => {
  const category = categoryOf(data)
  return category !== undefined && (REQUIRED_BY_CATEGORY[category] as readonly string[]).includes(field)
}
/**
 * The shared schema's cross-field rule for writers that bypass it (Payload's admin, REST, GraphQL): a
 * flower needs genetics and breeder, a concentrate its type, method and breeder, an edible its type.
 * siblingData is the stored document merged with the change, so a partial update is judged whole.
 */
const missingForCategory = (field: string, siblingData: Partial<Record<string, unknown>>) =>
  showFor(field)(siblingData) && !siblingData[field]
const requiredTextByCategory =
  (field: string): TextFieldSingleValidation =>
  (value, options) =>
    missingForCategory(field, options.siblingData) ? HEADSTASH_SUBMISSION_MESSAGES.categoryFields : text(value, options)
const requiredSelectByCategory =
  (field: string): SelectFieldSingleValidation =>
  (value, options) =>
    missingForCategory(field, options.siblingData) ? HEADSTASH_SUBMISSION_MESSAGES.categoryFields : select(value, options)
/** THC/CBD figures apply to every category, once one is chosen. */
const hasCategory = (data: Partial<Record<string, unknown>>) => categoryOf(data) !== undefined

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
    beforeChange: [recordReview, onePicture],
    afterChange: [...cacheHooks.afterChange, ...mediaHooks.afterChange],
    afterDelete: [...cacheHooks.afterDelete, ...mediaHooks.afterDelete],
  },
  fields: [
    {
      name: 'category',
      type: 'select',
      label: 'Category',
      required: true,
      options: toOptions(PRODUCT_CATEGORIES),
      index: true,
      admin: { description: 'Decides which detail fields apply, as on the public form.' },
    },
    { name: 'name', type: 'text', label: 'Product Name', required: true, admin: { placeholder: 'e.g. Gelato #33' } },
    {
      name: 'genetics',
      type: 'select',
      label: 'Genetics',
      options: toOptions(GENETICS),
      validate: requiredSelectByCategory('genetics'),
      admin: { condition: showFor('genetics'), description: 'Flower only.' },
    },
    {
      name: 'breeder',
      type: 'text',
      label: 'Breeder',
      validate: requiredTextByCategory('breeder'),
      admin: { condition: showFor('breeder'), placeholder: 'e.g. Cookie Fam', description: 'Flower and concentrate.' },
    },
    {
      name: 'rosinType',
      type: 'select',
      label: 'Concentrate Type',
      options: toOptions(ROSIN_TYPES),
      validate: requiredSelectByCategory('rosinType'),
      admin: { condition: showFor('rosinType'), description: 'Concentrate only.' },
    },
    {
      name: 'extractionMethod',
      type: 'select',
      label: 'Extraction Method',
      options: toOptions(EXTRACTION_METHODS),
      validate: requiredSelectByCategory('extractionMethod'),
      admin: { condition: showFor('extractionMethod'), description: 'Concentrate only.' },
    },
    {
      name: 'edibleType',
      type: 'text',
      label: 'Edible Type',
      validate: requiredTextByCategory('edibleType'),
      admin: { condition: showFor('edibleType'), placeholder: 'e.g. gummy, chocolate, beverage', description: 'Edible only.' },
    },
    {
      name: 'thcContent',
      type: 'text',
      // The list and filters show this one; the edit view's label follows the category (CONTENT_LABELS).
      label: 'THC (percentage, or per serving for edibles)',
      admin: {
        condition: hasCategory,
        placeholder: CONTENT_PLACEHOLDERS.thcContent.flower,
        components: { Label: CATEGORY_CONTENT_LABEL },
      },
    },
    {
      name: 'cbdContent',
      type: 'text',
      label: 'Terpene Percentage (flower) / CBD',
      admin: {
        condition: hasCategory,
        placeholder: CONTENT_PLACEHOLDERS.cbdContent.flower,
        description:
          'For a flower this is its Terpene Percentage; for a concentrate its CBD percentage; for an edible its CBD per serving.',
        components: { Label: CATEGORY_CONTENT_LABEL },
      },
    },
    { name: 'whereAcquired', type: 'text', label: 'Where You Got It', required: true, admin: { placeholder: 'Dispensary, drop or event' } },
    { name: 'flavorNotes', type: 'textarea', label: 'Flavor Notes', admin: { placeholder: 'e.g. gas, citrus, pine' } },
    {
      name: 'vibe',
      type: 'text',
      label: 'Vibe',
      index: true,
      admin: { placeholder: 'e.g. chill', description: 'Stored lower-case; the Cloud filter offers every distinct vibe.' },
      // Writers that bypass the shared schema (Payload's admin, REST) store the same form as the rest.
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (normaliseVibe(value) ?? null) : value)] },
    },
    { name: 'effects', type: 'textarea', label: 'Effects', admin: { placeholder: 'e.g. relaxed, sleepy, hungry' } },
    {
      name: 'flames',
      type: 'number',
      label: `Flames Rating (${FLAMES_MIN}-${FLAMES_MAX})`,
      required: true,
      min: FLAMES_MIN,
      max: FLAMES_MAX,
      admin: {
        step: 1,
        description: Object.entries(FLAME_LABELS)
          .map(([n, label]) => `${n} ${label}`)
          .join(', '),
      },
    },
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
        {
          name: 'imageUrl',
          type: 'text',
          label: 'Picture address (URL)',
          admin: {
            description: 'Filled in from the upload automatically; set it to use an image by URL instead.',
            placeholder: 'https://… or /api/media/file/…',
          },
        },
      ],
    },
    {
      name: 'submittedBy',
      type: 'text',
      label: 'Name / Handle',
      required: true,
      admin: { description: 'Staff always see the real name; the public sees it only when "Show name publicly" is on.' },
      hooks: {
        // Masks unless the read runs as an admin: server code reading for staff must pass the
        // request (`req`), or staff get "Anonymous" and can write it back (design.md decision 15).
        afterRead: [
          ({ value, siblingData, req }) => (siblingData?.displayName === false && !isAdminUser(req.user) ? ANONYMOUS_NAME : value),
        ],
      },
    },
    {
      name: 'submitterEmail',
      type: 'email',
      label: 'E-mail',
      access: { read: isAdminField },
      admin: { placeholder: 'name@example.com', description: 'Optional. Never shown publicly.' },
    },
    {
      name: 'displayName',
      type: 'checkbox',
      label: 'Show name publicly',
      defaultValue: true,
      admin: { description: 'Off: the public sees "Anonymous".' },
    },
    { name: 'location', type: 'text', label: 'Location', required: true, admin: { placeholder: 'e.g. Denver, CO' } },
    { name: 'industry', type: 'select', label: 'Industry', required: true, options: toOptions(INDUSTRIES) },
    { name: 'role', type: 'text', label: 'Role', admin: { placeholder: 'e.g. budtender' } },
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
      name: 'reviewNotes',
      type: 'textarea',
      label: 'Review notes',
      access: { read: isAdminField },
      admin: { position: 'sidebar', description: 'Staff only.' },
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
