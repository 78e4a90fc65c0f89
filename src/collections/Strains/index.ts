import type { CollectionConfig } from 'payload'
import { adminOrWhere, isAdmin } from '@/access'
import { GROWING_DIFFICULTIES, STRAIN_TYPES, toOptions } from '@/lib/validation/options'

/** The curated strain catalogue of the shared schema (distinct from community strain submissions). */
export const Strains: CollectionConfig = {
  slug: 'strains',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'averageRating', 'isActive'], group: 'Content' },
  access: { read: adminOrWhere({ isActive: { equals: true } }), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'type', type: 'select', required: true, options: toOptions(STRAIN_TYPES) },
    { name: 'genetics', type: 'text' },
    { name: 'breeder', type: 'text' },
    { name: 'thcContent', type: 'text' },
    { name: 'cbdContent', type: 'text' },
    { name: 'terpenes', type: 'text', hasMany: true },
    { name: 'flavorProfile', type: 'text', hasMany: true },
    { name: 'effects', type: 'text', hasMany: true },
    { name: 'medicalBenefits', type: 'text', hasMany: true },
    { name: 'growingDifficulty', type: 'select', options: toOptions(GROWING_DIFFICULTIES) },
    { name: 'floweringTime', type: 'text' },
    { name: 'yield', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'imageUrl', type: 'text' },
    { name: 'averageRating', type: 'number', defaultValue: 0, min: 0, max: 5 },
    { name: 'reviewCount', type: 'number', defaultValue: 0, min: 0 },
    { name: 'isActive', type: 'checkbox', defaultValue: true },
  ],
}
