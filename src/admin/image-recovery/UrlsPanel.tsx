'use client'

import { Button } from '@payloadcms/ui'
import layout from '../shared/layout.module.css'
import type { useImageRecovery } from './useImageRecovery'

/** Uploaded Image URLs: every file uploaded in this visit, with Copy URL, and Clear List. */
export function UrlsPanel({ list, clear, copy }: ReturnType<typeof useImageRecovery>['urls']) {
  if (list.length === 0) return null
  return (
    <section className={layout.panel} aria-labelledby="recovery-urls">
      <div className={layout.sectionHeader}>
        <h2 id="recovery-urls" className={layout.sectionTitle}>
          Uploaded Image URLs
        </h2>
        <Button buttonStyle="secondary" margin={false} onClick={clear}>
          Clear List
        </Button>
      </div>
      <ul className={layout.list}>
        {list.map((entry) => (
          <li key={entry.key} className={layout.row}>
            <div className={layout.rowBody}>
              <span className={layout.strong}>{entry.fileName}</span>
              <code className={layout.code}>{entry.cloudUrl}</code>
            </div>
            <Button
              buttonStyle="secondary"
              margin={false}
              aria-label={`Copy URL of ${entry.fileName}`}
              onClick={() => void copy(entry.cloudUrl)}
            >
              Copy URL
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
