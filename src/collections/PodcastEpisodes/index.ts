import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { mediaVisibilityHooks, refsFromFields } from '../Media/hooks/visibility'
import { expireCacheHooks } from '../shared/expireCache'
import { draftVersions, publishedForVisitors, publishUnlessDraft, restoreAsPublished, skipOnDraftSave } from '../shared/publishState'
import { defaultPublishDate } from './hooks/defaultPublishDate'
import { slugFromTitle, validateSlug } from './hooks/slugFromTitle'
import { episodeStatusOf, PUBLISHED_ONLY } from '@/lib/publishing/state'
import { sanitizeEmbed } from '@/lib/embeds/sanitize'
import { AUDIO_MIME_TYPES } from '@/lib/podcast/rules'
import { stableGuid } from './hooks/stableGuid'
import { companionFields } from './companionFields'
import { episodePreviewUrl } from '@/lib/preview/paths'
import { LIVE_PREVIEW_BREAKPOINTS } from '../shared/livePreview'
import { DEFAULT_STRAIN_ARCHIVE_CTA } from '@/lib/strains/options'
import { EPISODE_STATUSES } from '@/lib/publishing/state'
import { SEO_DESCRIPTION_MAX } from '@/lib/seo/options'
import { toOptions } from '@/lib/forms/options'
import { taskScreenListComponents } from '../shared/taskScreen'

/** Herban Conversations episodes; only published ones are public, archived ones are left out of the listings. */
const cacheHooks = expireCacheHooks(CACHE_TAGS.episodes)
/** Episode images, audio, transcripts and chapter/person pictures are public while the episode is published. */
const mediaHooks = mediaVisibilityHooks(
  refsFromFields({ relations: ['audioFile', 'transcripts.file', 'chapters.image', 'persons.img'], urls: ['mainImage', 'thumbnailImage'] }),
)

export const PodcastEpisodes: CollectionConfig = {
  slug: 'podcast-episodes',
  labels: { singular: 'Podcast episode', plural: 'Podcast episodes' },
  admin: {
    components: taskScreenListComponents,
    useAsTitle: 'title',
    defaultColumns: ['episodeNumber', 'title', '_status', 'archived', 'publishDate', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'shortSummary'],
    group: 'Podcast',
    description: 'Herban Conversations episodes. Only published episodes are public.',
    // "Preview" opens the episode page in draft mode: staff see the draft they are editing.
    preview: (doc) => episodePreviewUrl(doc),
    livePreview: {
      // Absolute, on the origin the admin is served from: Payload only talks to a pane on that origin.
      url: ({ data, req }) => {
        const path = episodePreviewUrl(data)
        return path ? `${req.origin}${path}` : null
      },
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    },
  },
  defaultSort: '-episodeNumber',
  versions: draftVersions,
  hooks: {
    beforeOperation: [publishUnlessDraft, publishedForVisitors],
    beforeChange: [restoreAsPublished, defaultPublishDate],
    afterChange: skipOnDraftSave([...cacheHooks.afterChange, ...mediaHooks.afterChange]),
    afterDelete: [...cacheHooks.afterDelete, ...mediaHooks.afterDelete],
  },
  access: {
    read: adminOrWhere(PUBLISHED_ONLY),
    // Versions hold drafts: staff only (Payload's default lets any signed-in account read them).
    readVersions: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'episodeNumber',
      type: 'number',
      label: 'Episode number',
      required: true,
      min: 1,
      index: true,
      admin: { placeholder: '1', description: 'At least 1; used in the slug (ep001-…).' },
    },
    { name: 'title', type: 'text', label: 'Title', required: true, admin: { placeholder: 'e.g. Legacy growers on the new market' } },
    {
      name: 'slug',
      type: 'text',
      label: 'URL slug',
      required: true,
      unique: true,
      index: true,
      // Left empty, it is made from the number and title on save (a published URL never moves after).
      validate: validateSlug,
      hooks: { beforeValidate: [slugFromTitle] },
      admin: {
        description: 'The episode page is /herban-conversations/<slug>. Left empty, it is made from the number and title (ep001-title).',
        placeholder: 'ep001-my-episode-title',
      },
    },
    {
      name: 'descriptEmbed',
      type: 'textarea',
      label: 'Player embed',
      admin: { description: 'Player embed markup (iframe from an allowed player host). Sanitised on save.' },
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' && value.trim() ? sanitizeEmbed(value) : value)] },
    },
    {
      name: 'audioFile',
      type: 'upload',
      label: 'Audio file',
      relationTo: 'media',
      filterOptions: { mimeType: { in: [...AUDIO_MIME_TYPES] } },
      admin: { description: 'Uploaded MP3/M4A; its byte length and duration are read from the file. Wins over the audio URL.' },
    },
    {
      name: 'audioUrl',
      type: 'text',
      label: 'Audio address (URL)',
      admin: { placeholder: 'https://…/episode.mp3', description: 'External audio address, used when no file is uploaded.' },
    },
    {
      type: 'row',
      admin: { condition: (data) => !data?.audioFile },
      fields: [
        {
          name: 'audioBytes',
          type: 'number',
          label: 'Audio size (bytes)',
          min: 0,
          admin: { description: 'Byte length of the external audio (feed enclosure).' },
        },
        {
          name: 'audioDuration',
          type: 'number',
          label: 'Audio duration (seconds)',
          min: 0,
          admin: { description: 'Duration of the external audio in seconds.' },
        },
      ],
    },
    {
      name: 'shortSummary',
      type: 'textarea',
      label: 'Short summary',
      required: true,
      admin: { description: 'Shown on the episode list and in the feed.' },
    },
    { name: 'bulletTakeaways', type: 'text', label: 'Key takeaways', hasMany: true, admin: { description: 'One point per entry.' } },
    { name: 'showNotesLinks', type: 'textarea', label: 'Show notes links', admin: { description: 'One link per line.' } },
    ...companionFields,
    {
      name: 'ctaNewsletterUrl',
      type: 'text',
      label: 'Newsletter button link',
      admin: { placeholder: 'https://…', description: 'Defaults to the main site when empty.' },
    },
    {
      name: 'ctaStrainArchiveUrl',
      type: 'text',
      label: 'Strain archive button link',
      defaultValue: DEFAULT_STRAIN_ARCHIVE_CTA,
      admin: { placeholder: DEFAULT_STRAIN_ARCHIVE_CTA, description: "Where the episode page's archive button leads." },
    },
    {
      name: 'mainImage',
      type: 'text',
      label: 'Main image address (URL)',
      admin: { placeholder: 'https://… or /api/media/file/…', description: 'Hero of the episode page, 1344x756 (16:9).' },
    },
    {
      name: 'thumbnailImage',
      type: 'text',
      label: 'Thumbnail image address (URL)',
      admin: { placeholder: 'https://… or /api/media/file/…', description: 'Shown on the episode cards.' },
    },
    {
      name: 'publishDate',
      type: 'date',
      label: 'Publish date',
      index: true,
      admin: { description: 'Shown on the page and in the feed; today when left empty on publishing.' },
    },
    {
      name: 'archived',
      type: 'checkbox',
      label: 'Archived',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Kept out of the episode lists, the feed and the sitemap; once published its page stays at its address.',
      },
    },
    {
      // The contract's status (draft/published/archived), read from the publish state and `archived`; never
      // stored, so it cannot disagree with them. Saving it through Payload changes nothing.
      name: 'status',
      type: 'select',
      label: 'Episode status',
      virtual: true,
      options: toOptions(EPISODE_STATUSES),
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => episodeStatusOf(siblingData)] },
    },
    { name: 'metaTitle', type: 'text', label: 'SEO title', admin: { description: 'Defaults to the title.' } },
    {
      name: 'metaDescription',
      type: 'textarea',
      label: 'SEO description',
      maxLength: SEO_DESCRIPTION_MAX,
      admin: { description: 'Defaults to the short summary.' },
    },
    { name: 'author', type: 'relationship', label: 'Author', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      name: 'guid',
      type: 'text',
      label: 'Feed GUID',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Feed item id; set once, never changes.' },
      // A duplicated episode is a new episode: it must not inherit the original's guid.
      hooks: { beforeValidate: [stableGuid], beforeChange: [stableGuid], beforeDuplicate: [() => null] },
    },
  ],
}
