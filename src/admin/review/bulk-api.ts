/**
 * The client side of the bulk decision and its undo:
 *   POST /api/admin/headstash-submissions/bulk  { ids, action: 'approve' | 'reject', reason?, note? }
 *     → 200 { batchId, changed, undoUntil (ISO) }; 400 / 403 / 409 { message }
 *   POST /api/admin/headstash-submissions/bulk/{batchId}/undo
 *     → 200 { batchId, restored }; 410 { message } once the undo window has passed
 * Kept apart from the rest of the review screen so the contract is checked in one place.
 */
import { type ApiResult, postJson } from '@/lib/http/client'
import type { RejectionReason } from '@/lib/submissions/options'
import { SUBMISSIONS_URL } from '../submissions/api'

export const BULK_DECISION_URL = `${SUBMISSIONS_URL}/bulk`

export const bulkUndoUrl = (batchId: string) => `${BULK_DECISION_URL}/${encodeURIComponent(batchId)}/undo`

export type BulkAction = 'approve' | 'reject'

export interface BulkDecisionRequest {
  ids: number[]
  action: BulkAction
  reason?: RejectionReason
  note?: string
}

export interface BulkDecisionResponse {
  batchId: string
  changed: number
  /** When the server stops accepting the undo. */
  undoUntil: string
}

export interface BulkUndoResponse {
  batchId: string
  restored: number
}

/** The server's answer when the undo window has passed. */
export const UNDO_GONE_STATUS = 410

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

export const isBulkDecisionResponse = (value: unknown): value is BulkDecisionResponse =>
  isObject(value) && typeof value.batchId === 'string' && typeof value.changed === 'number' && typeof value.undoUntil === 'string'

export const isBulkUndoResponse = (value: unknown): value is BulkUndoResponse =>
  isObject(value) && typeof value.batchId === 'string' && typeof value.restored === 'number'

/** An answer of the wrong shape is a failure, not data the screen would misread. */
function checked<T>(result: ApiResult<unknown>, guard: (value: unknown) => value is T): ApiResult<T> {
  if (!result.ok) return result
  return guard(result.data) ? { ok: true, data: result.data } : { ok: false, message: undefined, status: 200 }
}

export async function bulkDecide(request: BulkDecisionRequest): Promise<ApiResult<BulkDecisionResponse>> {
  return checked(await postJson(BULK_DECISION_URL, request), isBulkDecisionResponse)
}

export async function undoBulkDecision(batchId: string): Promise<ApiResult<BulkUndoResponse>> {
  return checked(await postJson(bulkUndoUrl(batchId), {}), isBulkUndoResponse)
}
