'use client'

import type React from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { describedBy, Field } from './forms'
import styles from './admin.module.css'

interface InputFieldProps {
  id: string
  label: string
  /** What `register(name, options)` returned: name, ref and the change and blur handlers. */
  registration: UseFormRegisterReturn
  error?: FieldError
  required?: boolean
  hint?: React.ReactNode
  type?: 'text' | 'url' | 'date' | 'number'
  multiline?: boolean
  placeholder?: string
  readOnly?: boolean
  disabled?: boolean
  min?: number
  max?: number
}

/** One text, URL, date or number input (or textarea) of a react-hook-form form, with label, hint and error. */
export function InputField({ id, label, registration, error, required, hint, type = 'text', multiline = false, ...rest }: InputFieldProps) {
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint: Boolean(hint), error: error?.message }),
    ...rest,
    ...registration,
  }
  return (
    <Field id={id} label={label} required={required} error={error?.message} hint={hint}>
      {multiline ? (
        <textarea className={styles.textarea} {...shared} />
      ) : (
        <input className={styles.input} type={type} step={type === 'number' ? 1 : undefined} {...shared} />
      )}
    </Field>
  )
}

interface SelectFieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  options: readonly { value: string; label: string }[]
}

export function SelectField({ id, label, registration, options }: SelectFieldProps) {
  return (
    <Field id={id} label={label}>
      <select id={id} className={styles.select} {...registration}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...registration} />
      {label}
    </label>
  )
}
