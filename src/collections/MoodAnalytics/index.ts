import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'

/** Per-episode aggregate of mood entries (shared schema). */
export const MoodAnalytics: CollectionConfig = {
  slug: 'mood-analytics',
  labels: { singular: 'Mood analytics', plural: 'Mood analytics' },
  admin: {
    defaultColumns: ['episode', 'totalEntries', 'moodImprovement', 'lastCalculated'],
    group: 'Podcast',
    description: 'Per-episode averages of listener mood check-ins.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'episode', type: 'relationship', label: 'Episode', relationTo: 'podcast-episodes', required: true, unique: true },
    { name: 'averagePreMood', type: 'number', label: 'Average mood before', admin: { description: 'On a scale of 1 to 10.' } },
    { name: 'averagePostMood', type: 'number', label: 'Average mood after', admin: { description: 'On a scale of 1 to 10.' } },
    { name: 'moodImprovement', type: 'number', label: 'Mood improvement', admin: { description: 'Average after minus average before.' } },
    {
      name: 'totalEntries',
      type: 'number',
      label: 'Check-ins',
      defaultValue: 0,
      admin: { description: 'Number of mood entries counted.' },
    },
    { name: 'topTags', type: 'text', label: 'Top mood tags', hasMany: true, admin: { description: 'Most used tags first.' } },
    { name: 'lastCalculated', type: 'date', label: 'Last calculated' },
  ],
}
