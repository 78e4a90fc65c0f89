'use client'

import { useCallback, useEffect, useMemo, useState } from 'react'
import { FIX_MISSING_IMAGES_URL } from '@/admin/image-recovery/api'
import { type ScanResponse, scanToast } from '@/admin/image-recovery/toasts'
import { BulkUploadDialog } from '@/admin/submissions/BulkUploadDialog'
import { SampleCsvDownload } from '@/admin/submissions/SampleCsvDownload'
import { useToast } from '@/admin/shared/toast'
import { getJson, postJson } from '@/lib/http/client'
import { FLAMES_MAX, labelFor, PRODUCT_CATEGORIES, SUBMISSION_STATUSES } from '@/lib/validation/options'
import { ADMIN_TOASTS, HIDDEN_NAME_LABEL } from '@/lib/validation/texts'
import type { HeadstashSubmission } from '@/payload-types'
import form from '../../shared/form.module.css'
import styles from '../dashboard.module.css'
import { SubmissionEditDialog } from './SubmissionEditDialog'

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; submissions: HeadstashSubmission[] }

/** The board never lists rejected entries (design.md decision 14), so only these two filter. */
const LISTED_STATUSES = SUBMISSION_STATUSES.filter((status) => status !== 'rejected')

export function WiyhsSubmissionsTab() {
  const [state, setState] = useState<State>({ status: 'loading' })
  const [statusFilter, setStatusFilter] = useState('')
  const [categoryFilter, setCategoryFilter] = useState('')
  const [editing, setEditing] = useState<HeadstashSubmission | null>(null)
  const [scanning, setScanning] = useState(false)
  const [missingImageIds, setMissingImageIds] = useState<ReadonlySet<number>>(new Set())
  const { toast } = useToast()

  const load = useCallback(async () => {
    const result = await getJson<{ submissions: HeadstashSubmission[] }>('/api/admin/headstash-submissions')
    setState(result.ok ? { status: 'ready', submissions: result.data.submissions } : { status: 'error', message: result.message ?? ADMIN_TOASTS.loadFailed })
  }, [])

  useEffect(() => {
    // Fetching on mount is the point of this effect; the state it sets comes back asynchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
  }, [load])

  // The spec's Scan Images button: the image-recovery scan (clears placeholder URLs, finds lost files).
  const scanImages = async () => {
    setScanning(true)
    const result = await postJson<ScanResponse>(FIX_MISSING_IMAGES_URL, {})
    setScanning(false)
    toast(scanToast(result, 'in the Image Recovery tab'))
    if (!result.ok) return
    setMissingImageIds(new Set(result.data.missing.map((item) => item.id)))
    if (result.data.placeholderCount > 0) await load()
  }

  const shown = useMemo(
    () =>
      state.status === 'ready'
        ? state.submissions.filter(
            (submission) => (!statusFilter || submission.status === statusFilter) && (!categoryFilter || submission.category === categoryFilter),
          )
        : [],
    [state, statusFilter, categoryFilter],
  )

  return (
    <section className={styles.mount} aria-labelledby="submissions-tab-title">
      <div className={styles.sectionHeader}>
        <h2 id="submissions-tab-title" className={styles.sectionTitle}>
          WIYHS Submissions{' '}
          {state.status === 'ready' ? <span className={styles.badge}>{shown.length}</span> : null}
        </h2>
        <div className={styles.filters}>
          <label className={form.field}>
            <span className={form.label}>Status</span>
            <select className={form.input} value={statusFilter} onChange={(event) => setStatusFilter(event.target.value)}>
              <option value="">All statuses</option>
              {LISTED_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {labelFor(status)}
                </option>
              ))}
            </select>
          </label>
          <label className={form.field}>
            <span className={form.label}>Category</span>
            <select className={form.input} value={categoryFilter} onChange={(event) => setCategoryFilter(event.target.value)}>
              <option value="">All categories</option>
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {labelFor(category)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className={form.secondary} onClick={() => void scanImages()} disabled={scanning}>
          {scanning ? 'Scanning...' : 'Scan Images'}
        </button>
        <SampleCsvDownload />
        <BulkUploadDialog onImported={() => void load()} />
      </div>

      {state.status === 'loading' ? (
        <p className={styles.loading} role="status">
          Loading submissions…
        </p>
      ) : state.status === 'error' ? (
        <p className={styles.empty} role="alert">
          {state.message}
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>No submissions match these filters.</p>
      ) : (
        <ul className={styles.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Submissions">
          {shown.map((submission) => (
            <li key={submission.id} className={styles.card}>
              {submission.imageUrl ? (
                // Submission images are site paths or bucket URLs of any host, not next/image sources.
                // eslint-disable-next-line @next/next/no-img-element
                <img className={styles.thumb} src={submission.imageUrl} alt="" loading="lazy" onError={(event) => (event.currentTarget.hidden = true)} />
              ) : null}
              <div className={styles.cardHeader}>
                <h3 className={styles.cardTitle}>{submission.name}</h3>
                <span className={styles.badge} data-tone={submission.status}>
                  {submission.status}
                </span>
              </div>
              <p className={styles.meta}>
                {labelFor(submission.category)} · {submission.flames}/{FLAMES_MAX} flames
              </p>
              <p className={styles.meta}>
                {submission.submittedBy}
                {submission.displayName === false ? (
                  <span className={styles.badge} data-tone="hidden" title="The Cloud shows Anonymous">
                    {HIDDEN_NAME_LABEL}
                  </span>
                ) : null}{' '}
                · {submission.location}
              </p>
              {missingImageIds.has(submission.id) ? (
                <p className={styles.meta}>
                  <span className={styles.badge} data-tone="rejected">
                    Image file missing
                  </span>
                </p>
              ) : null}
              <div className={styles.footer}>
                <button
                  type="button"
                  className={form.secondary}
                  onClick={() => setEditing(submission)}
                  aria-label={`Edit ${submission.name}`}
                >
                  Edit
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <SubmissionEditDialog
          submission={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null)
            await load()
          }}
        />
      ) : null}
    </section>
  )
}
