import type React from 'react'

/** Attributes that tie a control to its label, hint and error message. */
export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

export interface FieldProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  className?: string
  children: (control: ControlProps) => React.ReactNode
}

export const controlClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-600 dark:border-smoke-700 dark:bg-smoke-950 dark:text-stone-100 dark:placeholder:text-stone-400 dark:aria-[invalid=true]:border-red-500'

/** A labelled form control with its required/optional marker, hint and inline error. */
export function Field({ id, label, required = false, hint, error, className = '', children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span className="text-ember-600 dark:text-ember-400" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-stone-500 dark:text-stone-400"> (optional)</span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-stone-500 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Explains the asterisk once per form. */
export function RequiredNote() {
  return (
    <p className="text-sm text-stone-500 dark:text-stone-400">
      Fields marked <span className="text-ember-600 dark:text-ember-400">*</span> are required.
    </p>
  )
}

export function Spinner({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`motion-safe:animate-spin ${className}`} fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
