import { Forbidden, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { isAdmin } from '@/access'
import { AUDIT_ACTIONS } from '@/lib/audit/actions'

const nobody = () => false

const WRITES = new Set(['create', 'update', 'delete'])

/**
 * Access control answers the APIs; this also stops the Local API, where `overrideAccess` is the
 * default, so no code path of the app can edit or delete a row (only `recordAudit` appends, in SQL).
 */
const appendOnly: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (WRITES.has(operation)) throw new Forbidden()
  return args
}

const DIFF_FIELD = '@/admin/audit/DiffField#DiffField'
const DIFF_CELL = '@/admin/audit/DiffCell#DiffCell'

/**
 * Who did what: one row per staff action, appended by `recordAudit` in the transaction of the change it
 * describes. Staff read and filter it; nobody creates, edits or deletes it through any API (REST and the
 * admin answer 403, GraphQL has no mutations for it), and each row's hash chains to the previous one so
 * `npm run audit:verify` finds a row changed directly in the database.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit log entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'actorName', 'action', 'collection', 'targetId', 'diff', 'reason'],
    listSearchableFields: ['actorName', 'actorEmail', 'targetId', 'reason', 'requestId', 'batchId'],
    group: 'Staff',
    description:
      'Every staff action, append-only: nobody can edit or delete an entry. Filter by action, collection, staff member, target or date; search by name, target, reason or request.',
    disableCopyToLocale: true,
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  lockDocuments: false,
  graphQL: { disableMutations: true },
  hooks: { beforeOperation: [appendOnly] },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'actor',
      type: 'relationship',
      label: 'Staff member',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true, description: 'Who acted (empty once their account is deleted; the name below stays).' },
    },
    {
      name: 'actorUserId',
      type: 'number',
      label: 'Staff member id',
      index: true,
      admin: { readOnly: true, description: 'Their account id, kept after the account is deleted.' },
    },
    {
      name: 'actorName',
      type: 'text',
      label: 'Staff name',
      index: true,
      admin: { readOnly: true, description: 'Their username at the time.' },
    },
    { name: 'actorEmail', type: 'text', label: 'Staff e-mail', admin: { readOnly: true, description: 'Their e-mail at the time.' } },
    {
      name: 'action',
      type: 'select',
      label: 'Action',
      required: true,
      options: AUDIT_ACTIONS.map((action) => ({ ...action })),
      index: true,
      admin: { readOnly: true, description: 'What kind of action it was.' },
    },
    {
      name: 'collection',
      type: 'text',
      label: 'Collection',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'Where the target lives (a collection or settings page).' },
    },
    { name: 'targetId', type: 'text', label: 'Target', index: true, admin: { readOnly: true, description: 'Id of the changed document.' } },
    {
      name: 'diff',
      type: 'json',
      label: 'Changes',
      admin: {
        readOnly: true,
        description: 'Each changed field, before and after.',
        components: { Field: DIFF_FIELD, Cell: DIFF_CELL },
      },
    },
    { name: 'reason', type: 'text', label: 'Reason', admin: { readOnly: true, description: 'Why, when staff gave a reason.' } },
    {
      name: 'requestId',
      type: 'text',
      label: 'Request',
      index: true,
      admin: { readOnly: true, description: 'The request that made the change.' },
    },
    {
      name: 'batchId',
      type: 'text',
      label: 'Batch',
      index: true,
      admin: { readOnly: true, description: 'Shared by the rows of one bulk action.' },
    },
    {
      // On a row of a bulk action, a Restore button that puts the batch back as it was before it.
      name: 'restoreBatch',
      type: 'ui',
      admin: { components: { Field: '@/admin/moderation/BatchRestoreField#BatchRestoreField' } },
    },
    {
      name: 'previousHash',
      type: 'text',
      label: 'Previous hash',
      admin: { readOnly: true, description: 'Hash of the row before this one.' },
    },
    { name: 'hash', type: 'text', label: 'Hash', admin: { readOnly: true, description: 'Covers this row and the previous hash.' } },
  ],
}
