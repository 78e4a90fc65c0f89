'use client'

import { Button, Modal, useModal } from '@payloadcms/ui'
import type React from 'react'
import { useState } from 'react'
import layout from './layout.module.css'

/** Open, close and read one modal of Payload's modal provider by its slug. */
export function useAdminModal(slug: string) {
  const { openModal, closeModal, isModalOpen } = useModal()
  return { open: () => openModal(slug), close: () => closeModal(slug), isOpen: isModalOpen(slug) }
}

interface AdminModalProps {
  /** Unique on the page; also the element id. */
  slug: string
  title: string
  description?: React.ReactNode
  size?: 'small' | 'large'
  /** Rendered only while open, so a form inside starts fresh every time the modal opens. */
  children: React.ReactNode
}

/**
 * A dialog on Payload's Modal (the admin's modal provider): it traps focus, closes on Escape, returns
 * focus to the opener and sits above the nav. Named by its heading, so tests and screen readers find
 * it as `dialog "<title>"`. Outside clicks do not close it, so a half-filled form is never lost.
 */
export function AdminModal({ slug, title, description, size = 'large', children }: AdminModalProps) {
  const { isModalOpen } = useModal()
  const titleId = `${slug}-title`
  const descriptionId = `${slug}-description`
  return (
    <Modal
      slug={slug}
      className={layout.modal}
      closeOnBlur={false}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {isModalOpen(slug) ? (
        <div className={layout.modalPanel} data-size={size}>
          <div>
            <h2 id={titleId} className={layout.modalTitle}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={layout.subtitle}>
                {description}
              </p>
            ) : null}
          </div>
          {children}
        </div>
      ) : null}
    </Modal>
  )
}

interface ConfirmModalProps {
  slug: string
  title: string
  message: React.ReactNode
  confirmLabel: string
  /** Runs the destructive action; the modal closes when it settles. */
  onConfirm: () => Promise<void> | void
}

/**
 * The confirmation before a destructive action: Cancel, and the action as the primary button, like
 * Payload's own delete confirmation (its Button declares an `error` style but 3.90 ships no CSS for it).
 */
export function ConfirmModal({ slug, title, message, confirmLabel, onConfirm }: ConfirmModalProps) {
  const { close } = useAdminModal(slug)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      close()
    }
  }
  return (
    // The message is the dialog's description, so screen readers announce it with the title.
    <AdminModal slug={slug} title={title} description={message} size="small">
      <div className={layout.actions}>
        <Button buttonStyle="secondary" margin={false} onClick={close}>
          Cancel
        </Button>
        <Button margin={false} disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </AdminModal>
  )
}
