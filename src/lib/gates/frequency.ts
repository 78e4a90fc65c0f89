import type { PublicGate } from './queries'

// Whether a gate may open, from the flags kept in the browser (docs/decisions.md#gates):
// - subscribed (any gate, localStorage) and dismissed (per gate, localStorage) stop it for good;
// - showFrequency once: opened before on this browser (localStorage); session: opened before in this
//   tab session (sessionStorage); always: every page load.

export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface GateStores {
  local: KeyValueStore | null
  session: KeyValueStore | null
}

export type GateFrequencySettings = Pick<PublicGate, 'id' | 'showFrequency'>

const PREFIX = 'headstash:gate'
export const GATE_STORAGE_KEYS = {
  subscribed: `${PREFIX}:subscribed`,
  sessionId: `${PREFIX}:session-id`,
  dismissed: (gateId: number) => `${PREFIX}:${gateId}:dismissed`,
  shown: (gateId: number) => `${PREFIX}:${gateId}:shown`,
} as const

// Storage can throw (disabled cookies, private modes, full quota); a gate must never break the page.
const read = (store: KeyValueStore | null, key: string): string | null => {
  try {
    return store?.getItem(key) ?? null
  } catch {
    return null
  }
}

const write = (store: KeyValueStore | null, key: string, value: string): void => {
  try {
    store?.setItem(key, value)
  } catch {
    // Without storage the flag lasts as long as the page; nothing else to do.
  }
}

export function mayShowGate(gate: GateFrequencySettings, stores: GateStores): boolean {
  if (read(stores.local, GATE_STORAGE_KEYS.subscribed)) return false
  if (read(stores.local, GATE_STORAGE_KEYS.dismissed(gate.id))) return false
  switch (gate.showFrequency) {
    case 'always':
      return true
    case 'session':
      return !read(stores.session, GATE_STORAGE_KEYS.shown(gate.id))
    case 'once':
    default:
      return !read(stores.local, GATE_STORAGE_KEYS.shown(gate.id))
  }
}

/** Remembers that the gate opened, where its frequency needs it. */
export function recordGateShown(gate: GateFrequencySettings, stores: GateStores, now = new Date()): void {
  if (gate.showFrequency === 'once') write(stores.local, GATE_STORAGE_KEYS.shown(gate.id), now.toISOString())
  if (gate.showFrequency === 'session') write(stores.session, GATE_STORAGE_KEYS.shown(gate.id), now.toISOString())
}

export const recordGateDismissed = (gateId: number, stores: GateStores, now = new Date()): void =>
  write(stores.local, GATE_STORAGE_KEYS.dismissed(gateId), now.toISOString())

export const recordSubscribed = (stores: GateStores, now = new Date()): void =>
  write(stores.local, GATE_STORAGE_KEYS.subscribed, now.toISOString())

/** The random id grouping this tab session's interactions, created on first use. */
export function gateSessionId(stores: GateStores, createId: () => string): string {
  const existing = read(stores.session, GATE_STORAGE_KEYS.sessionId)
  if (existing) return existing
  const created = createId()
  write(stores.session, GATE_STORAGE_KEYS.sessionId, created)
  return created
}

/** The gate to use among answers for several addresses of one page: highest priority, first answer on ties. */
export function pickGate<T extends Pick<PublicGate, 'id' | 'priority'>>(lists: readonly (readonly T[])[]): T | null {
  let best: T | null = null
  for (const list of lists) {
    for (const gate of list) {
      if (!best || gate.priority > best.priority) best = gate
    }
  }
  return best
}
