import type { CollectionConfig } from 'payload'
import { anyone, isAdmin, isAdminField } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'
import { expireCacheHooks } from '../shared/expireCache'

/** The public layout (favicon, logo, default social image) is rebuilt on the next request. */
const cacheHooks = expireCacheHooks(CACHE_TAGS.brand)
/** Brand assets drive the public layout, so an uploaded asset is public while a setting uses it. */
const mediaHooks = mediaVisibilityHooks(refsFromFields({ urls: ['value'] }))

/** Brand assets (favicon, social image, logos) addressed by a key that never changes once created. */
export const BrandSettings: CollectionConfig = {
  slug: 'brand-settings',
  labels: { singular: 'Brand setting', plural: 'Brand settings' },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'value', 'lastUpdated'], group: 'Settings' },
  // Read by anyone: every value is an asset URL the public layout renders anyway (favicon, logo,
  // social image), so the public reader needs no bypass; who changed it stays staff-only.
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    afterChange: [...cacheHooks.afterChange, ...mediaHooks.afterChange],
    afterDelete: [...cacheHooks.afterDelete, ...mediaHooks.afterDelete],
    beforeChange: [
      ({ data, req }) => ({ ...data, lastUpdated: new Date().toISOString(), updatedBy: req.user?.id ?? data.updatedBy }),
    ],
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, access: { update: () => false } },
    { name: 'description', type: 'text' },
    { name: 'value', type: 'text', required: true, admin: { description: 'URL of the asset' } },
    { name: 'lastUpdated', type: 'date', admin: { readOnly: true } },
    { name: 'updatedBy', type: 'relationship', relationTo: 'users', access: { read: isAdminField }, admin: { readOnly: true } },
  ],
}
