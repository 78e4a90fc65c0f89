import type { Field } from 'payload'
import { appleCategoryText, PODCAST_CATEGORIES, PODCAST_DEFAULTS } from '@/lib/validation/podcast'
import { PODCAST_NAME } from '@/lib/site/constants'

const httpsUrl = (value: unknown): true | string =>
  value == null || value === '' || (typeof value === 'string' && /^https:\/\/\S+$/i.test(value.trim())) ? true : 'Enter an https:// address.'

/** Show settings read by the podcast feed (RSS with itunes/podcast tags), the listen-on links and JSON-LD. */
export const podcastSettingsField: Field = {
  name: 'podcast',
  type: 'group',
  label: 'Podcast show (feed, listen-on links)',
  fields: [
    { name: 'title', type: 'text', defaultValue: PODCAST_NAME },
    { name: 'description', type: 'textarea', defaultValue: PODCAST_DEFAULTS.description },
    { name: 'author', type: 'text', defaultValue: PODCAST_DEFAULTS.author },
    {
      type: 'row',
      fields: [
        { name: 'ownerName', type: 'text', admin: { description: 'itunes:owner name (Apple contacts this person).' } },
        { name: 'ownerEmail', type: 'email', admin: { description: 'itunes:owner e-mail; Apple and Spotify verify ownership with it.' } },
      ],
    },
    { name: 'language', type: 'text', defaultValue: PODCAST_DEFAULTS.language, admin: { description: 'e.g. en-us' } },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          defaultValue: PODCAST_DEFAULTS.category,
          options: PODCAST_CATEGORIES.map((value) => ({ label: appleCategoryText(value), value })),
        },
        { name: 'explicit', type: 'checkbox', defaultValue: PODCAST_DEFAULTS.explicit },
        {
          name: 'locked',
          type: 'checkbox',
          defaultValue: PODCAST_DEFAULTS.locked,
          admin: { description: 'podcast:locked: other platforms may not import this feed.' },
        },
      ],
    },
    {
      name: 'artwork',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Show artwork; the feed serves a 1400 px square JPEG cut from it.' },
    },
    {
      name: 'listenOn',
      type: 'group',
      admin: { description: 'Shown as "Listen on" links on the podcast pages when set (RSS is always offered).' },
      fields: [
        { name: 'apple', label: 'Apple Podcasts URL', type: 'text', validate: httpsUrl },
        { name: 'spotify', label: 'Spotify URL', type: 'text', validate: httpsUrl },
        { name: 'youtubeMusic', label: 'YouTube Music URL', type: 'text', validate: httpsUrl },
      ],
    },
  ],
}
