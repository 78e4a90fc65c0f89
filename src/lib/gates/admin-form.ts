import { z } from '@/lib/forms/zod'
import { gateSchema } from '@/lib/gates/admin-schema'
import type { GATE_FREQUENCIES, GATE_TRIGGER_TYPES } from '@/lib/gates/options'
import { isRecord } from '@/lib/forms/fields'

export interface GateFormValues {
  name: string
  pagePath: string
  triggerType: (typeof GATE_TRIGGER_TYPES)[number]
  /** NaN while the number input is empty, which the schema reports as not a whole number. */
  triggerValue: number
  title: string
  description: string
  buttonText: string
  dismissText: string
  allowDismiss: boolean
  priority: number
  showFrequency: (typeof GATE_FREQUENCIES)[number]
  isActive: boolean
}

export const gateFormSchema = z
  .custom<GateFormValues>(isRecord)
  .transform((values): z.input<typeof gateSchema> => values)
  .pipe(gateSchema)
