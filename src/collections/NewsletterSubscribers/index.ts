import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'isActive', 'subscribedAt'], group: 'Community' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      hooks: {
        // Addresses are compared case-insensitively, so the unique index must see one spelling.
        beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)],
      },
    },
    { name: 'subscribedAt', type: 'date', required: true, defaultValue: () => new Date().toISOString(), index: true },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
  ],
}
