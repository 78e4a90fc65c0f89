// Toasts of the image recovery tab. Titles and texts are the contract's (docs/decisions.md#contract);
// where it leaves a text open, the wording is ours and says what happened.

import type { AdminToast as ToastOptions } from '@/admin/shared/toast'
import type { ApiResult } from '@/lib/http/client'
import { countOf } from '../shared/plural'

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
export function scanToast(result: ApiResult<ScanResponse>, recoverWhere = 'below'): ToastOptions {
  if (!result.ok) return destructive('Image scan failed', result.message ?? 'Failed to scan for missing images')
  const { missingFileCount, placeholderCount } = result.data
  const cleared = placeholderCount > 0 ? `Cleared ${countOf(placeholderCount, 'placeholder image URL')}` : ''
  if (missingFileCount > 0) {
    const missing = `${countOf(missingFileCount, 'image file')} missing; upload ${missingFileCount === 1 ? 'it' : 'them'} ${recoverWhere} to recover`
    return destructive('Missing images found', cleared ? `${missing}. ${cleared}` : missing)
  }
  return { title: 'Image scan complete', description: cleared || 'All images are valid' }
}

export function fixCloudUrlsToast(result: ApiResult<FixCloudUrlsResponse>): ToastOptions {
  if (!result.ok || typeof result.data?.fixedCount !== 'number') return destructive('Fix Failed', 'Failed to fix cloud URLs')
  return { title: 'Cloud URLs Fixed', description: `Fixed ${countOf(result.data.fixedCount, 'corrupted cloud image URL')}` }
}

/**
 * `body` is the parsed answer of test-cloud-storage, or undefined when the call or the parse failed.
 * The endpoint answers `success: false` with a 5xx status, so the body decides, not the status.
 */
export function cloudTestToast(body: unknown): ToastOptions {
  if (body === null || typeof body !== 'object') return destructive('Test Error', 'Failed to run cloud storage test')
  const { success, message, details } = body as Record<string, unknown>
  const { testKey, storage } = details !== null && typeof details === 'object' ? (details as Record<string, unknown>) : {}
  const key = typeof testKey === 'string' ? ` (test key: ${testKey})` : ''
  // Without cloud storage configured, media lives on this server's disk: the test passes, but calling
  // that "cloud storage" would tell the operator their images are safe elsewhere when they are not.
  if (success === true && storage === 'local') {
    return {
      title: 'Storage Test Successful',
      description: `Upload successful${key}. Media is on this server's local disk, not in cloud storage: no cloud storage is configured.`,
    }
  }
  if (success === true) return { title: 'Cloud Storage Test Successful', description: `Upload successful${key}` }
  return destructive('Cloud Storage Test Failed', typeof message === 'string' && message.trim() ? message : 'Test failed')
}

export const uploadFailedToast = (fileName: string) => destructive('Upload Failed', `Failed to upload ${fileName}`)

/**
 * After a batch: "Upload Complete" when any image went up. When none did, a lone failure has had
 * its own toast already; several get the batch text "Error uploading images".
 */
export function uploadSummaryToast(uploaded: number, failed: number): ToastOptions | null {
  if (uploaded > 0)
    return { title: 'Upload Complete', description: `Uploaded ${countOf(uploaded, 'image')}; review smart matches to apply them` }
  return failed > 1 ? destructive('Upload Failed', 'Error uploading images') : null
}

export const applyFailedToast = () => destructive('Apply Failed', 'Failed to apply image to submission')

export const imageAppliedToast = (fileName: string, submissionName: string): ToastOptions => ({
  title: 'Image Applied',
  description: `${fileName} is now the image of ${submissionName}`,
})

/** Apply All: failures are only logged, so the toast counts what was applied and what was not. */
export function exactMatchesAppliedToast(applied: number, failed: number): ToastOptions {
  if (applied === 0 && failed > 0) return applyFailedToast()
  const text = `Applied ${countOf(applied, 'exact match', 'exact matches')}`
  return { title: 'Exact Matches Applied', description: failed > 0 ? `${text}; ${failed} could not be applied` : text }
}

export const urlCopiedToast = (url: string): ToastOptions => ({ title: 'URL Copied', description: url })
export const copyFailedToast = () => destructive('Copy failed', 'Select the URL and copy it by hand')
