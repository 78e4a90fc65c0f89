import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'

/** Brand assets (favicon, social image, logos) addressed by a key that never changes once created. */
export const BrandSettings: CollectionConfig = {
  slug: 'brand-settings',
  labels: { singular: 'Brand setting', plural: 'Brand settings' },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'value', 'lastUpdated'], group: 'Settings' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    // The public layout (favicon, logo, default social image) is rebuilt on the next request.
    ...expireCacheHooks(CACHE_TAGS.brand),
    beforeChange: [
      ({ data, req }) => ({ ...data, lastUpdated: new Date().toISOString(), updatedBy: req.user?.id ?? data.updatedBy }),
    ],
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, access: { update: () => false } },
    { name: 'description', type: 'text' },
    { name: 'value', type: 'text', required: true, admin: { description: 'URL of the asset' } },
    { name: 'lastUpdated', type: 'date', admin: { readOnly: true } },
    { name: 'updatedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
