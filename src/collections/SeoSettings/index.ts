import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'
import { ROBOTS_DIRECTIVES, SEO_DESCRIPTION_MAX, TWITTER_CARDS } from '@/lib/validation/options'

const asIs = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** Per-route overrides of the metadata presets in code (src/lib/seo). */
export const SeoSettings: CollectionConfig = {
  slug: 'seo-settings',
  labels: { singular: 'SEO setting', plural: 'SEO settings' },
  admin: { useAsTitle: 'pageRoute', defaultColumns: ['pageRoute', 'title', 'isActive'], group: 'Settings' },
  hooks: expireCacheHooks(CACHE_TAGS.seo),
  // The public reads active overrides only (they end up in every page's head anyway); staff read all.
  access: { read: adminOrWhere({ isActive: { not_equals: false } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'pageRoute', type: 'text', required: true, unique: true, index: true, access: { update: () => false } },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true, maxLength: SEO_DESCRIPTION_MAX },
    { name: 'keywords', type: 'text', admin: { description: 'Comma separated' } },
    { name: 'ogTitle', type: 'text' },
    { name: 'ogDescription', type: 'textarea' },
    { name: 'ogImage', type: 'text' },
    { name: 'twitterCard', type: 'select', defaultValue: 'summary_large_image', options: asIs(TWITTER_CARDS) },
    { name: 'canonical', type: 'text' },
    { name: 'robotsDirective', type: 'select', defaultValue: 'index, follow', options: asIs(ROBOTS_DIRECTIVES) },
    {
      name: 'structuredData',
      type: 'textarea',
      admin: { description: 'JSON-LD' },
      validate: (value: string | null | undefined) => {
        if (!value) return true
        try {
          JSON.parse(value)
          return true
        } catch {
          return 'Structured data must be valid JSON'
        }
      },
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true },
  ],
}
