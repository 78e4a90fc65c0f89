'use client'

import { Button } from '@payloadcms/ui'
import type { ChangeEvent } from 'react'
import { useState } from 'react'
import { postJson } from '@/lib/http/client'
import type { ImportReport } from '@/lib/newsletter/csv'
import { SUBSCRIBER_IMPORT_MESSAGES } from '@/lib/newsletter/schema'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import layout from '../shared/layout.module.css'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { SUBSCRIBERS_IMPORT_URL } from './api'

/** "Import CSV" of newsletter subscribers: the file goes up as text; the per-row report stays until dismissed. */
export function useSubscriberImport() {
  const [report, setReport] = useState<ImportReport | null>(null)
  const mutation = useAdminMutation({
    request: async (file: File) => postJson<ImportReport>(SUBSCRIBERS_IMPORT_URL, { csv: await file.text() }),
    failure: { title: ADMIN_TOASTS.importFailed, fallback: SUBSCRIBER_IMPORT_MESSAGES.noFile },
    success: (report) => ({ title: ADMIN_TOASTS.subscribersImported(report.imported) }),
    invalidates: adminKeys.subscribers,
    onSuccess: setReport,
  })
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so choosing the same file again still imports it.
    event.target.value = ''
    if (file) mutation.mutate(file)
  }
  return { importing: mutation.isPending, report, dismiss: () => setReport(null), onFile }
}

/** The file picker styled as a secondary button: a label, so clicking anywhere on it opens the picker. */
export function ImportCsvButton({ importing, onFile }: Pick<ReturnType<typeof useSubscriberImport>, 'importing' | 'onFile'>) {
  return (
    <Button el="label" buttonStyle="secondary" margin={false} disabled={importing} className={layout.focusWithin}>
      {importing ? 'Importing…' : 'Import CSV'}
      <input type="file" accept=".csv,text/csv" className={layout.srOnly} disabled={importing} onChange={onFile} />
    </Button>
  )
}

export function SubscriberImportReport({ report, onDismiss }: { report: ImportReport; onDismiss: () => void }) {
  const notImported = report.rows.filter((row) => row.outcome !== 'imported')
  return (
    <div role="status" className={layout.notice}>
      <p className={layout.sectionHeader}>
        <span>
          Import: {report.imported} imported, {report.skipped} skipped, {report.invalid} invalid.
        </span>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onDismiss}>
          Dismiss
        </Button>
      </p>
      {notImported.length > 0 ? (
        <ul aria-label="Rows not imported">
          {notImported.map((row) => (
            <li key={row.row}>
              Row {row.row}: {row.email || '(empty)'} — {row.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
