'use client'

import { useFormFields } from '@payloadcms/ui'
import { BatchRevertButton } from './BatchRevertButton'

/**
 * A `ui` field for the audit log's document view: on a row of a bulk action (it has a batch id), a
 * Restore button that puts every entry of the batch back as it was before it.
 */
export function BatchRestoreField() {
  const batchId = useFormFields(([fields]) => fields.batchId?.value)
  if (typeof batchId !== 'string' || !batchId) return null
  return (
    <div className="field-type">
      <p>Bulk action {batchId.slice(0, 8)}: put every entry back as it was before it.</p>
      <BatchRevertButton batchId={batchId} kind="restore" />
    </div>
  )
}
