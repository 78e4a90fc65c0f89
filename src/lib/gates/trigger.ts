import { GATE_DEFAULTS } from './options'
import type { PublicGate } from './queries'

// When a subscription gate opens (docs/decisions.md#gates). The browser wiring lives in
// src/components/gates/SubscriptionGate.tsx; the decisions are here so they can be tested.

export type GateTriggerSettings = Pick<PublicGate, 'triggerType' | 'triggerValue'>

export type ResolvedTrigger =
  | { kind: 'scroll'; percent: number }
  | { kind: 'time'; delayMs: number }
  | { kind: 'exit_intent' }
  | { kind: 'element_view'; visibleRatio: number }

export interface TriggerEnvironment {
  /** Touch-first device (no hovering pointer): there is no mouse to leave the viewport. */
  coarsePointer: boolean
  /** Whether the page has an element marked as the gate's target (see GATE_TARGET_SELECTOR). */
  hasTarget: boolean
}

/**
 * The element an `element_view` gate watches: any element with a `data-gate-target` attribute, or the
 * element with id `subscription-gate-target`. The first one in document order counts.
 */
export const GATE_TARGET_SELECTOR = '[data-gate-target], #subscription-gate-target'

const clampPercent = (value: number) => Math.min(100, Math.max(0, value))
const finiteOr = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

const defaultScroll = (): ResolvedTrigger => ({ kind: 'scroll', percent: GATE_DEFAULTS.triggerValue })

export function resolveTrigger(gate: GateTriggerSettings, environment: TriggerEnvironment): ResolvedTrigger {
  const value = finiteOr(gate.triggerValue, GATE_DEFAULTS.triggerValue)
  switch (gate.triggerType) {
    case 'time':
      // triggerValue is in seconds for time gates.
      return { kind: 'time', delayMs: Math.max(0, value) * 1000 }
    case 'exit_intent':
      return environment.coarsePointer ? defaultScroll() : { kind: 'exit_intent' }
    case 'element_view':
      // Without a marked element there is nothing to watch; the default scroll trigger stands in.
      return environment.hasTarget ? { kind: 'element_view', visibleRatio: clampPercent(value) / 100 } : defaultScroll()
    case 'scroll':
    default:
      return { kind: 'scroll', percent: clampPercent(value) }
  }
}

/**
 * How far down the page the visitor has scrolled, 0–100. A page too short to scroll reports 0: not
 * scrolling is no sign of reading, so a scroll gate stays closed there.
 */
export function scrolledPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight
  if (scrollable <= 0) return 0
  return clampPercent((scrollTop / scrollable) * 100)
}

/** Exit intent: the pointer left the document through the top edge (towards tabs and the address bar). */
export const isExitIntent = (event: { clientY: number; relatedTarget: unknown }): boolean =>
  event.relatedTarget === null && event.clientY <= 0
