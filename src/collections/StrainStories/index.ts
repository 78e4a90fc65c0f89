import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { editorialFields, editorialMediaHooks } from '../shared/editorialFields'

export const StrainStories: CollectionConfig = {
  slug: 'strain-stories',
  labels: { singular: 'Strain story', plural: 'Strain stories' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'publishedAt'],
    listSearchableFields: ['title', 'slug'],
    group: 'Content',
    description: 'Long-form strain stories of the shared schema (no public page yet).',
  },
  hooks: editorialMediaHooks,
  access: { read: adminOrWhere({ status: { equals: 'published' } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: editorialFields,
}
