'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'
import { REJECTION_NOTE_MAX, REVIEW_MESSAGES } from '@/lib/moderation/review'
import { REJECTION_REASONS, type RejectionReason } from '@/lib/submissions/options'
import { AdminModal, useAdminModal } from '../shared/AdminModal'
import layout from '../shared/layout.module.css'
import { reasonIndexOf } from './keys'
import styles from './review.module.css'

export const REJECT_DIALOG_SLUG = 'review-reject'

interface Props {
  /** What is being rejected: an entry's name, or "3 selected entries". */
  target: string
  onReject: (reason: RejectionReason, note: string) => void
}

/**
 * The rejection menu: the preset reasons as numbered buttons (the digit key picks one and rejects at
 * once), and an optional note for the submitter (`n` goes to it; Enter in it returns to the reasons,
 * so the digit still decides). "Other" needs the note.
 */
export function RejectDialog({ target, onReject }: Props) {
  return (
    <AdminModal
      slug={REJECT_DIALOG_SLUG}
      title={`Reject ${target}`}
      description="Pick the reason the submitter is told: its number, or click it. Escape cancels."
      size="small"
    >
      <RejectMenu onReject={onReject} />
    </AdminModal>
  )
}

function RejectMenu({ onReject }: Pick<Props, 'onReject'>) {
  const modal = useAdminModal(REJECT_DIALOG_SLUG)
  const [note, setNote] = useState('')
  const [needsNote, setNeedsNote] = useState(false)
  const firstReason = useRef<HTMLButtonElement | HTMLAnchorElement | null>(null)
  const noteField = useRef<HTMLTextAreaElement | null>(null)
  useEffect(() => firstReason.current?.focus(), [])

  const pick = (reason: RejectionReason) => {
    if (reason === 'other' && !note.trim()) {
      setNeedsNote(true)
      noteField.current?.focus()
      return
    }
    modal.close()
    onReject(reason, note.trim())
  }

  return (
    <div
      className={layout.form}
      onKeyDown={(event) => {
        if (event.ctrlKey || event.metaKey || event.altKey) return
        if (event.target === noteField.current) {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault()
            firstReason.current?.focus()
          }
          return
        }
        if (event.key === 'n') {
          event.preventDefault()
          noteField.current?.focus()
          return
        }
        const index = reasonIndexOf(event.key, REJECTION_REASONS.length)
        const reason = index === null ? undefined : REJECTION_REASONS[index]
        if (reason) {
          event.preventDefault()
          pick(reason.value)
        }
      }}
    >
      <ol className={styles.reasons} aria-label="Rejection reasons">
        {REJECTION_REASONS.map((reason, index) => (
          <li key={reason.value}>
            <Button
              ref={index === 0 ? firstReason : undefined}
              buttonStyle="secondary"
              margin={false}
              className={styles.reason}
              onClick={() => pick(reason.value)}
            >
              <kbd className={styles.kbd} aria-hidden="true">
                {index + 1}
              </kbd>{' '}
              {reason.label}
            </Button>
          </li>
        ))}
      </ol>
      <label className={layout.field}>
        <span className={layout.label}>
          Note for the submitter (optional, <kbd className={styles.kbd}>n</kbd>)
        </span>
        <textarea
          ref={noteField}
          className={layout.input}
          value={note}
          maxLength={REJECTION_NOTE_MAX}
          rows={3}
          aria-invalid={needsNote && !note.trim()}
          aria-describedby="review-reject-note-hint"
          onChange={(event) => setNote(event.target.value)}
        />
        <span id="review-reject-note-hint" className={needsNote && !note.trim() ? layout.error : layout.hint}>
          {needsNote && !note.trim() ? REVIEW_MESSAGES.noteRequired : 'Enter returns to the reasons; then press a reason\u2019s number.'}
        </span>
      </label>
      <div className={layout.actions}>
        <Button buttonStyle="secondary" margin={false} onClick={modal.close}>
          Cancel
        </Button>
      </div>
    </div>
  )
}
