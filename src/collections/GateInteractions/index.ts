import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { GATE_ACTIONS, toOptions } from '@/lib/validation/options'

/** What visitors did with a gate; written by the public interaction call, read by gate analytics. */
export const GateInteractions: CollectionConfig = {
  slug: 'gate-interactions',
  labels: { singular: 'Gate interaction', plural: 'Gate interactions' },
  admin: { defaultColumns: ['gate', 'action', 'createdAt'], group: 'Growth' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'gate', type: 'relationship', relationTo: 'gates', required: true, index: true },
    { name: 'sessionId', type: 'text', required: true },
    { name: 'userAgent', type: 'text' },
    { name: 'action', type: 'select', required: true, options: toOptions(GATE_ACTIONS), index: true },
    { name: 'email', type: 'email' },
  ],
}
