'use client'

import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import layout from '../shared/layout.module.css'
import type { ScanResponse } from './toasts'
import type { RecoveryAction } from './useRecoveryActions'

interface Props {
  lastScan: ScanResponse | null
  uploadedCount: number
  matchCount: number
  running: RecoveryAction | null
  run: (action: RecoveryAction) => void
}

const BUTTONS: ReadonlyArray<{ action: RecoveryAction; label: string; busy: string }> = [
  { action: 'scan', label: 'Scan for Missing Images', busy: 'Scanning…' },
  { action: 'fix', label: 'Fix All Images (Permanent URLs)', busy: 'Fixing…' },
  { action: 'test', label: 'Test Cloud Upload', busy: 'Testing…' },
]

/** Counters, the entries whose file is missing, and the scan / fix / test buttons. */
export function StatusPanel({ lastScan, uploadedCount, matchCount, running, run }: Props) {
  const stats = [
    { label: 'Missing image files', value: lastScan ? lastScan.missingFileCount : 'Not scanned yet' },
    { label: 'Placeholder URLs cleared', value: lastScan ? lastScan.placeholderCount : 'Not scanned yet' },
    { label: 'Images uploaded', value: uploadedCount },
    { label: 'Matches to review', value: matchCount },
  ]
  return (
    <section className={layout.panel} aria-labelledby="recovery-status">
      <div className={layout.sectionHeader}>
        <h2 id="recovery-status" className={layout.sectionTitle}>
          Image Recovery
        </h2>
        <Link href="/the-cloud">View The Cloud</Link>
      </div>
      <dl className={layout.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={layout.stat}>
            <dt className={layout.statLabel}>{stat.label}</dt>
            <dd className={layout.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {lastScan && lastScan.missing.length > 0 ? (
        <details>
          <summary>Submissions with a missing image file ({lastScan.missing.length})</summary>
          <ul className={layout.scrollList}>
            {lastScan.missing.map((submission) => (
              <li key={submission.id}>
                <strong>{submission.name}</strong> (#{submission.id}) <code className={layout.code}>{submission.imageUrl}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className={layout.toolbar}>
        {BUTTONS.map(({ action, label, busy }) => (
          <Button key={action} buttonStyle="secondary" margin={false} disabled={running !== null} onClick={() => run(action)}>
            {running === action ? busy : label}
          </Button>
        ))}
      </div>
    </section>
  )
}
