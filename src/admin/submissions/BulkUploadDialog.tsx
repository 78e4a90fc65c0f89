'use client'

import { type FormEvent, useId, useRef, useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import type { ContributorMode } from '@/lib/csv/bulk-import'
import type { ApiResult } from '@/lib/http/client'
import { uploadForm } from '@/lib/http/upload'
import { DEFAULT_CONTRIBUTOR_NAME } from '@/lib/validation/texts'
import controls from '../shared/controls.module.css'
import { ProgressBar } from '../shared/ProgressBar'
import {
  BULK_UPLOAD_URL,
  type BulkUploadResponse,
  buildBulkUploadForm,
  bulkUploadToast,
  CONTRIBUTOR_MODE_OPTIONS,
  importedText,
  isBulkUploadResponse,
} from './bulk-upload'
import styles from './BulkUploadDialog.module.css'

export interface BulkUploadDialogProps {
  /** Called after rows were imported, so the submissions list can refresh. */
  onImported: () => void
}

type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'importing' }

/** The dashboard's "Bulk Upload" button and its dialog (admin-area.txt sections 2, 5 and 8). */
export function BulkUploadDialog({ onImported }: BulkUploadDialogProps) {
  const { toast } = useToast()
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const fileInputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [mode, setMode] = useState<ContributorMode>('default')
  const [contributorName, setContributorName] = useState(DEFAULT_CONTRIBUTOR_NAME)
  const [contributorEmail, setContributorEmail] = useState('')
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [report, setReport] = useState<BulkUploadResponse | null>(null)
  const busy = phase.kind !== 'idle'

  const clearFile = () => {
    setFile(null)
    if (fileInputRef.current) fileInputRef.current.value = ''
  }

  const close = () => {
    if (busy) return
    dialogRef.current?.close()
  }

  // A reopened dialog starts from a clean file and report; the contributor choice is kept.
  const resetAfterClose = () => {
    clearFile()
    setReport(null)
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!file || busy) return
    setReport(null)
    setPhase({ kind: 'uploading', percent: 0 })
    const result = await uploadForm<unknown>(BULK_UPLOAD_URL, buildBulkUploadForm({ file, contributorMode: mode, contributorName, contributorEmail }), {
      onProgress: (fraction) => setPhase({ kind: 'uploading', percent: fraction * 100 }),
      onSent: () => setPhase({ kind: 'importing' }),
    })
    setPhase({ kind: 'idle' })
    const outcome: ApiResult<BulkUploadResponse> = !result.ok
      ? result
      : isBulkUploadResponse(result.data)
        ? { ok: true, data: result.data }
        : { ok: false, message: undefined }
    toast(bulkUploadToast(outcome))
    if (!outcome.ok) return
    setReport(outcome.data)
    // The same file must be chosen again on purpose, so a second click cannot import it twice.
    clearFile()
    if (outcome.data.successCount > 0) onImported()
  }

  const titleId = `${id}-title`
  const descriptionId = `${id}-description`
  const fileId = `${id}-file`

  return (
    <>
      <button type="button" className={controls.button} aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()}>
        Bulk Upload
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={busy}
        onCancel={(event) => {
          // Escape must not hide an import that is still running.
          if (busy) event.preventDefault()
        }}
        onClose={resetAfterClose}
      >
        <form className={styles.form} onSubmit={upload}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              Bulk Upload
            </h2>
            <p id={descriptionId} className={controls.hint}>
              Import WIYHS submissions from a CSV file. Valid rows are added as approved; rows with errors are listed below and skipped.
            </p>
          </header>

          <div>
            <label htmlFor={fileId} className={controls.label}>
              CSV file
            </label>
            <input
              ref={fileInputRef}
              id={fileId}
              name="csvFile"
              type="file"
              accept=".csv,text/csv"
              className={controls.input}
              disabled={busy}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null)
                setReport(null)
              }}
            />
          </div>

          <fieldset className={styles.modes} disabled={busy}>
            <legend className={controls.label}>Contributor</legend>
            {CONTRIBUTOR_MODE_OPTIONS.map((option) => (
              <div key={option.mode} className={styles.mode}>
                <input
                  id={`${id}-mode-${option.mode}`}
                  type="radio"
                  name="contributorMode"
                  value={option.mode}
                  checked={mode === option.mode}
                  onChange={() => setMode(option.mode)}
                  className={controls.radio}
                  aria-describedby={`${id}-mode-${option.mode}-help`}
                />
                <div>
                  <label htmlFor={`${id}-mode-${option.mode}`} className={styles.modeLabel}>
                    {option.label}
                  </label>
                  <p id={`${id}-mode-${option.mode}-help`} className={controls.hint}>
                    {option.description}
                  </p>
                </div>
              </div>
            ))}
          </fieldset>

          {mode === 'single' ? (
            <div className={styles.contributor}>
              <div>
                <label htmlFor={`${id}-name`} className={controls.label}>
                  Contributor name
                </label>
                <input
                  id={`${id}-name`}
                  type="text"
                  maxLength={120}
                  autoComplete="off"
                  className={controls.input}
                  value={contributorName}
                  disabled={busy}
                  onChange={(event) => setContributorName(event.currentTarget.value)}
                />
              </div>
              <div>
                <label htmlFor={`${id}-email`} className={controls.label}>
                  Contributor email (optional)
                </label>
                <input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="off"
                  className={controls.input}
                  value={contributorEmail}
                  disabled={busy}
                  onChange={(event) => setContributorEmail(event.currentTarget.value)}
                />
              </div>
            </div>
          ) : null}

          <div className={styles.status} aria-live="polite">
            {phase.kind === 'uploading' ? (
              <>
                <p className={controls.hint}>Uploading… {Math.round(phase.percent)}%</p>
                <ProgressBar label="CSV upload" value={phase.percent} />
              </>
            ) : null}
            {phase.kind === 'importing' ? (
              <>
                <p className={controls.hint}>Importing…</p>
                <ProgressBar label="CSV import" valueText="Importing…" />
              </>
            ) : null}
          </div>

          {report ? <ImportReport report={report} headingId={`${id}-report`} /> : null}

          <footer className={styles.footer}>
            <button type="button" className={controls.button} onClick={close} disabled={busy}>
              {report ? 'Close' : 'Cancel'}
            </button>
            <button type="submit" className={`${controls.button} ${controls.primary}`} disabled={!file || busy}>
              {phase.kind === 'uploading' ? 'Uploading…' : phase.kind === 'importing' ? 'Importing…' : 'Upload'}
            </button>
          </footer>
        </form>
      </dialog>
    </>
  )
}

/** The per-row result of the last import: counts, then each failed row with the reason. */
function ImportReport({ report, headingId }: { report: BulkUploadResponse; headingId: string }) {
  return (
    <section className={styles.report} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.reportTitle}>
        Import report
      </h3>
      <p className={controls.hint}>{importedText(report)}</p>
      <dl className={styles.counts}>
        <div>
          <dt>Imported</dt>
          <dd>{report.successCount}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{report.failedCount}</dd>
        </div>
      </dl>
      {report.errors.length > 0 ? (
        <div className={styles.errors} tabIndex={0} role="region" aria-label="Failed rows">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error) => (
                <tr key={`${error.row}-${error.message}`}>
                  <td>{error.row}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
