'use client'

import { Button, Pill, useModal } from '@payloadcms/ui'
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { countOf } from '@/lib/admin/toasts'
import { REVIEW_MESSAGES } from '@/lib/moderation/review'
import type { RejectionReason } from '@/lib/submissions/options'
import type { HeadstashSubmission } from '@/payload-types'
import { ConfirmationDialog, useAdminModal } from '../shared/AdminModal'
import layout from '../shared/layout.module.css'
import { EDIT_SUBMISSION_SLUG, SubmissionEditDialog } from '../submissions/SubmissionEditDialog'
import { isTypingTarget, type ReviewCommand, reviewCommandOf } from './keys'
import { KEYS_DIALOG_SLUG, KeysDialog } from './KeysDialog'
import { REJECT_DIALOG_SLUG, RejectDialog } from './RejectDialog'
import { ReviewEntry } from './ReviewEntry'
import styles from './review.module.css'
import { REVIEW_TEXTS } from './texts'
import { useReviewSession } from './useReviewSession'

const CONFIRM_SLUG = 'review-confirm-claimed'

type RejectTarget = { kind: 'one'; entry: HeadstashSubmission } | { kind: 'selection'; ids: number[] }

/**
 * /admin/review: the pending queue, oldest first, worked from the keyboard (`?` lists the keys) or the
 * mouse. The entry in focus is claimed for this moderator while it stays in focus; each decision is
 * said in the live region.
 */
export function ReviewScreen({ initialFilter }: { initialFilter: string }) {
  const [filter, setFilter] = useState(initialFilter)
  const [focusView, setFocusView] = useState(false)
  const [editing, setEditing] = useState<HeadstashSubmission | null>(null)
  const [rejectTarget, setRejectTarget] = useState<RejectTarget | null>(null)
  const session = useReviewSession(filter)
  const { current, entries } = session
  const { oneModalIsOpen, openModal } = useModal()
  const editModal = useAdminModal(EDIT_SUBMISSION_SLUG)
  const confirmModal = useAdminModal(CONFIRM_SLUG)
  const rows = useRef(new Map<number, HTMLElement>())
  const currentRef = useRef<number | null>(null)
  useLayoutEffect(() => {
    currentRef.current = current?.id ?? null
  })

  /** The moderator pointed at an entry: it is current at once, before the focus that follows the press. */
  const select = (id: number) => {
    currentRef.current = id
    session.setCurrentId(id)
  }

  // Focus follows the cursor, unless the moderator is typing in a field or a dialog is open.
  useEffect(() => {
    if (current === null || oneModalIsOpen || isTypingTarget(document.activeElement)) return
    const row = rows.current.get(current.id)
    if (row && document.activeElement !== row) row.focus()
    row?.scrollIntoView({ block: 'nearest' })
  }, [current?.id, focusView, oneModalIsOpen]) // eslint-disable-line react-hooks/exhaustive-deps -- only a move, a view change or a closed dialog moves focus

  const approve = (entry: HeadstashSubmission) => {
    if (entry.status === 'approved') return session.announce(REVIEW_TEXTS.decided('approved', entry.name, session.pendingCount))
    session.decideOne(entry, { status: 'approved' })
  }
  const openReject = (target: RejectTarget) => {
    setRejectTarget(target)
    openModal(REJECT_DIALOG_SLUG)
  }
  const openEdit = (entry: HeadstashSubmission) => {
    setEditing(entry)
    editModal.open()
  }
  const selectedIds = () => entries.filter((entry) => session.selected.has(entry.id)).map((entry) => entry.id)

  const run = (command: ReviewCommand): boolean => {
    if (command === 'help') openModal(KEYS_DIALOG_SLUG)
    else if (command === 'undo') session.undo()
    else if (command === 'approveSelection') session.decideMany(selectedIds(), 'approve', { status: 'approved' })
    else if (command === 'rejectSelection') {
      const ids = selectedIds()
      if (ids.length === 0) session.announce(REVIEW_TEXTS.nothingSelected)
      else openReject({ kind: 'selection', ids })
    } else if (command === 'closeFocusView') {
      if (!focusView) return false
      setFocusView(false)
    } else if (!current) return false
    else if (command === 'next') session.move(1)
    else if (command === 'previous') session.move(-1)
    else if (command === 'approve') approve(current)
    else if (command === 'reject') {
      if (current.status !== 'rejected') openReject({ kind: 'one', entry: current })
    } else if (command === 'edit') openEdit(current)
    else if (command === 'select') session.toggleSelected(current.id)
    else if (command === 'focusView') setFocusView((open) => !open)
    return true
  }
  // A dialog's keys are its own (Payload's modals close on Escape themselves).
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || oneModalIsOpen) return
    const command = reviewCommandOf(event)
    if (command && run(command)) event.preventDefault()
  })
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const shown = focusView && current ? [current] : entries
  const selectedCount = session.selected.size
  const { confirmation } = session
  useEffect(() => {
    if (confirmation) confirmModal.open()
  }, [confirmation]) // eslint-disable-line react-hooks/exhaustive-deps -- opens once per confirmation asked for

  return (
    <>
      <header className={layout.header}>
        <div>
          <h1 className={layout.title}>Review queue</h1>
          <p className={layout.subtitle}>
            Pending WIYHS finds, oldest first. Press <kbd className={styles.kbd}>?</kbd> for the keys.
          </p>
        </div>
        <div className={layout.toolbar}>
          <Button buttonStyle="secondary" margin={false} onClick={() => openModal(KEYS_DIALOG_SLUG)}>
            Keyboard shortcuts
          </Button>
          <Button el="link" to="/admin/dashboard" buttonStyle="subtle" margin={false}>
            Back to dashboard
          </Button>
        </div>
      </header>
      <div className={layout.toolbar}>
        <label className={layout.field}>
          <span className={layout.label}>Filter by product, submitter, breeder or place</span>
          <input
            className={layout.input}
            type="search"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value)
              const url = new URL(window.location.href)
              if (event.target.value) url.searchParams.set('q', event.target.value)
              else url.searchParams.delete('q')
              window.history.replaceState(window.history.state, '', url)
            }}
          />
        </label>
        <Pill size="small">{`${session.pendingCount} pending`}</Pill>
        <Button
          margin={false}
          disabled={selectedCount === 0}
          onClick={() => session.decideMany(selectedIds(), 'approve', { status: 'approved' })}
        >
          {`Approve selected (${selectedCount})`}
        </Button>
        <Button
          buttonStyle="secondary"
          margin={false}
          disabled={selectedCount === 0}
          onClick={() => openReject({ kind: 'selection', ids: selectedIds() })}
        >
          {`Reject selected (${selectedCount})`}
        </Button>
        <Button buttonStyle="secondary" margin={false} onClick={session.undo}>
          Undo last
        </Button>
      </div>
      <p className={layout.meta} role="status" aria-live="polite" aria-atomic="true" data-testid="review-announcement">
        {session.announcement}
      </p>
      {session.queue.isPending ? (
        <p className={layout.state}>Loading the queue…</p>
      ) : session.queue.isError ? (
        <p className={layout.state} role="alert">
          {session.queue.error.message}
        </p>
      ) : entries.length === 0 ? (
        <p className={layout.state}>{filter.trim() ? REVIEW_TEXTS.emptyFiltered : REVIEW_TEXTS.empty}</p>
      ) : (
        <ol className={layout.list} aria-label={focusView ? 'Entry in focus' : 'Review queue'}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <ReviewEntry
                ref={(element) => {
                  if (element) rows.current.set(entry.id, element)
                  else rows.current.delete(entry.id)
                }}
                entry={entry}
                current={entry.id === current?.id}
                selected={session.selected.has(entry.id)}
                saving={session.saving.has(entry.id)}
                claim={entry.status === 'pending' ? session.claimOf(entry.id) : undefined}
                large={focusView}
                onFocusEntry={() => {
                  // A dialog hands focus back to the entry that opened it, which may no longer be the
                  // current one: focus goes on to the current entry.
                  if (currentRef.current !== null && currentRef.current !== entry.id) rows.current.get(currentRef.current)?.focus()
                }}
                onSelectEntry={() => select(entry.id)}
                onToggleFocusView={() => {
                  select(entry.id)
                  setFocusView((open) => !open)
                }}
                onApprove={() => {
                  select(entry.id)
                  approve(entry)
                }}
                onReject={() => {
                  select(entry.id)
                  openReject({ kind: 'one', entry })
                }}
                onEdit={() => openEdit(entry)}
                onToggleSelected={() => session.toggleSelected(entry.id)}
              />
            </li>
          ))}
        </ol>
      )}
      <KeysDialog />
      <RejectDialog
        target={
          rejectTarget?.kind === 'selection'
            ? countOf(rejectTarget.ids.length, 'selected entry', 'selected entries')
            : (rejectTarget?.entry.name ?? '')
        }
        onReject={(reason: RejectionReason, note: string) => {
          const verdict = { status: 'rejected' as const, reason, ...(note ? { note } : {}) }
          if (rejectTarget?.kind === 'selection') session.decideMany(rejectTarget.ids, 'reject', verdict)
          else if (rejectTarget?.kind === 'one') session.decideOne(rejectTarget.entry, verdict)
        }}
      />
      <SubmissionEditDialog submission={editing} />
      <ConfirmationDialog
        slug={CONFIRM_SLUG}
        title={confirmation ? REVIEW_MESSAGES.beingReviewedBy(confirmation.holders.join(', ')) : ''}
        message={
          confirmation
            ? REVIEW_TEXTS.confirmOverClaim(
                confirmation.holders,
                confirmation.count,
                confirmation.verdict.status === 'approved' ? 'Approve' : 'Reject',
              )
            : ''
        }
        confirmLabel={confirmation?.verdict.status === 'rejected' ? 'Reject anyway' : 'Approve anyway'}
        onConfirm={() => {
          const pending = confirmation
          session.clearConfirmation()
          confirmModal.close()
          pending?.run()
        }}
      />
    </>
  )
}
