import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'
import { CHANGELOG_TYPES, toOptions } from '@/lib/validation/options'

export const ChangelogEntries: CollectionConfig = {
  slug: 'changelog-entries',
  labels: { singular: 'Changelog entry', plural: 'Changelog entries' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'version', 'isPublic', 'createdAt'], group: 'Content' },
  defaultSort: '-createdAt',
  hooks: expireCacheHooks(CACHE_TAGS.changelog),
  access: { read: adminOrWhere({ isPublic: { equals: true } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'type', type: 'select', required: true, defaultValue: 'feature', options: toOptions(CHANGELOG_TYPES) },
    { name: 'version', type: 'text' },
    { name: 'isPublic', type: 'checkbox', defaultValue: false, index: true },
    { name: 'isNew', type: 'checkbox', defaultValue: true },
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
  ],
}
