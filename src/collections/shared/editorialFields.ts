import type { Field } from 'payload'
import { CONTENT_STATUSES } from '@/lib/publishing/state'
import { toOptions } from '@/lib/forms/options'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'

/** Featured and social images (the SEO plugin's `meta.image`) are public while the story is published. */
export const editorialMediaHooks = mediaVisibilityHooks(refsFromFields({ relations: ['featuredImage', 'meta.image'] }))

/** Fields shared by the long-form editorial collections (strain stories, culture drops). */
export const editorialFields: Field[] = [
  { name: 'title', type: 'text', label: 'Title', required: true, admin: { placeholder: 'Headline' } },
  {
    name: 'slug',
    type: 'text',
    label: 'URL slug',
    required: true,
    unique: true,
    index: true,
    admin: { placeholder: 'my-story-title', description: 'Lower-case words joined by hyphens.' },
  },
  { name: 'content', type: 'richText', label: 'Content' },
  { name: 'excerpt', type: 'textarea', label: 'Excerpt', admin: { description: 'A short teaser for lists and the SEO description.' } },
  { name: 'featuredImage', type: 'upload', label: 'Featured image', relationTo: 'media' },
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'draft',
    label: 'Status',
    options: toOptions(CONTENT_STATUSES),
    index: true,
    admin: { position: 'sidebar', description: 'Only published items are public.' },
  },
  { name: 'author', type: 'relationship', label: 'Author', relationTo: 'users', admin: { position: 'sidebar' } },
  { name: 'publishedAt', type: 'date', label: 'Published at', admin: { position: 'sidebar' } },
]
