import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'
import { expireCacheHooks } from '../shared/expireCache'
import { defaultPublishDate } from './hooks/defaultPublishDate'
import { sanitizeEmbed } from '@/lib/embeds/sanitize'
import { AUDIO_MIME_TYPES } from '@/lib/validation/podcast'
import { stableGuid } from './hooks/stableGuid'
import { DEFAULT_STRAIN_ARCHIVE_CTA, EPISODE_STATUSES, SEO_DESCRIPTION_MAX, toOptions } from '@/lib/validation/options'

/** Herban Conversations episodes; only `published` ones are public (design.md decision 4). */
const cacheHooks = expireCacheHooks(CACHE_TAGS.episodes)
/** Episode images and audio are public while the episode is published. */
const mediaHooks = mediaVisibilityHooks(refsFromFields({ relations: ['audioFile'], urls: ['mainImage', 'thumbnailImage'] }))

export const PodcastEpisodes: CollectionConfig = {
  slug: 'podcast-episodes',
  labels: { singular: 'Podcast episode', plural: 'Podcast episodes' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['episodeNumber', 'title', 'status', 'publishDate'],
    group: 'Podcast',
  },
  defaultSort: '-episodeNumber',
  hooks: {
    beforeChange: [defaultPublishDate],
    afterChange: [...cacheHooks.afterChange, ...mediaHooks.afterChange],
    afterDelete: [...cacheHooks.afterDelete, ...mediaHooks.afterDelete],
  },
  access: {
    read: adminOrWhere({ status: { equals: 'published' } }),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'episodeNumber', type: 'number', required: true, min: 1, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    {
      name: 'descriptEmbed',
      type: 'textarea',
      admin: { description: 'Player embed markup (iframe from an allowed player host). Sanitised on save.' },
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' && value.trim() ? sanitizeEmbed(value) : value)] },
    },
    {
      name: 'audioFile',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { in: [...AUDIO_MIME_TYPES] } },
      admin: { description: 'Uploaded MP3/M4A; its byte length and duration are read from the file. Wins over the audio URL.' },
    },
    { name: 'audioUrl', type: 'text', admin: { description: 'External audio address, used when no file is uploaded.' } },
    {
      type: 'row',
      admin: { condition: (data) => !data?.audioFile },
      fields: [
        { name: 'audioBytes', type: 'number', min: 0, admin: { description: 'Byte length of the external audio (feed enclosure).' } },
        { name: 'audioDuration', type: 'number', min: 0, admin: { description: 'Duration of the external audio in seconds.' } },
      ],
    },
    { name: 'shortSummary', type: 'textarea', required: true },
    { name: 'bulletTakeaways', type: 'text', hasMany: true },
    { name: 'showNotesLinks', type: 'textarea' },
    { name: 'ctaNewsletterUrl', type: 'text' },
    { name: 'ctaStrainArchiveUrl', type: 'text', defaultValue: DEFAULT_STRAIN_ARCHIVE_CTA },
    { name: 'mainImage', type: 'text' },
    { name: 'thumbnailImage', type: 'text' },
    { name: 'publishDate', type: 'date', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: toOptions(EPISODE_STATUSES),
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'metaTitle', type: 'text' },
    { name: 'metaDescription', type: 'textarea', maxLength: SEO_DESCRIPTION_MAX },
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      name: 'guid',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Feed item id; set once, never changes.' },
      // A duplicated episode is a new episode: it must not inherit the original's guid.
      hooks: { beforeValidate: [stableGuid], beforeChange: [stableGuid], beforeDuplicate: [() => null] },
    },
  ],
}
