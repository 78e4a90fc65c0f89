'use client'

import { Button, Pill } from '@payloadcms/ui'
import { forwardRef, useState } from 'react'
import { labelFor } from '@/lib/forms/options'
import { REVIEW_MESSAGES } from '@/lib/moderation/review'
import { FLAMES_MAX } from '@/lib/submissions/options'
import { HIDDEN_NAME_LABEL } from '@/lib/submissions/texts'
import type { HeadstashSubmission } from '@/payload-types'
import layout from '../shared/layout.module.css'
import type { ClaimInfo } from './api'
import styles from './review.module.css'
import { reasonLabel } from './texts'

const STATUS_PILL = { pending: 'warning', approved: 'success', rejected: 'error' } as const

interface Props {
  entry: HeadstashSubmission
  current: boolean
  selected: boolean
  saving: boolean
  /** Another moderator's live claim on the entry. */
  claim: ClaimInfo | undefined
  /** The one-entry view: the photo large and every detail. */
  large: boolean
  /** The entry itself got focus (a dialog may hand focus back to an entry that is no longer current). */
  onFocusEntry: () => void
  /** The moderator pointed at the entry: it becomes the current one. */
  onSelectEntry: () => void
  onToggleFocusView: () => void
  onApprove: () => void
  onReject: () => void
  onEdit: () => void
  onToggleSelected: () => void
}

/**
 * One entry of the queue. The entry itself is the focus stop (roving: only the current one is in the
 * tab order), named by the product and described by its state, so a screen reader hears which entry
 * it is on; its buttons do what the keys do.
 */
export const ReviewEntry = forwardRef<HTMLElement, Props>(function ReviewEntry(
  {
    entry,
    current,
    selected,
    saving,
    claim,
    large,
    onFocusEntry,
    onSelectEntry,
    onToggleFocusView,
    onApprove,
    onReject,
    onEdit,
    onToggleSelected,
  },
  ref,
) {
  const status = entry.status ?? 'pending'
  const titleId = `review-entry-${entry.id}-title`
  const stateId = `review-entry-${entry.id}-state`
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const photo = entry.imageUrl && failedUrl !== entry.imageUrl ? entry.imageUrl : null
  const reason = reasonLabel(entry.rejectionReason)
  return (
    <article
      ref={ref}
      id={`review-entry-${entry.id}`}
      className={styles.entry}
      data-current={current}
      data-decided={status !== 'pending'}
      data-large={large}
      tabIndex={current ? 0 : -1}
      aria-labelledby={titleId}
      aria-describedby={stateId}
      aria-current={current ? 'true' : undefined}
      aria-busy={saving}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusEntry()
      }}
      onMouseDown={onSelectEntry}
      onDoubleClick={onToggleFocusView}
    >
      {photo ? (
        // Submission images are site paths or bucket URLs of any host, not next/image sources.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={large ? styles.photo : styles.thumb}
          src={photo}
          alt={large ? `Photo of ${entry.name}` : ''}
          loading={large ? 'eager' : 'lazy'}
          onError={() => setFailedUrl(photo)}
        />
      ) : (
        <div className={`${styles.thumb} ${styles.noPhoto}`}>{entry.imageUrl ? 'Image not found' : 'No photo'}</div>
      )}
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.title}>
            {entry.name}
          </h2>
          <span id={stateId} className={styles.titleRow}>
            <Pill size="small" pillStyle={STATUS_PILL[status]}>
              {saving ? `${labelFor(status)} (saving…)` : labelFor(status)}
            </Pill>
            {reason ? <Pill size="small">{reason}</Pill> : null}
            {selected ? (
              <Pill size="small" pillStyle="dark">
                Selected
              </Pill>
            ) : null}
            {claim ? (
              <Pill size="small" pillStyle="warning">
                {REVIEW_MESSAGES.beingReviewedBy(claim.username)}
              </Pill>
            ) : null}
          </span>
        </div>
        <p className={layout.meta}>
          {labelFor(entry.category)} · {entry.flames}/{FLAMES_MAX} flames
          {entry.breeder ? ` · ${entry.breeder}` : ''}
        </p>
        <p className={layout.meta}>
          {entry.submittedBy} · {entry.location} · submitted {new Date(entry.submissionDate ?? entry.createdAt).toLocaleString()}
          {entry.displayName === false ? ` · ${HIDDEN_NAME_LABEL}` : ''}
        </p>
        {large ? <EntryDetails entry={entry} /> : null}
      </div>
      <div className={styles.actions}>
        <label className={layout.check}>
          <input type="checkbox" checked={selected} onChange={onToggleSelected} />
          <span>
            Select<span className={layout.srOnly}> {entry.name}</span>
          </span>
        </label>
        <Button size="small" margin={false} buttonStyle="primary" disabled={status === 'approved'} onClick={onApprove}>
          Approve<span className={layout.srOnly}> {entry.name}</span>
        </Button>
        <Button size="small" margin={false} buttonStyle="secondary" disabled={status === 'rejected'} onClick={onReject}>
          Reject<span className={layout.srOnly}> {entry.name}</span>
        </Button>
        <Button size="small" margin={false} buttonStyle="secondary" onClick={onEdit}>
          Edit<span className={layout.srOnly}> {entry.name}</span>
        </Button>
        <Button size="small" margin={false} buttonStyle="subtle" aria-pressed={large} onClick={onToggleFocusView}>
          {large ? 'Back to list' : 'Open'}
          <span className={layout.srOnly}> {entry.name}</span>
        </Button>
      </div>
    </article>
  )
})

const DETAIL_FIELDS = [
  ['genetics', 'Genetics'],
  ['rosinType', 'Rosin type'],
  ['extractionMethod', 'Extraction'],
  ['edibleType', 'Edible type'],
  ['thcContent', 'THC'],
  ['cbdContent', 'CBD / terpenes'],
  ['whereAcquired', 'Where acquired'],
  ['vibe', 'Vibe'],
  ['flavorNotes', 'Flavor notes'],
  ['effects', 'Effects'],
  ['industry', 'Industry'],
  ['role', 'Role'],
  ['reviewNotes', 'Review notes'],
  ['rejectionNote', 'Rejection note'],
] as const satisfies ReadonlyArray<readonly [keyof HeadstashSubmission, string]>

function EntryDetails({ entry }: { entry: HeadstashSubmission }) {
  const shown = DETAIL_FIELDS.flatMap(([name, label]) => {
    const value = entry[name]
    return typeof value === 'string' && value.trim() ? [[label, name === 'industry' ? labelFor(value) : value] as const] : []
  })
  return (
    <dl className={styles.details}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.detailRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
