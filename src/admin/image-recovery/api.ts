// Calls of the image recovery tab. The cloud storage test is sent by hand: its failure answer is
// decided by its body rather than its status, which ../../lib/http/client does not expose.

import { type ApiResult, patchJson } from '@/lib/http/client'
import { IMAGE_RECOVERY_SOURCE } from '@/lib/images/recovery-source'

export const RECOVER_IMAGES_URL = '/api/admin/recover-images'
export const FIX_MISSING_IMAGES_URL = '/api/admin/fix-missing-images'
export const FIX_CLOUD_URLS_URL = '/api/admin/fix-cloud-urls'
const TEST_CLOUD_STORAGE_URL = '/api/admin/test-cloud-storage'

/** Apply Match: sets only the submission's imageUrl, recorded as image recovery. The answer's body is not needed. */
export const applyImageUrl = (submissionId: number, imageUrl: string): Promise<ApiResult<unknown>> =>
  patchJson(`/api/admin/headstash-submissions/${submissionId}?source=${IMAGE_RECOVERY_SOURCE}`, { imageUrl })

/** The parsed body of the storage test, whatever its status; a failure when the request or the parse failed. */
export async function runCloudStorageTest(): Promise<ApiResult<unknown>> {
  try {
    const response = await fetch(TEST_CLOUD_STORAGE_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    return { ok: true, data: await response.json() }
  } catch {
    return { ok: false, message: undefined }
  }
}
