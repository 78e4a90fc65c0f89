import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { editorialFields } from '../shared/editorialFields'

export const StrainStories: CollectionConfig = {
  slug: 'strain-stories',
  labels: { singular: 'Strain story', plural: 'Strain stories' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'publishedAt'], group: 'Content' },
  access: { read: adminOrWhere({ status: { equals: 'published' } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: editorialFields,
}
