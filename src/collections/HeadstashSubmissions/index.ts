import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin, isAdminField, isAdminUser } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { PUBLIC_SUBMISSIONS_WHERE } from '@/lib/queries/access'
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

export const HeadstashSubmissions: CollectionConfig = {
  slug: 'headstash-submissions',
  labels: { singular: 'WIYHS submission', plural: 'WIYHS submissions' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'flames', 'submittedBy', 'status', 'createdAt'],
    group: 'Community',
    listSearchableFields: ['name', 'submittedBy', 'vibe', 'flavorNotes'],
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
    { name: 'category', type: 'select', required: true, options: toOptions(PRODUCT_CATEGORIES), index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'genetics', type: 'select', options: toOptions(GENETICS) },
    { name: 'breeder', type: 'text' },
    { name: 'rosinType', type: 'select', options: toOptions(ROSIN_TYPES) },
    { name: 'extractionMethod', type: 'select', options: toOptions(EXTRACTION_METHODS) },
    { name: 'edibleType', type: 'text' },
    { name: 'thcContent', type: 'text' },
    { name: 'cbdContent', type: 'text', label: 'CBD content (Terpene Percentage for flower)' },
    { name: 'whereAcquired', type: 'text', required: true },
    { name: 'flavorNotes', type: 'textarea' },
    {
      name: 'vibe',
      type: 'text',
      index: true,
      // Writers that bypass the shared schema (Payload's admin, REST) store the same form as the rest.
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseVibe(value) ?? null : value)] },
    },
    { name: 'effects', type: 'textarea' },
    { name: 'flames', type: 'number', required: true, min: FLAMES_MIN, max: FLAMES_MAX, admin: { step: 1 } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', type: 'text' },
    {
      name: 'submittedBy',
      type: 'text',
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
    { name: 'submitterEmail', type: 'email', access: { read: isAdminField } },
    { name: 'displayName', type: 'checkbox', defaultValue: true },
    { name: 'location', type: 'text', required: true },
    { name: 'industry', type: 'select', required: true, options: toOptions(INDUSTRIES) },
    { name: 'role', type: 'text' },
    { name: 'submissionDate', type: 'date', defaultValue: () => new Date().toISOString() },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: toOptions(SUBMISSION_STATUSES),
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'reviewedBy',
      type: 'relationship',
      relationTo: 'users',
      access: { read: isAdminField },
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'reviewedAt', type: 'date', access: { read: isAdminField }, admin: { position: 'sidebar', readOnly: true } },
    { name: 'reviewNotes', type: 'textarea', access: { read: isAdminField }, admin: { position: 'sidebar' } },
    { name: 'archiveEligible', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'promotedToArchive', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'archiveId', type: 'text', admin: { position: 'sidebar' } },
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
