'use client'

import { Button } from '@payloadcms/ui'
import { useDeferredValue, useState } from 'react'
import { deleteJson } from '@/lib/http/client'
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@/lib/newsletter/schema'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import type { NewsletterSubscriber } from '@/payload-types'
import { ConfirmationDialog, useAdminModal } from '../shared/AdminModal'
import layout from '../shared/layout.module.css'
import { QueryState } from '../shared/QueryState'
import { LoadMore } from '../shared/LoadMore'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { SUBSCRIBERS_EXPORT_URL, SUBSCRIBERS_URL, useSubscribers } from './api'
import { ImportCsvButton, SubscriberImportReport, useSubscriberImport } from './SubscriberImport'
import { STATUS_LABEL, SubscribersTable } from './SubscribersTable'

const CONFIRM_SLUG = 'delete-subscriber'

/** The Newsletter Subscribers tab: filter, import, export, and delete with a confirmation. */
export function SubscribersPanel() {
  const confirmModal = useAdminModal(CONFIRM_SLUG)
  const [filter, setFilter] = useState<SubscriberStatus | 'all'>('all')
  const [search, setSearch] = useState('')
  const q = useDeferredValue(search.trim())
  const query = useSubscribers({ status: filter === 'all' ? undefined : filter, q: q || undefined })
  const shown = query.data?.pages.flatMap((page) => page.subscribers) ?? []
  const total = query.data?.pages[0]?.totalDocs ?? 0
  const [confirming, setConfirming] = useState<NewsletterSubscriber | null>(null)
  const csvImport = useSubscriberImport()

  const remove = useAdminMutation({
    request: (subscriber: NewsletterSubscriber) => deleteJson(`${SUBSCRIBERS_URL}/${subscriber.id}`),
    failure: { title: ADMIN_TOASTS.deleteFailed, fallback: ADMIN_TOASTS.subscriberDeleteFallback },
    success: { title: ADMIN_TOASTS.subscriberDeleted },
    invalidates: adminKeys.subscribers,
  })

  return (
    <section className={layout.stack} aria-labelledby="subscribers-tab-title">
      <div className={layout.sectionHeader}>
        <h2 id="subscribers-tab-title" className={layout.sectionTitle}>
          Newsletter Subscribers
        </h2>
        <div className={layout.toolbar}>
          <input
            className={layout.input}
            type="search"
            value={search}
            aria-label="Search addresses"
            placeholder="Search addresses"
            onChange={(event) => setSearch(event.target.value)}
          />
          <select
            className={layout.input}
            value={filter}
            aria-label="Filter by status"
            onChange={(event) => setFilter(event.target.value as SubscriberStatus | 'all')}
          >
            <option value="all">All statuses</option>
            {SUBSCRIBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </select>
          <ImportCsvButton importing={csvImport.importing} onFile={csvImport.onFile} />
          {/* The server builds the file (consent columns included); the browser downloads it with the session cookie. */}
          <Button
            el="anchor"
            url={filter === 'all' ? SUBSCRIBERS_EXPORT_URL : `${SUBSCRIBERS_EXPORT_URL}?status=${filter}`}
            buttonStyle="secondary"
            margin={false}
            extraButtonProps={{ download: true }}
          >
            Export CSV
          </Button>
        </div>
      </div>
      {csvImport.report ? <SubscriberImportReport report={csvImport.report} onDismiss={csvImport.dismiss} /> : null}
      <QueryState
        query={query}
        loadingText="Loading subscribers…"
        isEmpty={() => shown.length === 0}
        empty={filter === 'all' && !q ? 'No subscribers yet.' : `No ${filter === 'all' ? '' : `${filter} `}subscribers match.`}
      >
        {() => (
          <>
            <SubscribersTable
              subscribers={shown}
              deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
              onDelete={(subscriber) => {
                setConfirming(subscriber)
                confirmModal.open()
              }}
            />
            <LoadMore shown={shown.length} total={total} query={query} />
          </>
        )}
      </QueryState>
      <ConfirmationDialog
        slug={CONFIRM_SLUG}
        title="Delete subscriber"
        message={`Delete ${confirming?.email ?? ''} from the newsletter? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => (confirming ? remove.mutateAsync(confirming) : undefined)}
      />
    </section>
  )
}
