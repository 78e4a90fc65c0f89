'use client'

import type React from 'react'
import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form'
import layout from './layout.module.css'

interface FormFieldProps {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: React.ReactNode
  children: React.ReactNode
}

/**
 * Label, control, hint and error of one form field, in plain accessible markup: Payload's FieldError
 * is a tooltip tied to its own form state, with no id a control could point `aria-describedby` at.
 * The control gets `id` and `describedBy(id, …)`, so the hint and the error are read with it.
 */
export function FormField({ id, label, required = false, error, hint, children }: FormFieldProps) {
  return (
    <div className={layout.field}>
      <label htmlFor={id} className={layout.label}>
        {label}
        {required ? ' *' : ''}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={layout.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={layout.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const describedBy = (id: string, { hint = false, error }: { hint?: boolean; error?: string }): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/** The slice of a react-hook-form form the bound fields need; any resolver output type fits. */
type BoundForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>

interface BoundProps<T extends FieldValues> {
  form: BoundForm<T>
  name: Path<T>
  label: string
  /** Ids are `${idPrefix}-${name}`, unique per screen. */
  idPrefix: string
  required?: boolean
  hint?: React.ReactNode
  /** E.g. `valueAsNumber`, or an `onChange` that fills the fields following this one. */
  registerOptions?: RegisterOptions<T, Path<T>>
}

/** The zod message of a field, as the resolver left it in the form state. */
export function errorOf<T extends FieldValues>(form: BoundForm<T>, name: Path<T>): string | undefined {
  const error: { message?: unknown } | undefined = get(form.formState.errors, name)
  return typeof error?.message === 'string' ? error.message : undefined
}

function controlProps<T extends FieldValues>({ form, name, idPrefix, required, hint }: BoundProps<T>) {
  const id = `${idPrefix}-${name}`
  const error = errorOf(form, name)
  return {
    id,
    error,
    control: {
      id,
      className: layout.input,
      required,
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy(id, { hint: Boolean(hint), error }),
    },
  }
}

type TextProps<T extends FieldValues> = BoundProps<T> & {
  type?: 'email' | 'text' | 'url' | 'number' | 'date' | 'password'
  autoComplete?: string
  min?: number
  max?: number
  multiline?: boolean
  rows?: number
  placeholder?: string
  readOnly?: boolean
  maxLength?: number
  /** Id of a <datalist> whose values the input suggests. */
  list?: string
}

/** A text input or textarea registered on the form; zod decides what is valid. */
export function TextField<T extends FieldValues>(props: TextProps<T>) {
  const {
    form,
    name,
    label,
    required,
    hint,
    type = 'text',
    multiline = false,
    rows = 3,
    placeholder,
    readOnly,
    maxLength,
    min,
    max,
    autoComplete,
    registerOptions,
    list,
  } = props
  const { id, error, control } = controlProps(props)
  const extra = { placeholder, readOnly, maxLength, autoComplete, 'aria-readonly': readOnly, list }
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      {multiline ? (
        <textarea {...control} {...extra} rows={rows} {...form.register(name, registerOptions)} />
      ) : (
        <input
          {...control}
          {...extra}
          type={type}
          min={min}
          max={max}
          step={type === 'number' ? 1 : undefined}
          {...form.register(name, registerOptions)}
        />
      )}
    </FormField>
  )
}

type SelectProps<T extends FieldValues> = BoundProps<T> & {
  options: ReadonlyArray<{ value: string | number; label: string }>
  /** Label of an empty first option, for optional choices. */
  blank?: string
  /** Numbers (e.g. the flames rating) come back as numbers, not strings. */
  numeric?: boolean
}

/** A native select (keyboard and screen-reader friendly, and what the e2e tests drive). */
export function SelectField<T extends FieldValues>(props: SelectProps<T>) {
  const { form, name, label, required, hint, options, blank, numeric = false, registerOptions } = props
  const { id, error, control } = controlProps(props)
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <select {...control} {...form.register(name, numeric ? { valueAsNumber: true } : registerOptions)}>
        {blank !== undefined ? <option value="">{blank}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}

/** A checkbox with its label beside it; `children` may add a note after the label. */
export function CheckboxField<T extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  children,
}: Omit<BoundProps<T>, 'required' | 'hint'> & { children?: React.ReactNode }) {
  const id = `${idPrefix}-${name}`
  return (
    <div className={layout.check}>
      <input id={id} type="checkbox" {...form.register(name)} />
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  )
}
