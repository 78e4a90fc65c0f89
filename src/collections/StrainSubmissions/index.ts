import type { CollectionConfig } from 'payload'
import { anyone, isAdmin, isAdminField } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'
import { STRAIN_TYPES } from '@/lib/strains/options'
import { toOptions } from '@/lib/forms/options'

/**
 * Strains sent through /stashgate. The slug is not `strain-submissions` because the contract's own
 * `/api/strain-submissions` call lives at that path (docs/decisions.md#contract); the table, the TypeScript type and the GraphQL
 * names keep the entity's one name.
 * The strain cloud shows every entry at once (there is no review step), so anyone may read them — but never
 * the submitter's e-mail.
 */
export const StrainSubmissions: CollectionConfig = {
  slug: 'strain-entries',
  dbName: 'strain_submissions',
  typescript: { interface: 'StrainSubmission' },
  graphQL: { singularName: 'StrainSubmission', pluralName: 'StrainSubmissions' },
  labels: { singular: 'Strain submission', plural: 'Strain submissions' },
  admin: {
    useAsTitle: 'strainName',
    defaultColumns: ['strainName', 'strainType', 'submitterName', 'isApproved', 'createdAt'],
    listSearchableFields: ['strainName', 'submitterName', 'description', 'terpenes'],
    group: 'Community',
    description: 'Strains sent through /stashgate; they show in the strain cloud (/stashcloud) at once.',
  },
  defaultSort: '-createdAt',
  hooks: expireCacheHooks(CACHE_TAGS.strains),
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'strainName', type: 'text', label: 'Strain name', required: true, index: true, admin: { placeholder: 'e.g. Blue Dream' } },
    { name: 'strainType', type: 'select', label: 'Strain type', required: true, defaultValue: 'hybrid', options: toOptions(STRAIN_TYPES) },
    {
      name: 'submitterName',
      type: 'text',
      label: 'Submitted by',
      required: true,
      admin: { placeholder: 'Name or handle', description: 'Shown on the strain card.' },
    },
    {
      name: 'submitterEmail',
      type: 'email',
      label: 'E-mail',
      required: true,
      access: { read: isAdminField },
      admin: { description: 'Never shown publicly.' },
    },
    { name: 'description', type: 'textarea', label: 'Description', required: true, admin: { description: 'At least 10 characters.' } },
    {
      name: 'effects',
      type: 'textarea',
      label: 'Effects',
      admin: { placeholder: 'e.g. uplifting, creative', description: 'Also decides the vibe tab (Energy, Chill, Euphoric, Cerebral).' },
    },
    { name: 'thcContent', type: 'text', label: 'THC Content', admin: { placeholder: 'e.g. 22%' } },
    { name: 'cbdContent', type: 'text', label: 'CBD Content', admin: { placeholder: 'e.g. 0.5%' } },
    { name: 'terpenes', type: 'text', label: 'Dominant Terpenes', admin: { placeholder: 'e.g. myrcene, limonene' } },
    { name: 'growInfo', type: 'textarea', label: 'Growing Information', admin: { placeholder: 'e.g. 9-week flower, indoor' } },
    { name: 'personalStory', type: 'textarea', label: 'Personal Story', admin: { description: "The submitter's own words." } },
    {
      name: 'isApproved',
      type: 'checkbox',
      label: 'Approved',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Recorded only: the strain cloud lists every entry, approved or not.' },
    },
  ],
}
