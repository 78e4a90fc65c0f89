'use client'

import { Pill } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { BatchSummary } from '@/lib/moderation/bulk'
import layout from '../shared/layout.module.css'
import { QueryState } from '../shared/QueryState'
import { useBatches } from './api'
import { BatchRevertButton } from './BatchRevertButton'

const ACTION_LABEL: Record<BatchSummary['action'], string> = { 'bulk-approve': 'Approved', 'bulk-reject': 'Rejected' }
const REVERTED_LABEL = { undo: 'Undone', restore: 'Restored' } as const

/** Re-renders when the soonest open undo window closes, so its button turns into Restore. */
function useNow(batches: BatchSummary[] | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const next = (batches ?? []).map((batch) => new Date(batch.undoUntil).getTime()).filter((time) => time > now)
    if (next.length === 0) return
    const timer = setTimeout(() => setNow(Date.now()), Math.min(...next) - now + 50)
    return () => clearTimeout(timer)
  }, [batches, now])
  return now
}

/** The latest bulk approvals and rejections of submissions, each with Undo (for 10 s) or Restore. */
export function BulkBatchesPanel() {
  const query = useBatches()
  const now = useNow(query.data)
  return (
    <section className={layout.stack} aria-labelledby="bulk-batches-title">
      <h1 id="bulk-batches-title" className={layout.sectionTitle}>
        Bulk actions
      </h1>
      <p className={layout.meta}>
        Every bulk approve or reject of WIYHS submissions. Restore puts each entry back as it was before the action; entries decided again
        since are left alone only if you choose so.
      </p>
      <QueryState
        query={query}
        loadingText="Loading bulk actions…"
        isEmpty={(batches) => batches.length === 0}
        empty="No bulk actions yet."
      >
        {(batches) => (
          <div className={layout.scrollBox}>
            <table className={layout.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Entries</th>
                  <th scope="col">Batch</th>
                  <th scope="col" aria-label="Undo or restore" />
                </tr>
              </thead>
              <tbody>
                {batches.map((batch) => (
                  <tr key={batch.batchId}>
                    <td>{new Date(batch.createdAt).toLocaleString()}</td>
                    <td>{batch.actorEmail ?? '—'}</td>
                    <td>{ACTION_LABEL[batch.action]}</td>
                    <td>{batch.entries}</td>
                    <td>
                      <code>{batch.batchId.slice(0, 8)}</code>
                    </td>
                    <td>
                      {batch.revertedBy ? (
                        <Pill size="small">{REVERTED_LABEL[batch.revertedBy]}</Pill>
                      ) : (
                        <BatchRevertButton
                          batchId={batch.batchId}
                          kind={new Date(batch.undoUntil).getTime() > now ? 'undo' : 'restore'}
                          entries={batch.entries}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  )
}
