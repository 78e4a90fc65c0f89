'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'
import styles from './admin.module.css'

interface DialogProps {
  open: boolean
  title: string
  onClose: () => void
  children: React.ReactNode
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus to the
 * opener, so the admin screens need no dialog library.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  const titleId = `dialog-title-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  )
}

interface ConfirmDialogProps {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** The confirmation prompt before a destructive action. */
export function ConfirmDialog({ open, title, message, confirmLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <p>{message}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={`${styles.button} ${styles.danger}`} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
