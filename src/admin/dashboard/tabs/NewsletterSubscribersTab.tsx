'use client'

import { type ChangeEvent, useState } from 'react'
import { useToast } from '@/admin/shared/toast'
import type { ImportReport } from '@/lib/newsletter/csv'
import { deleteJson, postJson } from '@/lib/http/client'
import { SUBSCRIBER_IMPORT_MESSAGES, SUBSCRIBER_STATUSES, type SubscriberStatus } from '@/lib/validation/newsletter'
import { ADMIN_TOASTS } from '@/lib/validation/texts'
import type { NewsletterSubscriber } from '@/payload-types'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import form from '../../shared/form.module.css'
import type { SubscriberState } from '../Dashboard'
import styles from '../dashboard.module.css'

const STATUS_LABEL: Record<SubscriberStatus, string> = { pending: 'Pending', active: 'Active', inactive: 'Inactive' }
const statusOf = (subscriber: NewsletterSubscriber) => STATUS_LABEL[subscriber.status]

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

const EXPORT_URL = '/api/admin/newsletter/subscribers/export'

export function NewsletterSubscribersTab({ state, onChanged }: { state: SubscriberState; onChanged: () => Promise<void> }) {
  const { toast } = useToast()
  const [deleting, setDeleting] = useState<number | null>(null)
  const [confirming, setConfirming] = useState<NewsletterSubscriber | null>(null)
  const [filter, setFilter] = useState<SubscriberStatus | 'all'>('all')
  const [importing, setImporting] = useState(false)
  const [report, setReport] = useState<ImportReport | null>(null)
  const shown = state.status === 'ready' ? state.subscribers.filter((s) => filter === 'all' || s.status === filter) : []

  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setImporting(true)
    const result = await postJson<ImportReport>('/api/admin/newsletter/subscribers/import', { csv: await file.text() })
    setImporting(false)
    if (!result.ok) {
      toast({ title: 'Import failed', description: result.message ?? SUBSCRIBER_IMPORT_MESSAGES.noFile, variant: 'destructive' })
      return
    }
    setReport(result.data)
    toast({ title: `Imported ${result.data.imported} subscriber${result.data.imported === 1 ? '' : 's'}` })
    await onChanged()
  }

  const remove = async (subscriber: NewsletterSubscriber) => {
    setConfirming(null)
    setDeleting(subscriber.id)
    const result = await deleteJson(`/api/admin/newsletter/subscribers/${subscriber.id}`)
    setDeleting(null)
    if (!result.ok) {
      toast({ title: ADMIN_TOASTS.deleteFailed, description: result.message ?? ADMIN_TOASTS.subscriberDeleteFallback, variant: 'destructive' })
      return
    }
    toast({ title: ADMIN_TOASTS.subscriberDeleted })
    await onChanged()
  }

  return (
    <section className={styles.mount} aria-labelledby="subscribers-tab-title">
      <div className={styles.sectionHeader}>
        <h2 id="subscribers-tab-title" className={styles.sectionTitle}>
          Newsletter Subscribers
        </h2>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <label>
            <span className={styles.srOnly}>Show</span>
            <select className={form.input} value={filter} onChange={(event) => setFilter(event.target.value as SubscriberStatus | 'all')} aria-label="Filter by status">
              <option value="all">All statuses</option>
              {SUBSCRIBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABEL[status]}
                </option>
              ))}
            </select>
          </label>
          <label className={form.secondary} aria-disabled={importing}>
            {importing ? 'Importing…' : 'Import CSV'}
            <input type="file" accept=".csv,text/csv" className={styles.srOnly} disabled={importing} onChange={(event) => void importCsv(event)} />
          </label>
          {/* The server builds the file (consent columns included) and the browser downloads it with the session cookie. */}
          <a className={form.secondary} href={filter === 'all' ? EXPORT_URL : `${EXPORT_URL}?status=${filter}`} download>
            Export CSV
          </a>
        </div>
      </div>
      {report ? (
        <div role="status" className={styles.mount}>
          <p>
            Import: {report.imported} imported, {report.skipped} skipped, {report.invalid} invalid.{' '}
            <button type="button" className={form.secondary} onClick={() => setReport(null)}>
              Dismiss
            </button>
          </p>
          {report.rows.some((row) => row.outcome !== 'imported') ? (
            <ul aria-label="Rows not imported">
              {report.rows
                .filter((row) => row.outcome !== 'imported')
                .map((row) => (
                  <li key={row.row}>
                    Row {row.row}: {row.email || '(empty)'} — {row.message}
                  </li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {state.status === 'loading' ? (
        <p className={styles.loading} role="status">
          Loading subscribers…
        </p>
      ) : state.status === 'error' ? (
        <p className={styles.empty} role="alert">
          {state.message}
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{state.subscribers.length === 0 ? 'No subscribers yet.' : `No ${filter} subscribers.`}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Subscribed</th>
                <th scope="col">Source</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Unsubscribed</th>
                <th scope="col">
                  <span className={styles.srOnly}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td>{subscriber.email}</td>
                  <td>
                    <span className={styles.badge} data-tone={statusOf(subscriber).toLowerCase()}>
                      {statusOf(subscriber)}
                    </span>
                  </td>
                  <td>
                    <time dateTime={subscriber.subscribedAt}>{formatDate(subscriber.subscribedAt)}</time>
                  </td>
                  <td>{subscriber.source ?? '—'}</td>
                  <td>{subscriber.confirmedAt ? <time dateTime={subscriber.confirmedAt}>{formatDate(subscriber.confirmedAt)}</time> : '—'}</td>
                  <td>{subscriber.unsubscribedAt ? <time dateTime={subscriber.unsubscribedAt}>{formatDate(subscriber.unsubscribedAt)}</time> : '—'}</td>
                  <td style={{ textAlign: 'right' }}>
                    <button
                      type="button"
                      className={form.danger}
                      onClick={() => setConfirming(subscriber)}
                      disabled={deleting === subscriber.id}
                      aria-label={`Delete ${subscriber.email}`}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete subscriber"
        message={`Delete ${confirming?.email ?? ''} from the newsletter? This cannot be undone.`}
        confirmLabel="Delete"
        busy={deleting !== null}
        onConfirm={() => confirming && void remove(confirming)}
        onClose={() => setConfirming(null)}
      />
    </section>
  )
}
