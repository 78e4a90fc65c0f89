'use client'

import layout from '../shared/layout.module.css'
import { matchesFound } from './matches'
import { MatchesPanel } from './MatchesPanel'
import { StatusPanel } from './StatusPanel'
import { UploadPanel } from './UploadPanel'
import { UrlsPanel } from './UrlsPanel'
import { useImageRecovery } from './useImageRecovery'

/** The dashboard's image recovery tab: status, bulk upload, smart matches and uploaded URLs. */
export function ImageRecovery() {
  const { actions, uploads, matches, urls } = useImageRecovery()
  return (
    <div className={layout.stack}>
      <StatusPanel
        lastScan={actions.lastScan}
        uploadedCount={urls.list.length}
        matchCount={matchesFound(matches.rows)}
        running={actions.running}
        run={actions.run}
      />
      <UploadPanel {...uploads} />
      <MatchesPanel {...matches} />
      <UrlsPanel {...urls} />
    </div>
  )
}
