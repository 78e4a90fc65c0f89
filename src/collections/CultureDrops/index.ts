import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { editorialFields, editorialMediaHooks } from '../shared/editorialFields'

export const CultureDrops: CollectionConfig = {
  slug: 'culture-drops',
  labels: { singular: 'Culture drop', plural: 'Culture drops' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'dropType', 'status', 'publishedAt'],
    listSearchableFields: ['title', 'slug', 'dropType'],
    group: 'Content',
    description: 'Culture drops of the shared schema (no public page yet).',
  },
  hooks: editorialMediaHooks,
  access: { read: adminOrWhere({ status: { equals: 'published' } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    ...editorialFields,
    { name: 'dropType', type: 'text', label: 'Drop type', admin: { placeholder: 'e.g. merch, event, playlist' } },
  ],
}
