'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { ApiResult } from '@/lib/http/client'
import { uploadForm } from '@/lib/http/upload'
import { AdminModal, useAdminModal } from '../shared/AdminModal'
import { ProgressBar } from '../shared/ProgressBar'
import layout from '../shared/layout.module.css'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { BulkImportReport } from './BulkImportReport'
import { BulkUploadForm, type Phase } from './BulkUploadForm'
import {
  BULK_UPLOAD_URL,
  type BulkUploadChoice,
  type BulkUploadResponse,
  buildBulkUploadForm,
  bulkUploadToast,
  isBulkUploadResponse,
} from './bulk-upload'

const SLUG = 'bulk-upload'

/**
 * The dashboard's "Bulk Upload" button and its dialog. The upload
 * lives here, outside the modal's content, so Escape during an import cannot lose it: the dialog
 * reopens until the import has answered.
 */
export function BulkUploadDialog() {
  const modal = useAdminModal(SLUG)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [report, setReport] = useState<BulkUploadResponse | null>(null)

  const upload = useAdminMutation({
    request: async (choice: BulkUploadChoice): Promise<ApiResult<BulkUploadResponse>> => {
      setReport(null)
      setPhase({ kind: 'uploading', percent: 0 })
      const result = await uploadForm<unknown>(BULK_UPLOAD_URL, buildBulkUploadForm(choice), {
        onProgress: (fraction) => setPhase({ kind: 'uploading', percent: fraction * 100 }),
        onSent: () => setPhase({ kind: 'importing' }),
      })
      setPhase({ kind: 'idle' })
      // A 2xx answer that is not the endpoint's JSON (a proxy page, say) counts as a failed upload.
      if (!result.ok) return result
      return isBulkUploadResponse(result.data) ? { ok: true, data: result.data } : { ok: false, message: undefined }
    },
    failure: (message) => bulkUploadToast({ ok: false, message }),
    success: (data) => bulkUploadToast({ ok: true, data }),
    onSuccess: setReport,
    invalidates: (data) => (data.successCount > 0 ? adminKeys.submissions : null),
  })

  const { isOpen, open } = modal
  const busy = upload.isPending
  useEffect(() => {
    if (busy && !isOpen) open()
  }, [busy, isOpen, open])

  return (
    <>
      <Button
        buttonStyle="secondary"
        margin={false}
        extraButtonProps={{ 'aria-haspopup': 'dialog' }}
        onClick={() => {
          // A reopened dialog starts from a clean file and report.
          setReport(null)
          modal.open()
        }}
      >
        Bulk Upload
      </Button>
      <AdminModal
        slug={SLUG}
        title="Bulk Upload"
        size="small"
        description="Import WIYHS submissions from a CSV file. Valid rows are added as approved; rows with errors are listed below and skipped."
      >
        <BulkUploadForm phase={phase} onUpload={(choice) => upload.mutate(choice)} onClose={modal.close} hasReport={report !== null}>
          <div className={layout.stack} aria-live="polite" hidden={phase.kind === 'idle'}>
            {phase.kind === 'uploading' ? (
              <>
                <p className={layout.hint}>Uploading… {Math.round(phase.percent)}%</p>
                <ProgressBar label="CSV upload" value={phase.percent} />
              </>
            ) : null}
            {phase.kind === 'importing' ? (
              <>
                <p className={layout.hint}>Importing…</p>
                <ProgressBar label="CSV import" valueText="Importing…" />
              </>
            ) : null}
          </div>
          {report ? <BulkImportReport report={report} /> : null}
        </BulkUploadForm>
      </AdminModal>
    </>
  )
}
