'use client'

import { useState } from 'react'
import { useToast } from '@/components/ui/toast'
import { deleteJson } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/validation/texts'
import type { NewsletterSubscriber } from '@/payload-types'
import form from '../../shared/form.module.css'
import type { SubscriberState } from '../Dashboard'
import styles from '../dashboard.module.css'

const statusOf = (subscriber: NewsletterSubscriber) => (subscriber.isActive === false ? 'Inactive' : 'Active')

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

/** One CSV cell: quoted, and a leading formula character neutralised so spreadsheets show it as text. */
const csvCell = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`

function downloadCsv(subscribers: NewsletterSubscriber[]) {
  const rows = [['Email', 'Status', 'Subscribed'], ...subscribers.map((s) => [s.email, statusOf(s), s.subscribedAt])]
  const blob = new Blob([rows.map((row) => row.map(csvCell).join(',')).join('\r\n')], { type: 'text/csv;charset=utf-8' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`
  link.click()
  URL.revokeObjectURL(link.href)
}

export function NewsletterSubscribersTab({ state, onChanged }: { state: SubscriberState; onChanged: () => Promise<void> }) {
  const { toast } = useToast()
  const [deleting, setDeleting] = useState<number | null>(null)

  const remove = async (subscriber: NewsletterSubscriber) => {
    if (!window.confirm(`Delete ${subscriber.email} from the newsletter? This cannot be undone.`)) return
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
        <button
          type="button"
          className={form.secondary}
          disabled={state.status !== 'ready' || state.subscribers.length === 0}
          onClick={() => state.status === 'ready' && downloadCsv(state.subscribers)}
        >
          Export CSV
        </button>
      </div>
      {state.status === 'loading' ? (
        <p className={styles.loading} role="status">
          Loading subscribers…
        </p>
      ) : state.status === 'error' ? (
        <p className={styles.empty} role="alert">
          {state.message}
        </p>
      ) : state.subscribers.length === 0 ? (
        <p className={styles.empty}>No subscribers yet.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Subscribed</th>
                <th scope="col">
                  <span className={styles.srOnly}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.subscribers.map((subscriber) => (
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
                  <td style={{ textAlign: 'right' }}>
                    <button
                      type="button"
                      className={form.danger}
                      onClick={() => remove(subscriber)}
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
    </section>
  )
}
