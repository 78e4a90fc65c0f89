import type { Field } from 'payload'
import { CONTENT_STATUSES, toOptions } from '@/lib/validation/options'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'

/** Featured and social images (the SEO plugin's `meta.image`) are public while the story is published. */
export const editorialMediaHooks = mediaVisibilityHooks(refsFromFields({ relations: ['featuredImage', 'meta.image'] }))

/** Fields shared by the long-form editorial collections (strain stories, culture drops). */
export const editorialFields: Field[] = [
  { name: 'title', type: 'text', required: true },
  { name: 'slug', type: 'text', required: true, unique: true, index: true },
  { name: 'content', type: 'richText' },
  { name: 'excerpt', type: 'textarea' },
  { name: 'featuredImage', type: 'upload', relationTo: 'media' },
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'draft',
    options: toOptions(CONTENT_STATUSES),
    index: true,
    admin: { position: 'sidebar' },
  },
  { name: 'author', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
  { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
]
