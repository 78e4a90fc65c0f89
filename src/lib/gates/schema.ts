import { z } from '../forms/zod'
import { email, optionalText } from '../forms/fields'
import { GATE_ACTIONS } from './options'

export const GATE_MESSAGES = {
  gateId: 'gateId must be the id of a subscription gate',
  sessionId: 'sessionId is required',
  action: `action must be one of: ${GATE_ACTIONS.join(', ')}`,
  email: 'Please enter a valid email address.',
  unknownGate: 'Subscription gate not found',
} as const

/** A visitor's interaction with a gate; the e-mail is kept only when they subscribed. */
export const gateInteractionSchema = z
  .object({
    gateId: z.preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z.number({ error: GATE_MESSAGES.gateId }).int(GATE_MESSAGES.gateId).positive(GATE_MESSAGES.gateId),
    ),
    sessionId: z.string({ error: GATE_MESSAGES.sessionId }).trim().min(1, GATE_MESSAGES.sessionId).max(100),
    userAgent: optionalText(500),
    action: z.enum(GATE_ACTIONS, { error: GATE_MESSAGES.action }),
    email: z.unknown().optional(),
  })
  .transform(({ email: _ignored, ...rest }, context) => {
    if (rest.action !== 'subscribed') return { ...rest, email: undefined }
    const parsed = email(GATE_MESSAGES.email).safeParse(_ignored)
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: GATE_MESSAGES.email, path: ['email'] })
      return z.NEVER
    }
    return { ...rest, email: parsed.data }
  })
export type GateInteractionInput = z.input<typeof gateInteractionSchema>
