'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useRef } from 'react'
import { flushSync } from 'react-dom'
import layout from '../shared/layout.module.css'
import { exactRows, type MatchRow, matchesFoundText } from './matches'
import type { useImageRecovery } from './useImageRecovery'

const CONFIDENCE_PILL = { 'exact match': 'success', 'partial match': 'warning', 'no match': 'light-gray' } as const satisfies Record<
  MatchRow['confidence'],
  string
>

/** Smart Match Results: each uploaded image with its suggested submission, Apply Match and Apply All. */
export function MatchesPanel({
  rows,
  shown,
  setShown,
  applying,
  applyingAll,
  applyMatch,
  applyAllExact,
}: ReturnType<typeof useImageRecovery>['matches']) {
  const listRef = useRef<HTMLUListElement>(null)
  const reopenRef = useRef<HTMLButtonElement>(null)
  if (rows.length === 0) return null

  if (!shown) {
    return (
      <div>
        <Button ref={reopenRef} buttonStyle="secondary" margin={false} onClick={() => setShown(true)}>
          Show Smart Match Results ({rows.length})
        </Button>
      </div>
    )
  }

  const close = () => {
    // Rendered synchronously so focus can move to the button that reopens the panel.
    flushSync(() => setShown(false))
    reopenRef.current?.focus()
  }

  const apply = async (row: MatchRow) => {
    // The row's button leaves with the row; the list keeps keyboard focus in the panel.
    if (await applyMatch(row)) listRef.current?.focus()
  }

  return (
    <section className={layout.panel} aria-labelledby="recovery-matches">
      <div className={layout.sectionHeader}>
        <h2 id="recovery-matches" className={layout.sectionTitle}>
          Smart Match Results
        </h2>
        <Button buttonStyle="secondary" margin={false} aria-label="Close Smart Match Results" onClick={close}>
          Close
        </Button>
      </div>
      <ul
        ref={listRef}
        className={`${layout.list} ${layout.scrollList}`}
        tabIndex={0}
        aria-label="Uploaded images and their suggested submissions"
      >
        {rows.map((row) => (
          <li key={row.key} className={layout.row}>
            <div className={layout.rowBody}>
              <div className={layout.cardHeader}>
                <span className={layout.strong}>{row.fileName}</span>
                <Pill size="small" pillStyle={CONFIDENCE_PILL[row.confidence]}>
                  {row.confidence}
                </Pill>
              </div>
              <p className={layout.hint}>
                {row.suggestedMatch ? (
                  <>
                    Suggested: <strong>{row.suggestedMatch.name}</strong> (ID {row.suggestedMatch.id})
                  </>
                ) : (
                  'No submission suggested'
                )}
              </p>
              <code className={layout.code}>{row.cloudUrl}</code>
            </div>
            {row.suggestedMatch ? (
              <Button
                buttonStyle="secondary"
                margin={false}
                disabled={applying.has(row.key) || applyingAll}
                aria-label={`Apply Match: ${row.fileName} to ${row.suggestedMatch.name}`}
                onClick={() => void apply(row)}
              >
                {applying.has(row.key) ? 'Applying…' : 'Apply Match'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={layout.sectionHeader}>
        <span>{matchesFoundText(rows)}</span>
        <Button margin={false} disabled={exactRows(rows).length === 0 || applyingAll} onClick={() => void applyAllExact()}>
          {applyingAll ? 'Applying…' : 'Apply All Exact Matches'}
        </Button>
      </div>
    </section>
  )
}
