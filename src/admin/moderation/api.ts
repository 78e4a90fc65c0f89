'use client'

import { useQuery } from '@tanstack/react-query'
import { postJson } from '@/lib/http/client'
import type { BatchSummary, RevertKind } from '@/lib/moderation/bulk'
import { fetchJson } from '../shared/api'

export const BULK_URL = '/api/admin/headstash-submissions/bulk'

/** The bulk-actions list (its own key: a revert refetches it and the submissions board). */
export const BATCHES_KEY = ['moderation', 'bulk-batches'] as const

export const useBatches = () =>
  useQuery({ queryKey: BATCHES_KEY, queryFn: async () => (await fetchJson<{ batches: BatchSummary[] }>(BULK_URL)).batches })

export interface RevertAnswer {
  batchId: string
  restored: number
  skipped: number[]
}

/** Undo (within the window) or restore (later) of one batch; `skipChanged` leaves entries decided again since. */
export const revertBatch = (batchId: string, kind: RevertKind, skipChanged = false) =>
  postJson<RevertAnswer>(`${BULK_URL}/${encodeURIComponent(batchId)}/${kind}`, skipChanged ? { skipChanged: true } : {})
