import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { SUBSCRIBER_STATUSES } from '@/lib/newsletter/schema'
import { taskScreenListComponents } from '../shared/taskScreen'

/**
 * The contract's `isActive` flag stays (its counters and API read it), but `status` is the truth since
 * double opt-in added a third state: a pending address is not active. Whichever of the two a write
 * sets, the other follows, so old callers that only set `isActive` keep working. Here `status` already
 * holds its default (create) or its stored value (update), so a flag that disagrees with an unchanged
 * status can only mean the caller set the flag alone.
 */
const syncActiveFlag: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const flagOnly =
    operation === 'create'
      ? data.isActive === false && data.status === 'active'
      : typeof data.isActive === 'boolean' &&
        data.isActive !== originalDoc?.isActive &&
        (data.status ?? originalDoc?.status) === originalDoc?.status
  if (flagOnly) data.status = data.isActive ? 'active' : 'inactive'
  else if (typeof data.status === 'string') data.isActive = data.status === 'active'
  return data
}

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    components: taskScreenListComponents,
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'subscribedAt', 'source'],
    listSearchableFields: ['email', 'source'],
    group: 'Community',
    description: 'Smoke Signals readers. Status Active is subscribed; Pending still has to confirm the address.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [syncActiveFlag] },
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'E-mail',
      required: true,
      unique: true,
      admin: { placeholder: 'name@example.com', description: 'Stored lower-case; one subscription per address.' },
      hooks: {
        // Addresses are compared case-insensitively, so the unique index must see one spelling.
        beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)],
      },
    },
    {
      name: 'subscribedAt',
      type: 'date',
      label: 'Subscribed on',
      required: true,
      defaultValue: () => new Date().toISOString(),
      index: true,
    },
    {
      name: 'isActive',
      type: 'checkbox',
      label: 'Active',
      defaultValue: true,
      index: true,
      admin: { readOnly: true, description: 'Follows the status: only Active is active.' },
    },
    // Consent record: what a regulator or the reader may ask us to show.
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'active',
      index: true,
      options: SUBSCRIBER_STATUSES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
    },
    {
      name: 'source',
      type: 'text',
      label: 'Source',
      admin: { description: 'Where they subscribed: a page path, "gate:<id> <path>", or "import".' },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      label: 'Confirmed on',
      admin: { description: 'When they confirmed the address (double opt-in), or subscribed without it.' },
    },
    { name: 'unsubscribedAt', type: 'date', label: 'Unsubscribed on' },
    // A suppressed address gets no newsletter, whatever its status (a hard bounce, a complaint, staff).
    {
      name: 'suppressedAt',
      type: 'date',
      label: 'Suppressed on',
      admin: { description: 'Set: the newsletter is not sent to this address.' },
    },
    {
      name: 'suppressionReason',
      type: 'text',
      label: 'Suppression reason',
      admin: { description: 'Why no newsletter goes to this address: a hard bounce, repeated soft bounces or a complaint.' },
    },
    // When the last confirmation e-mail went out. The one-per-hour limit itself is kept per mailbox in
    // src/lib/newsletter/confirmation-sends.ts, across every spelling of the address.
    {
      name: 'confirmationSentAt',
      type: 'date',
      label: 'Confirmation e-mail sent',
      admin: { readOnly: true, description: 'At most one confirmation e-mail per hour per mailbox.' },
    },
  ],
}
