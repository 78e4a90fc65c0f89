'use client'

import { postJson } from '@/lib/http/client'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { FIX_CLOUD_URLS_URL, FIX_MISSING_IMAGES_URL, runCloudStorageTest } from './api'
import { cloudTestToast, type FixCloudUrlsResponse, fixCloudUrlsToast, type ScanResponse, scanToast } from './toasts'

export type RecoveryAction = 'scan' | 'fix' | 'test'

/** The status panel's three buttons; one runs at a time. Records they change refresh the submissions tab. */
export function useRecoveryActions() {
  const scan = useAdminMutation({
    request: () => postJson<ScanResponse>(FIX_MISSING_IMAGES_URL, {}),
    failure: (message) => scanToast({ ok: false, message }),
    success: (data) => scanToast({ ok: true, data }),
    // Placeholder URLs were cleared on the server: the list shows them without an image now.
    invalidates: (data) => (data.placeholderCount > 0 ? adminKeys.submissions : null),
  })
  const fix = useAdminMutation({
    request: () => postJson<FixCloudUrlsResponse>(FIX_CLOUD_URLS_URL, {}),
    failure: (message) => fixCloudUrlsToast({ ok: false, message }),
    success: (data) => fixCloudUrlsToast({ ok: true, data }),
    invalidates: adminKeys.submissions,
  })
  const test = useAdminMutation({
    request: runCloudStorageTest,
    failure: () => cloudTestToast(undefined),
    success: cloudTestToast,
  })

  const running: RecoveryAction | null = scan.isPending ? 'scan' : fix.isPending ? 'fix' : test.isPending ? 'test' : null
  return {
    running,
    /** The last successful scan, for the counters and the list of entries with a missing file. */
    lastScan: scan.data ?? null,
    run: (action: RecoveryAction) => ({ scan, fix, test })[action].mutate(),
  }
}
