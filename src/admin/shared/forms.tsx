'use client'

import type React from 'react'
import type { z } from 'zod'
import type { AdminToast as ToastOptions } from '@/admin/shared/toast'
import styles from './admin.module.css'

export type FieldErrors = Partial<Record<string, string>>

/** The first message per top-level field of a failed zod parse, for showing beside the inputs. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}

/** Spec section 8: a failure shows the server's message, else the screen's fallback text. */
export const failureToast = (title: string, serverMessage: string | undefined, fallback: string): ToastOptions => ({
  title,
  description: serverMessage ?? fallback,
  variant: 'destructive',
})

interface FieldProps {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: React.ReactNode
  children: React.ReactNode
}

/**
 * Label, control, hint and error of one form field. The control gets `id`, and should point
 * `aria-describedby` at `describedBy(id, …)` so the hint and error are read with it.
 */
export function Field({ id, label, required = false, error, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? ' *' : ''}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const describedBy = (id: string, { hint = false, error }: { hint?: boolean; error?: string }): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
