import type { CollectionConfig } from 'payload'
import { anyone, isAdmin, isAdminField } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'
import { expireCacheHooks } from '../shared/expireCache'
import { taskScreenListComponents } from '../shared/taskScreen'
import { BRAND_FIELD_LABELS } from '@/lib/brand/labels'

/** The public layout (favicon, logo, default social image) is rebuilt on the next request. */
const cacheHooks = expireCacheHooks(CACHE_TAGS.brand)
/** Brand assets drive the public layout, so an uploaded asset is public while a setting uses it. */
const mediaHooks = mediaVisibilityHooks(refsFromFields({ urls: ['value'] }))

/** Brand assets (favicon, social image, logos) addressed by a key that never changes once created. */
export const BrandSettings: CollectionConfig = {
  slug: 'brand-settings',
  labels: { singular: 'Brand setting', plural: 'Brand settings' },
  admin: {
    components: taskScreenListComponents,
    useAsTitle: 'key',
    defaultColumns: ['key', 'description', 'value', 'lastUpdated'],
    listSearchableFields: ['key', 'description'],
    group: 'Settings',
    description: 'Favicon, logo and default social image of the public site.',
  },
  // Read by anyone: every value is an asset URL the public layout renders anyway (favicon, logo,
  // social image), so the public reader needs no bypass; who changed it stays staff-only.
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    afterChange: [...cacheHooks.afterChange, ...mediaHooks.afterChange],
    afterDelete: [...cacheHooks.afterDelete, ...mediaHooks.afterDelete],
    beforeChange: [({ data, req }) => ({ ...data, lastUpdated: new Date().toISOString(), updatedBy: req.user?.id ?? data.updatedBy })],
  },
  fields: [
    {
      name: 'key',
      type: 'text',
      label: BRAND_FIELD_LABELS.key,
      required: true,
      unique: true,
      index: true,
      access: { update: () => false },
      admin: {
        placeholder: 'e.g. favicon, logo, social-image',
        description: 'Names the asset; its badge (favicon, social, logo) comes from it. Cannot change later.',
      },
    },
    { name: 'description', type: 'text', label: BRAND_FIELD_LABELS.description, admin: { placeholder: 'e.g. Square logo for the header' } },
    {
      name: 'value',
      type: 'text',
      label: BRAND_FIELD_LABELS.value,
      required: true,
      admin: { placeholder: 'https://… or /api/media/file/…', description: 'Where the asset is served from.' },
    },
    { name: 'lastUpdated', type: 'date', label: 'Last updated', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'updatedBy',
      type: 'relationship',
      label: 'Updated by',
      relationTo: 'users',
      access: { read: isAdminField },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
