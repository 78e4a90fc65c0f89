'use client'

import { Button } from '@payloadcms/ui'
import { CheckboxField, InputField, SelectField } from '@/admin/shared/InputField'
import { useZodForm } from '@/admin/shared/useZodForm'
import type { gateSchema } from '@/lib/validation/admin'
import { gateFormSchema, type GateFormValues } from '@/lib/validation/admin-forms'
import { GATE_DEFAULTS, GATE_FREQUENCIES, GATE_TRIGGER_TYPES, toOptions } from '@/lib/validation/options'
import type { z } from '@/lib/validation/zod'
import type { Gate } from '@/payload-types'
import styles from '../shared/admin.module.css'

export type GateInput = z.output<typeof gateSchema>

const valuesFrom = (gate: Gate | null): GateFormValues => ({
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
  const { register, handleSubmit, watch, formState } = useZodForm(gateFormSchema, { defaultValues: valuesFrom(gate) })
  const { errors } = formState
  const text = (key: 'name' | 'pagePath' | 'title' | 'buttonText' | 'dismissText', label: string, required: boolean, placeholder?: string) => (
    <InputField id={`gate-${key}`} label={label} required={required} placeholder={placeholder} error={errors[key]} registration={register(key)} />
  )
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <div className={styles.formGrid}>
        {text('name', 'Name', true)}
        {text('pagePath', 'Page path', true, '/live-stash')}
        <SelectField id="gate-triggerType" label="Trigger type" options={toOptions(GATE_TRIGGER_TYPES)} registration={register('triggerType')} />
        <InputField
          id="gate-triggerValue"
          label="Trigger value"
          required
          type="number"
          min={1}
          max={100}
          hint={TRIGGER_VALUE_HINTS[watch('triggerType')]}
          error={errors.triggerValue}
          registration={register('triggerValue', { valueAsNumber: true })}
        />
        <InputField
          id="gate-priority"
          label="Priority"
          required
          type="number"
          min={1}
          hint="Higher numbers win when several gates match a page."
          error={errors.priority}
          registration={register('priority', { valueAsNumber: true })}
        />
        <SelectField id="gate-showFrequency" label="Show frequency" options={toOptions(GATE_FREQUENCIES)} registration={register('showFrequency')} />
      </div>
      {text('title', 'Title', true)}
      <InputField id="gate-description" label="Description" required multiline error={errors.description} registration={register('description')} />
      <div className={styles.formGrid}>
        {text('buttonText', 'Button text', false)}
        {text('dismissText', 'Dismiss text', false)}
      </div>
      <div className={styles.actions}>
        <CheckboxField label="Allow dismissal" registration={register('allowDismiss')} />
        <CheckboxField label="Active" registration={register('isActive')} />
      </div>
      <div className={styles.dialogActions}>
        <Button buttonStyle="secondary" margin={false} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" buttonStyle="primary" margin={false} disabled={busy}>
          {busy ? 'Saving...' : gate ? 'Save Gate' : 'Create Gate'}
        </Button>
      </div>
    </form>
  )
}
