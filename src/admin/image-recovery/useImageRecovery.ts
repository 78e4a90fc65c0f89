'use client'

import { useReducer, useState } from 'react'
import type { ApiResult } from '@/lib/http/client'
import type { MatchCandidate } from '@/lib/images/smart-match'
import { useAdminMutation } from '../shared/mutation'
import { adminKeys } from '../shared/query'
import { showToast } from '../shared/toast'
import { applyImageUrl } from './api'
import { exactRows, type MatchRow, matchesReducer } from './matches'
import { applyFailedToast, copyFailedToast, exactMatchesAppliedToast, imageAppliedToast, urlCopiedToast } from './toasts'
import { useImageUploads } from './useImageUploads'
import { useRecoveryActions } from './useRecoveryActions'

type SuggestedRow = MatchRow & { suggestedMatch: MatchCandidate }

export interface UploadedUrl {
  key: string
  fileName: string
  cloudUrl: string
}

/**
 * State and actions of the image recovery tab: the scan / fix
 * / test buttons, the upload queue, the smart-match rows and the list of uploaded URLs.
 */
export function useImageRecovery() {
  const [matches, dispatch] = useReducer(matchesReducer, [])
  const [showMatches, setShowMatches] = useState(false)
  const [applying, setApplying] = useState<ReadonlySet<string>>(new Set())
  const [urls, setUrls] = useState<UploadedUrl[]>([])

  const actions = useRecoveryActions()
  const uploads = useImageUploads((row) => {
    dispatch({ type: 'added', row })
    setUrls((list) => [...list, { key: row.key, fileName: row.fileName, cloudUrl: row.cloudUrl }])
    setShowMatches(true)
  })

  const apply = useAdminMutation({
    request: (row: SuggestedRow) => applyImageUrl(row.suggestedMatch.id, row.cloudUrl),
    failure: applyFailedToast,
    success: (_data, row) => imageAppliedToast(row.fileName, row.suggestedMatch.name),
    invalidates: adminKeys.submissions,
    onSuccess: (_data, row) => dispatch({ type: 'applied', keys: [row.key] }),
  })

  /** True when applied; the row leaves the list. Several rows may be applying at once. */
  async function applyMatch(row: MatchRow): Promise<boolean> {
    const { suggestedMatch } = row
    if (!suggestedMatch) return false
    setApplying((keys) => new Set(keys).add(row.key))
    try {
      await apply.mutateAsync({ ...row, suggestedMatch })
      return true
    } catch {
      return false
    } finally {
      setApplying((keys) => new Set([...keys].filter((key) => key !== row.key)))
    }
  }

  // One after the other; a failure is logged and the rest continue.
  const applyAll = useAdminMutation({
    request: async (rows: SuggestedRow[]): Promise<ApiResult<{ applied: string[]; failed: number }>> => {
      const applied: string[] = []
      let failed = 0
      for (const row of rows) {
        if ((await applyImageUrl(row.suggestedMatch.id, row.cloudUrl)).ok) applied.push(row.key)
        else {
          failed += 1
          console.error(`Apply All Exact Matches: could not apply ${row.fileName} to submission ${row.suggestedMatch.id}`)
        }
      }
      return { ok: true, data: { applied, failed } }
    },
    // Never sent: each row's failure is counted in the success toast instead.
    failure: applyFailedToast,
    success: ({ applied, failed }) => exactMatchesAppliedToast(applied.length, failed),
    invalidates: ({ applied }) => (applied.length > 0 ? adminKeys.submissions : null),
    onSuccess: ({ applied }) => dispatch({ type: 'applied', keys: applied }),
  })

  async function copyUrl(cloudUrl: string) {
    // The stored URL is a site path; a pasted link must work outside the admin too.
    const absolute = new URL(cloudUrl, window.location.origin).href
    try {
      await navigator.clipboard.writeText(absolute)
      showToast(urlCopiedToast(absolute))
    } catch {
      showToast(copyFailedToast())
    }
  }

  return {
    actions,
    uploads,
    matches: {
      rows: matches,
      shown: showMatches,
      setShown: setShowMatches,
      applying,
      applyingAll: applyAll.isPending,
      applyMatch,
      applyAllExact: () => applyAll.mutateAsync(exactRows(matches)).catch(() => undefined),
    },
    urls: { list: urls, clear: () => setUrls([]), copy: copyUrl },
  }
}
