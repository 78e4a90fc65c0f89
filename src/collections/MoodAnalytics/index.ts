import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'

/** Per-episode aggregate of mood entries (shared schema). */
export const MoodAnalytics: CollectionConfig = {
  slug: 'mood-analytics',
  labels: { singular: 'Mood analytics', plural: 'Mood analytics' },
  admin: { defaultColumns: ['episode', 'totalEntries', 'moodImprovement', 'lastCalculated'], group: 'Podcast' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'episode', type: 'relationship', relationTo: 'podcast-episodes', required: true, unique: true },
    { name: 'averagePreMood', type: 'number' },
    { name: 'averagePostMood', type: 'number' },
    { name: 'moodImprovement', type: 'number' },
    { name: 'totalEntries', type: 'number', defaultValue: 0 },
    { name: 'topTags', type: 'text', hasMany: true },
    { name: 'lastCalculated', type: 'date' },
  ],
}
