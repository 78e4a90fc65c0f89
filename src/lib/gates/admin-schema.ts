import { z } from '@/lib/forms/zod'
import { booleanFrom, integerFrom, optionalText, requiredText } from '@/lib/forms/fields'
import { GATE_DEFAULTS, GATE_FREQUENCIES, GATE_TRIGGER_TYPES } from '@/lib/gates/options'

export const GATE_ADMIN_MESSAGES = {
  gateName: 'Name is required',
  gatePath: 'Page path is required',
  gateTitle: 'Title is required',
  gateDescription: 'Description is required',
  gateTriggerValue: 'Trigger value must be a whole number from 1 to 100',
  gatePriority: 'Priority must be a whole number of at least 1',
} as const

export const gateSchema = z.object({
  name: requiredText(GATE_ADMIN_MESSAGES.gateName, 120),
  pagePath: requiredText(GATE_ADMIN_MESSAGES.gatePath, 300),
  triggerType: z.enum(GATE_TRIGGER_TYPES).default(GATE_DEFAULTS.triggerType),
  triggerValue: integerFrom(GATE_ADMIN_MESSAGES.gateTriggerValue, 1, 100).default(GATE_DEFAULTS.triggerValue),
  title: requiredText(GATE_ADMIN_MESSAGES.gateTitle, 200),
  description: requiredText(GATE_ADMIN_MESSAGES.gateDescription, 2000),
  buttonText: optionalText(60).transform((value) => value ?? GATE_DEFAULTS.buttonText),
  dismissText: optionalText(120).transform((value) => value ?? GATE_DEFAULTS.dismissText),
  allowDismiss: booleanFrom(GATE_DEFAULTS.allowDismiss),
  priority: integerFrom(GATE_ADMIN_MESSAGES.gatePriority, 1, 1000).default(GATE_DEFAULTS.priority),
  showFrequency: z.enum(GATE_FREQUENCIES).default(GATE_DEFAULTS.showFrequency),
  isActive: booleanFrom(GATE_DEFAULTS.isActive),
})

/** PUT /api/admin/subscription-gates/{id} takes any subset, e.g. just { isActive }. */
export const gateUpdateSchema = z.object({
  name: gateSchema.shape.name.optional(),
  pagePath: gateSchema.shape.pagePath.optional(),
  triggerType: z.enum(GATE_TRIGGER_TYPES).optional(),
  triggerValue: integerFrom(GATE_ADMIN_MESSAGES.gateTriggerValue, 1, 100).optional(),
  title: gateSchema.shape.title.optional(),
  description: gateSchema.shape.description.optional(),
  buttonText: optionalText(60),
  dismissText: optionalText(120),
  allowDismiss: z.boolean().optional(),
  priority: integerFrom(GATE_ADMIN_MESSAGES.gatePriority, 1, 1000).optional(),
  showFrequency: z.enum(GATE_FREQUENCIES).optional(),
  isActive: z.boolean().optional(),
})
