'use client'

import { Button } from '@payloadcms/ui'
import { CheckboxField, SelectField, TextField } from '@/admin/shared/FormField'
import layout from '@/admin/shared/layout.module.css'
import { useZodForm } from '@/admin/shared/useZodForm'
import type { gateSchema } from '@/lib/gates/admin-schema'
import { gateFormSchema, type GateFormValues } from '@/lib/gates/admin-form'
import { GATE_DEFAULTS, GATE_FREQUENCIES, GATE_TRIGGER_TYPES } from '@/lib/gates/options'
import { toOptions } from '@/lib/forms/options'
import type { z } from '@/lib/forms/zod'
import type { Gate } from '@/payload-types'
import { GATE_FIELD_LABELS } from '@/lib/gates/labels'

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

/** What the trigger value means for each trigger type (docs/decisions.md#gates). */
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
  const form = useZodForm(gateFormSchema, { defaultValues: valuesFrom(gate) })
  const field = { form, idPrefix: 'gate' } as const
  return (
    <form className={layout.form} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <div className={layout.formGrid}>
        <TextField {...field} name="name" label={GATE_FIELD_LABELS.name} required />
        <TextField {...field} name="pagePath" label={GATE_FIELD_LABELS.pagePath} required placeholder="/live-stash" />
        <SelectField {...field} name="triggerType" label={GATE_FIELD_LABELS.triggerType} options={toOptions(GATE_TRIGGER_TYPES)} />
        <TextField
          {...field}
          name="triggerValue"
          label={GATE_FIELD_LABELS.triggerValue}
          required
          type="number"
          min={1}
          max={100}
          hint={TRIGGER_VALUE_HINTS[form.watch('triggerType')]}
          registerOptions={{ valueAsNumber: true }}
        />
        <TextField
          {...field}
          name="priority"
          label={GATE_FIELD_LABELS.priority}
          required
          type="number"
          min={1}
          hint="Higher numbers win when several gates match a page."
          registerOptions={{ valueAsNumber: true }}
        />
        <SelectField {...field} name="showFrequency" label={GATE_FIELD_LABELS.showFrequency} options={toOptions(GATE_FREQUENCIES)} />
      </div>
      <TextField {...field} name="title" label={GATE_FIELD_LABELS.title} required />
      <TextField {...field} name="description" label={GATE_FIELD_LABELS.description} required multiline />
      <div className={layout.formGrid}>
        <TextField {...field} name="buttonText" label={GATE_FIELD_LABELS.buttonText} />
        <TextField {...field} name="dismissText" label={GATE_FIELD_LABELS.dismissText} />
      </div>
      <div className={layout.toolbar}>
        <CheckboxField {...field} name="allowDismiss" label={GATE_FIELD_LABELS.allowDismiss} />
        <CheckboxField {...field} name="isActive" label={GATE_FIELD_LABELS.isActive} />
      </div>
      <div className={layout.actions}>
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
