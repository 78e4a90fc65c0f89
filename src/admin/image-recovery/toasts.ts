// Toasts of the image recovery tab, built from the texts of ADMIN_TOASTS.

import type { AdminToast as ToastOptions } from '@/admin/shared/toast'
import type { ApiResult } from '@/lib/http/client'
import { ADMIN_TOASTS as T } from '@/lib/admin/toasts'

export interface ScanResponse {
  missingFileCount: number
  placeholderCount: number
  missing: Array<{ id: number; name: string; imageUrl: string }>
}

export interface FixCloudUrlsResponse {
  fixedCount: number
}

const destructive = (title: string, description: string): ToastOptions => ({ title, description, variant: 'destructive' })

/**
 * Destructive when image files are missing; otherwise the placeholder URLs cleared, or all valid.
 * `recoverWhere` says where the operator uploads the missing files from the tab that ran the scan.
 */
export function scanToast(result: ApiResult<ScanResponse>, recoverWhere: string = T.scanRecoverBelow): ToastOptions {
  if (!result.ok) return destructive(T.scanFailed, result.message ?? T.scanFallback)
  const { missingFileCount, placeholderCount } = result.data
  const cleared = placeholderCount > 0 ? T.scanCleared(placeholderCount) : ''
  if (missingFileCount > 0) {
    const missing = T.scanMissingFiles(missingFileCount, recoverWhere)
    return destructive(T.scanMissing, cleared ? `${missing}. ${cleared}` : missing)
  }
  return { title: T.scanComplete, description: cleared || T.scanAllValid }
}

/** The server's message is not shown: a failed fix reads the same whatever went wrong. */
export function fixCloudUrlsToast(result: ApiResult<FixCloudUrlsResponse>): ToastOptions {
  if (!result.ok || typeof result.data?.fixedCount !== 'number') return destructive(T.fixFailed, T.fixFallback)
  return { title: T.cloudUrlsFixed, description: T.cloudUrlsFixedText(result.data.fixedCount) }
}

/**
 * `body` is the parsed answer of test-cloud-storage, or undefined when the call or the parse failed.
 * The endpoint answers `success: false` with a 5xx status, so the body decides, not the status.
 */
export function cloudTestToast(body: unknown): ToastOptions {
  if (body === null || typeof body !== 'object') return destructive(T.storageTestError, T.storageTestErrorText)
  const { success, message, details } = body as Record<string, unknown>
  const { testKey, storage } = details !== null && typeof details === 'object' ? (details as Record<string, unknown>) : {}
  const uploaded = T.storageTestUploaded(typeof testKey === 'string' ? testKey : undefined)
  // Without cloud storage configured, media lives on this server's disk: the test passes, but calling
  // that "cloud storage" would tell the operator their images are safe elsewhere when they are not.
  if (success === true && storage === 'local') {
    return { title: T.localStorageTestSuccessful, description: `${uploaded}. ${T.localStorageNote}` }
  }
  if (success === true) return { title: T.storageTestSuccessful, description: uploaded }
  return destructive(T.storageTestFailed, typeof message === 'string' && message.trim() ? message : T.storageTestFallback)
}

export const uploadFailedToast = (fileName: string) => destructive(T.uploadFailed, T.uploadFailedFile(fileName))

/**
 * After a batch: "Upload Complete" when any image went up. When none did, a lone failure has had
 * its own toast already; several get the batch text.
 */
export function uploadSummaryToast(uploaded: number, failed: number): ToastOptions | null {
  if (uploaded > 0) return { title: T.uploadComplete, description: T.uploadCompleteText(uploaded) }
  return failed > 1 ? destructive(T.uploadFailed, T.uploadsFailed) : null
}

export const applyFailedToast = () => destructive(T.applyFailed, T.applyFailedText)

export const imageAppliedToast = (fileName: string, submissionName: string): ToastOptions => ({
  title: T.imageApplied,
  description: T.imageAppliedText(fileName, submissionName),
})

/** Apply All: failures are only logged, so the toast counts what was applied and what was not. */
export function exactMatchesAppliedToast(applied: number, failed: number): ToastOptions {
  if (applied === 0 && failed > 0) return applyFailedToast()
  return { title: T.exactMatchesApplied, description: T.exactMatchesAppliedText(applied, failed) }
}

export const urlCopiedToast = (url: string): ToastOptions => ({ title: T.urlCopied, description: url })
export const copyFailedToast = () => destructive(T.copyFailed, T.copyFailedText)
