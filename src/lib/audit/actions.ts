/** Every kind of staff action the audit log records; one code per action, shown with its label. */
export const AUDIT_ACTIONS = [
  { value: 'create', label: 'Create' },
  { value: 'update', label: 'Edit' },
  { value: 'delete', label: 'Delete' },
  { value: 'approve', label: 'Approve' },
  { value: 'reject', label: 'Reject' },
  { value: 'bulk-approve', label: 'Bulk approve' },
  { value: 'bulk-reject', label: 'Bulk reject' },
  { value: 'undo', label: 'Undo' },
  { value: 'restore', label: 'Restore' },
  { value: 'csv-import', label: 'CSV import' },
  { value: 'image-recovery', label: 'Image recovery' },
  { value: 'settings', label: 'Settings change' },
  { value: 'subscriber-delete', label: 'Subscriber deletion' },
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']
