import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'

/** Listener mood check-ins around an episode (shared schema; no public screen uses them yet). */
export const MoodEntries: CollectionConfig = {
  slug: 'mood-entries',
  labels: { singular: 'Mood entry', plural: 'Mood entries' },
  admin: {
    useAsTitle: 'sessionId',
    defaultColumns: ['episode', 'preMood', 'postMood', 'createdAt'],
    listSearchableFields: ['notes', 'sessionId'],
    group: 'Podcast',
    description: 'Listener mood check-ins before and after an episode.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'episode', type: 'relationship', label: 'Episode', relationTo: 'podcast-episodes', required: true, index: true },
    {
      name: 'sessionId',
      type: 'text',
      label: 'Listener session',
      required: true,
      admin: { description: 'Random id the browser made for this visit.' },
    },
    { name: 'userAgent', type: 'text', label: 'Browser', admin: { description: "The browser's user-agent string." } },
    { name: 'preMood', type: 'number', label: 'Mood before (1-10)', min: 1, max: 10, admin: { description: '1 low, 10 great.' } },
    { name: 'postMood', type: 'number', label: 'Mood after (1-10)', min: 1, max: 10, admin: { description: '1 low, 10 great.' } },
    {
      name: 'moodTags',
      type: 'text',
      label: 'Mood tags',
      hasMany: true,
      admin: { description: 'Words the listener picked, e.g. relaxed, inspired.' },
    },
    { name: 'notes', type: 'textarea', label: 'Notes', admin: { description: 'Free text from the listener.' } },
    { name: 'listenDuration', type: 'number', label: 'Listened for (seconds)', min: 0, admin: { description: 'Seconds' } },
  ],
}
