import type { CollectionConfig } from 'payload'
import { anyone, isAdmin, isAdminField } from '@/access'
import { CACHE_TAGS } from '@/lib/cache'
import { expireCacheHooks } from '../shared/expireCache'
import { STRAIN_TYPES, toOptions } from '@/lib/validation/options'

/**
 * Strains sent through /stashgate. The slug is not `strain-submissions` because the spec's own
 * `/api/strain-submissions` call lives at that path; the table keeps the spec's name.
 * The strain cloud shows every entry at once (spec section 4), so anyone may read them — but never
 * the submitter's e-mail.
 */
export const StrainSubmissions: CollectionConfig = {
  slug: 'strain-entries',
  dbName: 'strain_submissions',
  labels: { singular: 'Strain submission', plural: 'Strain submissions' },
  admin: {
    useAsTitle: 'strainName',
    defaultColumns: ['strainName', 'strainType', 'submitterName', 'isApproved', 'createdAt'],
    group: 'Community',
  },
  defaultSort: '-createdAt',
  hooks: expireCacheHooks(CACHE_TAGS.strains),
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'strainName', type: 'text', label: 'Strain name', required: true, index: true },
    { name: 'strainType', type: 'select', label: 'Strain type', required: true, defaultValue: 'hybrid', options: toOptions(STRAIN_TYPES) },
    { name: 'submitterName', type: 'text', label: 'Submitted by', required: true },
    {
      name: 'submitterEmail',
      type: 'email',
      label: 'E-mail',
      required: true,
      access: { read: isAdminField },
      admin: { description: 'Never shown publicly.' },
    },
    { name: 'description', type: 'textarea', label: 'Description', required: true },
    { name: 'effects', type: 'textarea', label: 'Effects' },
    { name: 'thcContent', type: 'text', label: 'THC Content', admin: { placeholder: 'e.g. 22%' } },
    { name: 'cbdContent', type: 'text', label: 'CBD Content', admin: { placeholder: 'e.g. 0.5%' } },
    { name: 'terpenes', type: 'text', label: 'Dominant Terpenes', admin: { placeholder: 'e.g. myrcene, limonene' } },
    { name: 'growInfo', type: 'textarea', label: 'Growing Information' },
    { name: 'personalStory', type: 'textarea', label: 'Personal Story' },
    { name: 'isApproved', type: 'checkbox', label: 'Approved', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
