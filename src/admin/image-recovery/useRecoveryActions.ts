'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postJson } from '@/lib/http/client'
import { adminKeys } from '../shared/query'
import { showToast } from '../shared/toast'
import { FIX_CLOUD_URLS_URL, FIX_MISSING_IMAGES_URL, runCloudStorageTest } from './api'
import { cloudTestToast, type FixCloudUrlsResponse, fixCloudUrlsToast, type ScanResponse, scanToast } from './toasts'

export type RecoveryAction = 'scan' | 'fix' | 'test'

/** The status panel's three buttons; one runs at a time. Records they change refresh the submissions tab. */
export function useRecoveryActions() {
  const queryClient = useQueryClient()
  const submissionsChanged = () => queryClient.invalidateQueries({ queryKey: adminKeys.submissions })

  const scan = useMutation({
    mutationFn: () => postJson<ScanResponse>(FIX_MISSING_IMAGES_URL, {}),
    onSuccess: async (result) => {
      showToast(scanToast(result))
      // Placeholder URLs were cleared on the server: the list shows them without an image now.
      if (result.ok && result.data.placeholderCount > 0) await submissionsChanged()
    },
  })
  const fix = useMutation({
    mutationFn: () => postJson<FixCloudUrlsResponse>(FIX_CLOUD_URLS_URL, {}),
    onSuccess: async (result) => {
      showToast(fixCloudUrlsToast(result))
      if (result.ok) await submissionsChanged()
    },
  })
  const test = useMutation({
    mutationFn: runCloudStorageTest,
    onSuccess: (body) => showToast(cloudTestToast(body)),
  })

  const running: RecoveryAction | null = scan.isPending ? 'scan' : fix.isPending ? 'fix' : test.isPending ? 'test' : null
  return {
    running,
    /** The last successful scan, for the counters and the list of entries with a missing file. */
    lastScan: scan.data?.ok ? scan.data.data : null,
    run: (action: RecoveryAction) => ({ scan, fix, test })[action].mutate(),
  }
}
