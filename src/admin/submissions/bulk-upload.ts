// Pure parts of the Bulk Upload dialog (docs/decisions.md#bulk-import).

import type { AdminToast as ToastOptions } from '@/admin/shared/toast'
import { CONTRIBUTOR_MODES, type ContributorMode, type RowError } from '@/lib/submissions/csv-options'
import type { ApiResult } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import { DEFAULT_CONTRIBUTOR_NAME } from '@/lib/submissions/texts'

export const BULK_UPLOAD_URL = '/api/admin/headstash-submissions/bulk-upload'
export const STATIC_SAMPLE_CSV_URL = '/wiyhs_bulk_upload_sample.csv'
export const SAMPLE_CSV_FILE_NAME = 'wiyhs_bulk_upload_sample.csv'

export interface BulkUploadResponse {
  message: string
  successCount: number
  failedCount: number
  errors: RowError[]
}

/** One line per mode, saying what it does with the rows' submittedBy (docs/decisions.md#bulk-import). */
const MODE_TEXTS: Record<ContributorMode, { label: string; description: string }> = {
  default: { label: 'Default', description: `Keep each row's submittedBy; rows without one are credited to ${DEFAULT_CONTRIBUTOR_NAME}.` },
  single: { label: 'Single contributor', description: 'Credit every row to one contributor, named below.' },
  individual: { label: 'Individual', description: 'Every row must name its own contributor in submittedBy.' },
}

export const CONTRIBUTOR_MODE_OPTIONS = CONTRIBUTOR_MODES.map((mode) => ({ mode, ...MODE_TEXTS[mode] }))

export interface BulkUploadChoice {
  file: File
  contributorMode: ContributorMode
  contributorName: string
  contributorEmail: string
}

/** The multipart body: the contributor fields are sent only in single mode, where they apply. */
export function buildBulkUploadForm({ file, contributorMode, contributorName, contributorEmail }: BulkUploadChoice): FormData {
  const form = new FormData()
  form.append('csvFile', file)
  form.append('contributorMode', contributorMode)
  if (contributorMode === 'single') {
    form.append('contributorName', contributorName.trim() || DEFAULT_CONTRIBUTOR_NAME)
    if (contributorEmail.trim()) form.append('contributorEmail', contributorEmail.trim())
  }
  return form
}

/** "Imported 42 submissions", plus the failed rows when there are any. */
export const importedText = ({ successCount, failedCount }: Pick<BulkUploadResponse, 'successCount' | 'failedCount'>): string =>
  ADMIN_TOASTS.bulkImported(successCount, failedCount)

export function bulkUploadToast(result: ApiResult<BulkUploadResponse>): ToastOptions {
  if (!result.ok) {
    return {
      title: ADMIN_TOASTS.bulkUploadFailed,
      description: result.message ?? ADMIN_TOASTS.bulkUploadFallback,
      variant: 'destructive',
    }
  }
  const { successCount, failedCount } = result.data
  if (failedCount === 0) return { title: ADMIN_TOASTS.bulkUploadSuccessful, description: importedText(result.data) }
  // Nothing imported is a failure; some imported is a partial success the report below details.
  return {
    title: successCount === 0 ? ADMIN_TOASTS.bulkUploadFailed : ADMIN_TOASTS.bulkUploadPartial(failedCount),
    description: importedText(result.data),
    variant: 'destructive',
  }
}

/** A 2xx answer that is not the endpoint's JSON (a proxy page, say) counts as a failed upload. */
export function isBulkUploadResponse(body: unknown): body is BulkUploadResponse {
  return (
    body !== null &&
    typeof body === 'object' &&
    'successCount' in body &&
    typeof body.successCount === 'number' &&
    'failedCount' in body &&
    typeof body.failedCount === 'number' &&
    'errors' in body &&
    Array.isArray(body.errors)
  )
}
