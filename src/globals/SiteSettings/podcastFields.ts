import type { Field } from 'payload'
import { appleCategoryText, PODCAST_CATEGORIES, PODCAST_DEFAULTS } from '@/lib/podcast/rules'
import { PODCAST_NAME } from '@/lib/site/constants'

const httpsUrl = (value: unknown): true | string =>
  value == null || value === '' || (typeof value === 'string' && /^https:\/\/\S+$/i.test(value.trim()))
    ? true
    : 'Enter an https:// address.'

/** Show settings read by the podcast feed (RSS with itunes/podcast tags), the listen-on links and JSON-LD. */
export const podcastSettingsField: Field = {
  name: 'podcast',
  type: 'group',
  label: 'Podcast show (feed, listen-on links)',
  fields: [
    { name: 'title', type: 'text', label: 'Show title', defaultValue: PODCAST_NAME, admin: { placeholder: PODCAST_NAME } },
    {
      name: 'description',
      type: 'textarea',
      label: 'Show description',
      defaultValue: PODCAST_DEFAULTS.description,
      admin: { description: "The feed's description in podcast apps." },
    },
    {
      name: 'author',
      type: 'text',
      label: 'Author',
      defaultValue: PODCAST_DEFAULTS.author,
      admin: { description: 'itunes:author, shown under the show title in podcast apps.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'ownerName', type: 'text', label: 'Owner name', admin: { description: 'itunes:owner name (Apple contacts this person).' } },
        {
          name: 'ownerEmail',
          type: 'email',
          label: 'Owner e-mail',
          admin: { description: 'itunes:owner e-mail; Apple and Spotify verify ownership with it.' },
        },
      ],
    },
    { name: 'language', type: 'text', label: 'Language', defaultValue: PODCAST_DEFAULTS.language, admin: { description: 'e.g. en-us' } },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          label: 'Apple Podcasts category',
          defaultValue: PODCAST_DEFAULTS.category,
          options: PODCAST_CATEGORIES.map((value) => ({ label: appleCategoryText(value), value })),
        },
        { name: 'explicit', type: 'checkbox', label: 'Explicit', defaultValue: PODCAST_DEFAULTS.explicit },
        {
          name: 'locked',
          type: 'checkbox',
          label: 'Locked',
          defaultValue: PODCAST_DEFAULTS.locked,
          admin: { description: 'podcast:locked: other platforms may not import this feed.' },
        },
      ],
    },
    {
      name: 'artwork',
      type: 'upload',
      label: 'Show artwork',
      relationTo: 'media',
      admin: { description: 'Show artwork; the feed serves a 1400 px square JPEG cut from it.' },
    },
    {
      name: 'listenOn',
      type: 'group',
      label: 'Listen on',
      admin: { description: 'Shown as "Listen on" links on the podcast pages when set (RSS is always offered).' },
      fields: [
        {
          name: 'apple',
          label: 'Apple Podcasts link',
          type: 'text',
          validate: httpsUrl,
          admin: { placeholder: 'https://podcasts.apple.com/…' },
        },
        {
          name: 'spotify',
          label: 'Spotify link',
          type: 'text',
          validate: httpsUrl,
          admin: { placeholder: 'https://open.spotify.com/show/…' },
        },
        {
          name: 'youtubeMusic',
          label: 'YouTube Music link',
          type: 'text',
          validate: httpsUrl,
          admin: { placeholder: 'https://music.youtube.com/…' },
        },
      ],
    },
  ],
}
