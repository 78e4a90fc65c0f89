import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin, isAdminField, isAdminUser } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'
import { expireCacheHooks } from '../shared/expireCache'
import {
  EXTRACTION_METHODS,
  FLAMES_MAX,
  FLAMES_MIN,
  GENETICS,
  INDUSTRIES,
  PRODUCT_CATEGORIES,
  ROSIN_TYPES,
  SUBMISSION_STATUSES,
  toOptions,
} from '@/lib/validation/options'
import { normaliseVibe } from '@/lib/validation/cloud-filters'
import { FLAME_LABELS, REQUIRED_BY_CATEGORY } from '@/lib/validation/product'
import { ANONYMOUS_NAME } from '@/lib/validation/texts'
import { onePicture } from './hooks/onePicture'
import { protectHiddenNames } from './hooks/protectHiddenNames'
import { recordReview } from './hooks/recordReview'

/**
 * WIYHS product finds. Everyone but staff sees approved entries only, never an e-mail, and
 * "Anonymous" instead of the name when the submitter chose not to be named (design.md decision 2).
 */
const cacheHooks = expireCacheHooks(CACHE_TAGS.submissions)
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
/** THC/CBD figures apply to every category, once one is chosen. */
const hasCategory = (data: Partial<Record<string, unknown>>) => categoryOf(data) !== undefined

export const HeadstashSubmissions: CollectionConfig = {
  slug: 'headstash-submissions',
  labels: { singular: 'WIYHS submission', plural: 'WIYHS submissions' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'flames', 'submittedBy', 'status', 'createdAt'],
    group: 'Community',
    listSearchableFields: ['name', 'submittedBy', 'vibe', 'flavorNotes'],
    description: 'Finds sent through /wiyhs. Approve to show them in The Cloud.',
  },
  defaultSort: '-createdAt',
  access: {
    read: adminOrWhere({ status: { equals: 'approved' } }),
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
    { name: 'genetics', type: 'select', label: 'Genetics', options: toOptions(GENETICS), admin: { condition: showFor('genetics') } },
    { name: 'breeder', type: 'text', label: 'Breeder', admin: { condition: showFor('breeder') } },
    { name: 'rosinType', type: 'select', label: 'Concentrate Type', options: toOptions(ROSIN_TYPES), admin: { condition: showFor('rosinType') } },
    {
      name: 'extractionMethod',
      type: 'select',
      label: 'Extraction Method',
      options: toOptions(EXTRACTION_METHODS),
      admin: { condition: showFor('extractionMethod') },
    },
    { name: 'edibleType', type: 'text', label: 'Edible Type', admin: { condition: showFor('edibleType'), placeholder: 'e.g. gummy' } },
    {
      name: 'thcContent',
      type: 'text',
      label: 'THC Percentage (per serving for edibles)',
      admin: { condition: hasCategory, placeholder: 'e.g. 24%' },
    },
    {
      name: 'cbdContent',
      type: 'text',
      label: 'Terpene Percentage (flower) / CBD Percentage',
      admin: {
        condition: hasCategory,
        description: 'The public form labels this "Terpene Percentage" for flower, "CBD per Serving" for edibles.',
      },
    },
    { name: 'whereAcquired', type: 'text', label: 'Where You Got It', required: true, admin: { placeholder: 'Dispensary, drop or friend' } },
    { name: 'flavorNotes', type: 'textarea', label: 'Flavor Notes' },
    {
      name: 'vibe',
      type: 'text',
      label: 'Vibe',
      index: true,
      admin: { description: 'Stored lower-case; the Cloud filter offers every distinct vibe.' },
      // Writers that bypass the shared schema (Payload's admin, REST) store the same form as the rest.
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseVibe(value) ?? null : value)] },
    },
    { name: 'effects', type: 'textarea', label: 'Effects' },
    {
      name: 'flames',
      type: 'number',
      label: `Flames Rating (${FLAMES_MIN}-${FLAMES_MAX})`,
      required: true,
      min: FLAMES_MIN,
      max: FLAMES_MAX,
      admin: { step: 1, description: Object.entries(FLAME_LABELS).map(([n, label]) => `${n} ${label}`).join(', ') },
    },
    {
      type: 'collapsible',
      label: 'Picture (one per entry)',
      admin: {
        initCollapsed: false,
        description:
          'An entry has ONE picture. Upload a file or give its address: whichever you change last wins and the other follows on save. The public sees this picture.',
      },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: 'Picture (upload)' },
        {
          name: 'imageUrl',
          type: 'text',
          label: 'Picture address',
          admin: { description: 'Filled in from the upload automatically; set it to use an image by URL instead.', placeholder: 'https://… or /api/media/file/…' },
        },
      ],
    },
    {
      name: 'submittedBy',
      type: 'text',
      label: 'Name / Handle',
      required: true,
      hooks: {
        // Masks unless the read runs as an admin: server code reading for staff must pass the
        // request (`req`), or staff get "Anonymous" and can write it back (design.md decision 15).
        afterRead: [
          ({ value, siblingData, req }) =>
            siblingData?.displayName === false && !isAdminUser(req.user) ? ANONYMOUS_NAME : value,
        ],
      },
    },
    { name: 'submitterEmail', type: 'email', label: 'E-mail', access: { read: isAdminField }, admin: { description: 'Never shown publicly.' } },
    {
      name: 'displayName',
      type: 'checkbox',
      label: 'Show name publicly',
      defaultValue: true,
      admin: { description: 'Off: the public sees "Anonymous".' },
    },
    { name: 'location', type: 'text', label: 'Location', required: true },
    { name: 'industry', type: 'select', label: 'Industry', required: true, options: toOptions(INDUSTRIES) },
    { name: 'role', type: 'text', label: 'Role' },
    { name: 'submissionDate', type: 'date', label: 'Submitted on', defaultValue: () => new Date().toISOString() },
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
    { name: 'reviewedAt', type: 'date', label: 'Reviewed at', access: { read: isAdminField }, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'reviewNotes',
      type: 'textarea',
      label: 'Review notes',
      access: { read: isAdminField },
      admin: { position: 'sidebar', description: 'Staff only.' },
    },
    { name: 'archiveEligible', type: 'checkbox', label: 'Eligible for the archive', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'promotedToArchive', type: 'checkbox', label: 'Promoted to the archive', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'archiveId', type: 'text', label: 'Archive ID', admin: { position: 'sidebar' } },
    {
      // A digest of a bulk-imported row (src/lib/csv): the unique index makes importing the same row
      // twice a no-op, so retrying an upload never duplicates entries.
      name: 'importKey',
      type: 'text',
      unique: true,
      access: { read: isAdminField, create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
