import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { SUBSCRIBER_STATUSES } from '@/lib/validation/newsletter'

/**
 * The spec's `isActive` flag stays (its counters and API read it), but `status` is the truth since
 * double opt-in added a third state: a pending address is not active. Whichever of the two a write
 * sets, the other follows, so old callers that only flip `isActive` keep working.
 */
const syncActiveFlag: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (typeof data.status === 'string') data.isActive = data.status === 'active'
  else if (typeof data.isActive === 'boolean' && data.isActive !== originalDoc?.isActive) data.status = data.isActive ? 'active' : 'inactive'
  return data
}

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'subscribedAt', 'source'], group: 'Community' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [syncActiveFlag] },
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
    // Consent record: what a regulator or the reader may ask us to show.
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: SUBSCRIBER_STATUSES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
    },
    { name: 'source', type: 'text', admin: { description: 'Where they subscribed: a page path, "gate:<id> <path>", or "import".' } },
    { name: 'confirmedAt', type: 'date', admin: { description: 'When they confirmed the address (double opt-in), or subscribed without it.' } },
    { name: 'unsubscribedAt', type: 'date' },
    // Throttles confirmation e-mails to one per hour per address.
    { name: 'confirmationSentAt', type: 'date', admin: { readOnly: true } },
  ],
}
