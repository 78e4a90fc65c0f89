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
    { name: 'strainName', type: 'text', required: true, index: true },
    { name: 'strainType', type: 'select', required: true, defaultValue: 'hybrid', options: toOptions(STRAIN_TYPES) },
    { name: 'submitterName', type: 'text', required: true },
    { name: 'submitterEmail', type: 'email', required: true, access: { read: isAdminField } },
    { name: 'description', type: 'textarea', required: true },
    { name: 'effects', type: 'textarea' },
    { name: 'thcContent', type: 'text' },
    { name: 'cbdContent', type: 'text' },
    { name: 'terpenes', type: 'text' },
    { name: 'growInfo', type: 'textarea' },
    { name: 'personalStory', type: 'textarea' },
    { name: 'isApproved', type: 'checkbox', defaultValue: false },
  ],
}
