'use client'

import { ConfirmationModal, Modal, useModal } from '@payloadcms/ui'
import type React from 'react'
import { useEffect } from 'react'
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

interface ConfirmationDialogProps {
  slug: string
  title: string
  message: string
  confirmLabel: string
  /** Runs the action; its failure has had its toast already, and the dialog closes either way. */
  onConfirm: () => Promise<unknown> | void
}

const noop = () => undefined

/**
 * The confirmation before a destructive action: Payload's own ConfirmationModal (Cancel first, then the
 * action), on the same Modal as AdminModal, so it traps focus, closes on Escape and returns focus to the
 * opener. Payload names its dialog by the slug and forwards no aria attributes, so the dialog is pointed
 * at its heading and message here: screen readers (and tests) find it as `dialog "<title>"`.
 */
export function ConfirmationDialog({ slug, title, message, confirmLabel, onConfirm }: ConfirmationDialogProps) {
  const { isModalOpen } = useModal()
  const open = isModalOpen(slug)
  const titleId = `${slug}-title`
  const descriptionId = `${slug}-description`
  useEffect(() => {
    // The <dialog> exists only while open; its id is the slug.
    const dialog = open ? document.getElementById(slug) : null
    dialog?.setAttribute('aria-labelledby', titleId)
    dialog?.setAttribute('aria-describedby', descriptionId)
  }, [open, slug, titleId, descriptionId])
  return (
    <ConfirmationModal
      modalSlug={slug}
      heading={
        <h2 id={titleId} className={layout.modalTitle}>
          {title}
        </h2>
      }
      body={
        <p id={descriptionId} className={layout.subtitle}>
          {message}
        </p>
      }
      confirmLabel={confirmLabel}
      confirmingLabel={confirmLabel}
      // A rejected promise would leave Payload's modal open and stuck in its confirming state.
      onConfirm={() => Promise.resolve(onConfirm()).then(noop, noop)}
    />
  )
}
