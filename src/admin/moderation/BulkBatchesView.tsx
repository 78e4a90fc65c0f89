import type { AdminViewServerProps } from 'payload'
import { AdminScreen } from '../shared/AdminScreen'
import { BulkBatchesPanel } from './BulkBatchesPanel'

/** /admin/bulk-actions: the bulk decisions on submissions, to undo or restore. */
export function BulkBatchesView(props: AdminViewServerProps) {
  return (
    <AdminScreen props={props} collection="audit-log">
      <BulkBatchesPanel />
    </AdminScreen>
  )
}
