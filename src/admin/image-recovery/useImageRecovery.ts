'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useReducer, useState } from 'react'
import { adminKeys } from '../shared/query'
import { showToast } from '../shared/toast'
import { applyImageUrl } from './api'
import { exactRows, type MatchRow, matchesReducer } from './matches'
import { applyFailedToast, copyFailedToast, exactMatchesAppliedToast, imageAppliedToast, urlCopiedToast } from './toasts'
import { useImageUploads } from './useImageUploads'
import { useRecoveryActions } from './useRecoveryActions'

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
  const queryClient = useQueryClient()
  const [matches, dispatch] = useReducer(matchesReducer, [])
  const [showMatches, setShowMatches] = useState(false)
  const [applying, setApplying] = useState<ReadonlySet<string>>(new Set())
  const [applyingAll, setApplyingAll] = useState(false)
  const [urls, setUrls] = useState<UploadedUrl[]>([])
  const submissionsChanged = () => queryClient.invalidateQueries({ queryKey: adminKeys.submissions })

  const actions = useRecoveryActions()
  const uploads = useImageUploads((row) => {
    dispatch({ type: 'added', row })
    setUrls((list) => [...list, { key: row.key, fileName: row.fileName, cloudUrl: row.cloudUrl }])
    setShowMatches(true)
  })

  /** True when applied; the row leaves the list. */
  async function applyMatch(row: MatchRow): Promise<boolean> {
    const match = row.suggestedMatch
    if (!match) return false
    setApplying((keys) => new Set(keys).add(row.key))
    const ok = await applyImageUrl(match.id, row.cloudUrl)
    setApplying((keys) => new Set([...keys].filter((key) => key !== row.key)))
    if (!ok) {
      showToast(applyFailedToast())
      return false
    }
    dispatch({ type: 'applied', keys: [row.key] })
    showToast(imageAppliedToast(row.fileName, match.name))
    await submissionsChanged()
    return true
  }

  async function applyAllExact() {
    setApplyingAll(true)
    const applied: string[] = []
    let failed = 0
    // One after the other; a failure is logged and the rest continue: one bad row must not block the batch.
    for (const row of exactRows(matches)) {
      if (await applyImageUrl(row.suggestedMatch.id, row.cloudUrl)) applied.push(row.key)
      else {
        failed += 1
        console.error(`Apply All Exact Matches: could not apply ${row.fileName} to submission ${row.suggestedMatch.id}`)
      }
    }
    setApplyingAll(false)
    dispatch({ type: 'applied', keys: applied })
    showToast(exactMatchesAppliedToast(applied.length, failed))
    if (applied.length > 0) await submissionsChanged()
  }

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
    matches: { rows: matches, shown: showMatches, setShown: setShowMatches, applying, applyingAll, applyMatch, applyAllExact },
    urls: { list: urls, clear: () => setUrls([]), copy: copyUrl },
  }
}
