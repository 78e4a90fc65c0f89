import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'

/** Listener mood check-ins around an episode (shared schema; no public screen uses them yet). */
export const MoodEntries: CollectionConfig = {
  slug: 'mood-entries',
  labels: { singular: 'Mood entry', plural: 'Mood entries' },
  admin: { defaultColumns: ['episode', 'preMood', 'postMood', 'createdAt'], group: 'Podcast' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'episode', type: 'relationship', relationTo: 'podcast-episodes', required: true, index: true },
    { name: 'sessionId', type: 'text', required: true },
    { name: 'userAgent', type: 'text' },
    { name: 'preMood', type: 'number', min: 1, max: 10 },
    { name: 'postMood', type: 'number', min: 1, max: 10 },
    { name: 'moodTags', type: 'text', hasMany: true },
    { name: 'notes', type: 'textarea' },
    { name: 'listenDuration', type: 'number', min: 0, admin: { description: 'Seconds' } },
  ],
}
