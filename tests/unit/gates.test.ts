import { describe, expect, it } from 'vitest'
import {
  GATE_STORAGE_KEYS,
  type GateStores,
  gateSessionId,
  type KeyValueStore,
  mayShowGate,
  pickGate,
  recordGateDismissed,
  recordGateShown,
  recordSubscribed,
} from '@/lib/gates/frequency'
import { isExitIntent, resolveTrigger, scrolledPercent } from '@/lib/gates/trigger'
import { gatePathsFor } from '@/lib/gates/paths'

const memoryStore = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>()
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) }
}
const stores = (): GateStores & { local: ReturnType<typeof memoryStore>; session: ReturnType<typeof memoryStore> } => ({
  local: memoryStore(),
  session: memoryStore(),
})
const desktop = { coarsePointer: false, hasTarget: false }

describe('resolveTrigger', () => {
  it('uses the percent for scroll and seconds for time', () => {
    expect(resolveTrigger({ triggerType: 'scroll', triggerValue: 60 }, desktop)).toEqual({ kind: 'scroll', percent: 60 })
    expect(resolveTrigger({ triggerType: 'scroll', triggerValue: 250 }, desktop)).toEqual({ kind: 'scroll', percent: 100 })
    expect(resolveTrigger({ triggerType: 'time', triggerValue: 12 }, desktop)).toEqual({ kind: 'time', delayMs: 12_000 })
  })

  it('falls back to the default 60 % scroll for exit intent on touch devices', () => {
    expect(resolveTrigger({ triggerType: 'exit_intent', triggerValue: 0 }, desktop)).toEqual({ kind: 'exit_intent' })
    expect(resolveTrigger({ triggerType: 'exit_intent', triggerValue: 0 }, { ...desktop, coarsePointer: true })).toEqual({
      kind: 'scroll',
      percent: 60,
    })
  })

  it('watches the marked element, or scrolls by default when the page has none', () => {
    expect(resolveTrigger({ triggerType: 'element_view', triggerValue: 50 }, { ...desktop, hasTarget: true })).toEqual({
      kind: 'element_view',
      visibleRatio: 0.5,
    })
    expect(resolveTrigger({ triggerType: 'element_view', triggerValue: 50 }, desktop)).toEqual({ kind: 'scroll', percent: 60 })
  })

  it('treats a missing value as the default', () => {
    expect(resolveTrigger({ triggerType: 'scroll', triggerValue: Number.NaN }, desktop)).toEqual({ kind: 'scroll', percent: 60 })
  })
})

describe('scrolledPercent', () => {
  it('measures the scrolled share of the scrollable height', () => {
    expect(scrolledPercent(0, 900, 2900)).toBe(0)
    expect(scrolledPercent(1200, 900, 2900)).toBe(60)
    expect(scrolledPercent(2000, 900, 2900)).toBe(100)
  })

  it('reports 0 for a page that cannot scroll', () => {
    expect(scrolledPercent(0, 900, 900)).toBe(0)
  })
})

describe('isExitIntent', () => {
  it('is only the pointer leaving the document through the top', () => {
    expect(isExitIntent({ clientY: -2, relatedTarget: null })).toBe(true)
    expect(isExitIntent({ clientY: 300, relatedTarget: null })).toBe(false)
    expect(isExitIntent({ clientY: 0, relatedTarget: {} })).toBe(false)
  })
})

describe('gate frequency flags', () => {
  it('once: opens until it has been shown on this browser', () => {
    const s = stores()
    const gate = { id: 7, showFrequency: 'once' as const }
    expect(mayShowGate(gate, s)).toBe(true)
    recordGateShown(gate, s)
    expect(s.local.data.has(GATE_STORAGE_KEYS.shown(7))).toBe(true)
    expect(mayShowGate(gate, s)).toBe(false)
    expect(mayShowGate(gate, { local: s.local, session: memoryStore() })).toBe(false)
  })

  it('session: opens again in a new session', () => {
    const s = stores()
    const gate = { id: 7, showFrequency: 'session' as const }
    recordGateShown(gate, s)
    expect(mayShowGate(gate, s)).toBe(false)
    expect(mayShowGate(gate, { local: s.local, session: memoryStore() })).toBe(true)
  })

  it('always: opens on every load until dismissed or subscribed', () => {
    const s = stores()
    const gate = { id: 7, showFrequency: 'always' as const }
    recordGateShown(gate, s)
    expect(mayShowGate(gate, s)).toBe(true)
    recordGateDismissed(7, s)
    expect(mayShowGate(gate, s)).toBe(false)
    expect(mayShowGate({ id: 8, showFrequency: 'always' }, s)).toBe(true)
  })

  it('subscribed stops every gate', () => {
    const s = stores()
    recordSubscribed(s)
    expect(mayShowGate({ id: 1, showFrequency: 'always' }, s)).toBe(false)
    expect(mayShowGate({ id: 2, showFrequency: 'session' }, s)).toBe(false)
  })

  it('survives storage that throws or is missing', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    const gate = { id: 1, showFrequency: 'once' as const }
    expect(mayShowGate(gate, { local: broken, session: null })).toBe(true)
    expect(() => recordGateShown(gate, { local: broken, session: null })).not.toThrow()
  })
})

describe('gateSessionId', () => {
  it('creates the id once per session and reuses it', () => {
    const s = stores()
    let calls = 0
    const create = () => `id-${++calls}`
    expect(gateSessionId(s, create)).toBe('id-1')
    expect(gateSessionId(s, create)).toBe('id-1')
    expect(gateSessionId({ local: s.local, session: memoryStore() }, create)).toBe('id-2')
  })
})

describe('pickGate', () => {
  it('takes the highest priority across addresses, the first answer on ties', () => {
    expect(
      pickGate([
        [{ id: 1, priority: 1 }],
        [
          { id: 2, priority: 5 },
          { id: 3, priority: 2 },
        ],
      ]),
    ).toEqual({ id: 2, priority: 5 })
    expect(pickGate([[{ id: 1, priority: 3 }], [{ id: 2, priority: 3 }]])).toEqual({ id: 1, priority: 3 })
    expect(pickGate([[], []])).toBeNull()
  })
})

describe('gatePathsFor (the gate client in the public layout)', () => {
  it('asks for the current page only, normalised', () => {
    expect(gatePathsFor('/flame-rating-guide')).toEqual(['/flame-rating-guide'])
    expect(gatePathsFor('/flame-rating-guide/')).toEqual(['/flame-rating-guide'])
    expect(gatePathsFor('/')).toEqual(['/'])
  })

  it('asks for both addresses of the podcast home, its own first', () => {
    expect(gatePathsFor('/herban-conversations')).toEqual(['/herban-conversations', '/herbanconversations'])
    expect(gatePathsFor('/herbanconversations/')).toEqual(['/herbanconversations', '/herban-conversations'])
  })
})
