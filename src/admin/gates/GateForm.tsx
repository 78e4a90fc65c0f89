'use client'

import type React from 'react'
import { useState } from 'react'
import { gateSchema } from '@/lib/validation/admin'
import { GATE_DEFAULTS, GATE_FREQUENCIES, GATE_TRIGGER_TYPES, labelFor } from '@/lib/validation/options'
import type { Gate } from '@/payload-types'
import { describedBy, Field, fieldErrorsOf, type FieldErrors } from '../shared/forms'
import styles from '../shared/admin.module.css'

export type GateInput = Omit<Gate, 'id' | 'createdAt' | 'updatedAt' | 'buttonText' | 'dismissText' | 'allowDismiss' | 'isActive'> & {
  buttonText: string
  dismissText: string
  allowDismiss: boolean
  isActive: boolean
}

const inputFrom = (gate: Gate | null): GateInput => ({
  name: gate?.name ?? '',
  pagePath: gate?.pagePath ?? '',
  triggerType: gate?.triggerType ?? GATE_DEFAULTS.triggerType,
  triggerValue: gate?.triggerValue ?? GATE_DEFAULTS.triggerValue,
  title: gate?.title ?? '',
  description: gate?.description ?? '',
  buttonText: gate?.buttonText ?? GATE_DEFAULTS.buttonText,
  dismissText: gate?.dismissText ?? GATE_DEFAULTS.dismissText,
  allowDismiss: gate?.allowDismiss ?? GATE_DEFAULTS.allowDismiss,
  priority: gate?.priority ?? GATE_DEFAULTS.priority,
  showFrequency: gate?.showFrequency ?? GATE_DEFAULTS.showFrequency,
  isActive: gate?.isActive ?? GATE_DEFAULTS.isActive,
})

/** What the trigger value means for each trigger type (design.md decision 9). */
const TRIGGER_VALUE_HINTS: Record<Gate['triggerType'], string> = {
  scroll: 'Percent of the page scrolled (1-100).',
  time: 'Seconds on the page (1-100).',
  exit_intent: 'Not used by exit intent; keep any value from 1 to 100.',
  element_view: 'Percent of the marked element in view (1-100).',
}

interface GateFormProps {
  gate: Gate | null
  busy: boolean
  onSubmit: (input: GateInput) => void
  onCancel: () => void
}

/** Create and edit form of a subscription gate; validated with the API's own schema before sending. */
export function GateForm({ gate, busy, onSubmit, onCancel }: GateFormProps) {
  const [input, setInput] = useState<GateInput>(() => inputFrom(gate))
  const [errors, setErrors] = useState<FieldErrors>({})
  const set = <K extends keyof GateInput>(key: K, value: GateInput[K]) => setInput((current) => ({ ...current, [key]: value }))

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const parsed = gateSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    onSubmit(input)
  }

  const text = (key: 'name' | 'pagePath' | 'title' | 'buttonText' | 'dismissText', label: string, required: boolean, placeholder?: string) => {
    const id = `gate-${key}`
    return (
      <Field id={id} label={label} required={required} error={errors[key]}>
        <input
          id={id}
          className={styles.input}
          value={input[key]}
          placeholder={placeholder}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy(id, { error: errors[key] })}
          onChange={(event) => set(key, event.target.value)}
        />
      </Field>
    )
  }

  const whole = (key: 'triggerValue' | 'priority', label: string, min: number, max: number | undefined, hint?: string) => {
    const id = `gate-${key}`
    return (
      <Field id={id} label={label} required error={errors[key]} hint={hint}>
        <input
          id={id}
          className={styles.input}
          type="number"
          min={min}
          max={max}
          step={1}
          value={Number.isNaN(input[key]) ? '' : input[key]}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy(id, { hint: Boolean(hint), error: errors[key] })}
          onChange={(event) => set(key, event.target.value === '' ? Number.NaN : Number(event.target.value))}
        />
      </Field>
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.formGrid}>
        {text('name', 'Name', true)}
        {text('pagePath', 'Page path', true, '/live-stash')}
        <Field id="gate-triggerType" label="Trigger type">
          <select
            id="gate-triggerType"
            className={styles.select}
            value={input.triggerType}
            onChange={(event) => set('triggerType', event.target.value as Gate['triggerType'])}
          >
            {GATE_TRIGGER_TYPES.map((type) => (
              <option key={type} value={type}>
                {labelFor(type)}
              </option>
            ))}
          </select>
        </Field>
        {whole('triggerValue', 'Trigger value', 1, 100, TRIGGER_VALUE_HINTS[input.triggerType])}
        {whole('priority', 'Priority', 1, undefined, 'Higher numbers win when several gates match a page.')}
        <Field id="gate-showFrequency" label="Show frequency">
          <select
            id="gate-showFrequency"
            className={styles.select}
            value={input.showFrequency}
            onChange={(event) => set('showFrequency', event.target.value as Gate['showFrequency'])}
          >
            {GATE_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {labelFor(frequency)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {text('title', 'Title', true)}
      <Field id="gate-description" label="Description" required error={errors.description}>
        <textarea
          id="gate-description"
          className={styles.textarea}
          value={input.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('gate-description', { error: errors.description })}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <div className={styles.formGrid}>
        {text('buttonText', 'Button text', false)}
        {text('dismissText', 'Dismiss text', false)}
      </div>
      <div className={styles.actions}>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={input.allowDismiss} onChange={(event) => set('allowDismiss', event.target.checked)} />
          Allow dismissal
        </label>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={input.isActive} onChange={(event) => set('isActive', event.target.checked)} />
          Active
        </label>
      </div>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
          {busy ? 'Saving...' : gate ? 'Save Gate' : 'Create Gate'}
        </button>
      </div>
    </form>
  )
}
