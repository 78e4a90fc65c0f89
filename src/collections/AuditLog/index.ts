import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { AUDIT_ACTIONS } from '@/lib/audit/actions'

const nobody = () => false

/**
 * Who did what: one row per staff action, appended by `recordAudit` in the transaction of the change it
 * describes. Staff read it; nobody creates, edits or deletes it through any API, and each row's hash
 * chains to the previous one so `npm run audit:verify` finds a row changed directly in the database.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit log entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'actorEmail', 'action', 'collection', 'targetId', 'reason'],
    listSearchableFields: ['actorEmail', 'targetId', 'reason', 'requestId', 'batchId'],
    group: 'Staff',
    description: 'Every staff action, append-only. Nobody can edit or delete an entry.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'actor', type: 'relationship', label: 'Staff member', relationTo: 'users', index: true, admin: { description: 'Who acted.' } },
    { name: 'actorEmail', type: 'text', label: 'Staff e-mail', admin: { description: 'Their e-mail at the time of the action.' } },
    {
      name: 'action',
      type: 'select',
      label: 'Action',
      required: true,
      options: AUDIT_ACTIONS.map((action) => ({ ...action })),
      index: true,
    },
    {
      name: 'collection',
      type: 'text',
      label: 'Collection',
      required: true,
      index: true,
      admin: { description: 'Where the target lives.' },
    },
    { name: 'targetId', type: 'text', label: 'Target', index: true, admin: { description: 'Id of the changed document.' } },
    { name: 'diff', type: 'json', label: 'Changes', admin: { description: 'Each changed field, before and after.' } },
    { name: 'reason', type: 'text', label: 'Reason', admin: { description: 'Why, when staff gave a reason.' } },
    { name: 'requestId', type: 'text', label: 'Request', index: true, admin: { description: 'The request that made the change.' } },
    { name: 'batchId', type: 'text', label: 'Batch', index: true, admin: { description: 'Shared by the rows of one bulk action.' } },
    { name: 'previousHash', type: 'text', label: 'Previous hash', admin: { description: 'Hash of the row before this one.' } },
    { name: 'hash', type: 'text', label: 'Hash', admin: { description: 'Covers this row and the previous hash.' } },
  ],
}
