import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { SEARCH_SCOPES } from '@/lib/search/rules'
import { toOptions } from '@/lib/forms/options'

/**
 * Searches that found nothing, counted per normalised text (src/lib/search/misses.ts): what visitors look
 * for and the archive lacks. Query text only, never who searched. Written by the search itself (raw
 * upsert), so nobody creates or edits these here; staff read and clear them.
 */
export const SearchMisses: CollectionConfig = {
  slug: 'search-misses',
  labels: { singular: 'Search without results', plural: 'Searches without results' },
  admin: {
    useAsTitle: 'query',
    defaultColumns: ['query', 'scope', 'searches', 'lastSearchedAt'],
    listSearchableFields: ['query'],
    group: 'Growth',
    description: 'Searches on The Cloud and the strain cloud that found nothing, most frequent first.',
  },
  defaultSort: '-searches',
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['scope', 'query'], unique: true }],
  fields: [
    {
      name: 'query',
      type: 'text',
      label: 'Search',
      required: true,
      admin: { description: 'What was typed, lower case and without punctuation, as the search read it.' },
    },
    { name: 'scope', type: 'select', label: 'Where', required: true, options: toOptions(SEARCH_SCOPES) },
    {
      name: 'searches',
      type: 'number',
      label: 'Searches',
      required: true,
      defaultValue: 1,
      index: true,
      admin: { description: 'How many times this search found nothing.' },
    },
    { name: 'lastSearchedAt', type: 'date', label: 'Last searched', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
