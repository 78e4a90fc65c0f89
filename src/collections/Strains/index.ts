import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { GROWING_DIFFICULTIES, STRAIN_TYPES } from '@/lib/strains/options'
import { toOptions } from '@/lib/forms/options'

/** The curated strain catalogue of the shared schema (distinct from community strain submissions). */
export const Strains: CollectionConfig = {
  slug: 'strains',
  labels: { singular: 'Strain', plural: 'Strains' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'breeder', 'averageRating', 'isActive'],
    listSearchableFields: ['name', 'breeder', 'genetics'],
    group: 'Content',
    description: 'The curated strain catalogue (not the community submissions).',
  },
  access: { read: adminOrWhere({ isActive: { equals: true } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', label: 'Strain name', required: true, unique: true, admin: { placeholder: 'e.g. Blue Dream' } },
    { name: 'type', type: 'select', label: 'Type', required: true, options: toOptions(STRAIN_TYPES) },
    { name: 'genetics', type: 'text', label: 'Genetics (lineage)', admin: { placeholder: 'e.g. Blueberry x Haze' } },
    { name: 'breeder', type: 'text', label: 'Breeder', admin: { placeholder: 'e.g. DJ Short' } },
    { name: 'thcContent', type: 'text', label: 'THC Content', admin: { placeholder: 'e.g. 17-24%' } },
    { name: 'cbdContent', type: 'text', label: 'CBD Content', admin: { placeholder: 'e.g. <1%' } },
    { name: 'terpenes', type: 'text', label: 'Terpenes', hasMany: true, admin: { description: 'One per entry, e.g. myrcene.' } },
    { name: 'flavorProfile', type: 'text', label: 'Flavor profile', hasMany: true, admin: { description: 'One per entry, e.g. berry.' } },
    { name: 'effects', type: 'text', label: 'Effects', hasMany: true, admin: { description: 'One per entry, e.g. uplifting.' } },
    {
      name: 'medicalBenefits',
      type: 'text',
      label: 'Medical benefits',
      hasMany: true,
      admin: { description: 'One per entry, e.g. stress relief.' },
    },
    { name: 'growingDifficulty', type: 'select', label: 'Growing difficulty', options: toOptions(GROWING_DIFFICULTIES) },
    { name: 'floweringTime', type: 'text', label: 'Flowering time', admin: { placeholder: 'e.g. 9-10 weeks' } },
    { name: 'yield', type: 'text', label: 'Yield', admin: { placeholder: 'e.g. 500 g/m²' } },
    { name: 'description', type: 'textarea', label: 'Description', admin: { description: 'A few sentences about the strain.' } },
    { name: 'imageUrl', type: 'text', label: 'Picture address (URL)', admin: { placeholder: 'https://… or /api/media/file/…' } },
    {
      name: 'averageRating',
      type: 'number',
      label: 'Average rating (0-5)',
      defaultValue: 0,
      min: 0,
      max: 5,
      admin: { description: 'Mean of the reviews, 0 to 5.' },
    },
    {
      name: 'reviewCount',
      type: 'number',
      label: 'Number of reviews',
      defaultValue: 0,
      min: 0,
      admin: { description: 'How many reviews the average is built from.' },
    },
    { name: 'isActive', type: 'checkbox', label: 'Active', defaultValue: true, admin: { description: 'Off: hidden from the public.' } },
  ],
}
