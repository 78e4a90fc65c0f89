import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { GATE_ACTIONS } from '@/lib/gates/options'
import { toOptions } from '@/lib/forms/options'

/** What visitors did with a gate; written by the public interaction call, read by gate analytics. */
export const GateInteractions: CollectionConfig = {
  slug: 'gate-interactions',
  labels: { singular: 'Gate interaction', plural: 'Gate interactions' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['gate', 'action', 'email', 'createdAt'],
    listSearchableFields: ['email', 'sessionId'],
    group: 'Growth',
    description: 'What visitors did with each subscription gate; the gate analytics count these.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'gate', type: 'relationship', label: 'Gate', relationTo: 'gates', required: true, index: true },
    {
      name: 'sessionId',
      type: 'text',
      label: 'Visitor session',
      required: true,
      admin: { description: 'Random id the browser made for this visit.' },
    },
    { name: 'userAgent', type: 'text', label: 'Browser', admin: { description: "The browser's user-agent string." } },
    { name: 'action', type: 'select', label: 'Action', required: true, options: toOptions(GATE_ACTIONS), index: true },
    { name: 'email', type: 'email', label: 'E-mail', admin: { description: 'Only when the visitor subscribed.' } },
  ],
}
