'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useToast } from '@/components/ui/toast'
import {
  gateSessionId,
  type GateStores,
  mayShowGate,
  pickGate,
  recordGateDismissed,
  recordGateShown,
  recordSubscribed,
} from '@/lib/gates/frequency'
import { gatePathsFor } from '@/lib/gates/paths'
import { resolveTrigger } from '@/lib/gates/trigger'
import { getJson, postJson } from '@/lib/http/client'
import type { PublicGate } from '@/lib/gates/queries'
import { NEWSLETTER_MESSAGES, subscribedToast } from '@/lib/newsletter/texts'
import type { GATE_ACTIONS } from '@/lib/gates/options'
import { armTrigger, gateTarget, hasCoarsePointer } from './triggers'

export const GATES_URL = '/api/subscription-gates'
export const GATE_INTERACTION_URL = '/api/subscription-gates/interaction'

type GateAction = (typeof GATE_ACTIONS)[number]

// Loaded when a gate opens: most visits never see one, so every page need not carry the dialog.
const GateDialog = lazy(() => import('./GateDialog').then((module) => ({ default: module.GateDialog })))

// Either store can be missing or throw on access (privacy settings); the flag helpers cope with null.
function browserStores(): GateStores {
  const pick = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name]
    } catch {
      return null
    }
  }
  return { local: pick('localStorage'), session: pick('sessionStorage') }
}

// randomUUID exists only in secure contexts; a LAN address over plain http still gets a random id.
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The subscription prompt of every public page (docs/decisions.md#gates), mounted
 * once in the public layout. It asks the API for the current path's active gates (both addresses of the
 * podcast home), takes the one with the highest priority, and opens it when its trigger fires:
 * scroll (percent of the page), time (seconds), exit_intent (pointer leaves through the top; touch
 * devices use the default scroll trigger) or element_view (the first element with a `data-gate-target`
 * attribute or the id `subscription-gate-target` comes into view; without one, the default scroll
 * trigger). Frequency and the local subscribed / dismissed flags decide whether it may open at all.
 */
export function SubscriptionGate() {
  const pathname = usePathname()
  const { toast } = useToast()
  const pathKey = gatePathsFor(pathname).join('\n')
  // State belongs to the addresses it was loaded for, so a client-side navigation starts afresh.
  const [state, setState] = useState<{ pathKey: string; gate: PublicGate; open: boolean } | null>(null)
  const current = state?.pathKey === pathKey ? state : null
  const gate = current?.gate ?? null
  // Which gate already opened on these addresses: a trigger firing again (or re-armed) must not reopen it.
  const firedRef = useRef<string | null>(null)

  const report = useCallback(
    (gateId: number, action: GateAction, extra: Record<string, string> = {}) =>
      postJson(GATE_INTERACTION_URL, {
        gateId,
        sessionId: gateSessionId(browserStores(), randomId),
        userAgent: navigator.userAgent,
        action,
        ...extra,
      }),
    [],
  )

  useEffect(() => {
    let cancelled = false
    const requests = pathKey.split('\n').map((path) => getJson<{ gates?: PublicGate[] }>(`${GATES_URL}?path=${encodeURIComponent(path)}`))
    void Promise.all(requests).then((results) => {
      if (cancelled) return
      // A failed lookup means no gate: the prompt is optional, the page must not suffer for it.
      const lists = results.map((result) => (result.ok && Array.isArray(result.data?.gates) ? result.data.gates : []))
      const chosen = pickGate(lists)
      if (chosen && mayShowGate(chosen, browserStores())) setState({ pathKey, gate: chosen, open: false })
    })
    return () => {
      cancelled = true
    }
  }, [pathKey])

  useEffect(() => {
    if (!gate) return
    const firedKey = `${pathKey}\n${gate.id}`
    if (firedRef.current === firedKey) return
    const trigger = resolveTrigger(gate, { coarsePointer: hasCoarsePointer(), hasTarget: gateTarget() !== null })
    let disarm: (() => void) | null = null
    disarm = armTrigger(trigger, () => {
      if (firedRef.current === firedKey) return
      firedRef.current = firedKey
      disarm?.()
      recordGateShown(gate, browserStores())
      setState({ pathKey, gate, open: true })
      void report(gate.id, 'shown')
    })
    return () => disarm?.()
  }, [gate, pathKey, report])

  const close = useCallback(() => setState((previous) => (previous ? { ...previous, open: false } : previous)), [])

  const onDismiss = useCallback(() => {
    if (!gate) return
    recordGateDismissed(gate.id, browserStores())
    close()
    void report(gate.id, 'dismissed')
  }, [gate, close, report])

  const onSubscribe = useCallback(
    async (email: string, honeypot: Record<string, string>): Promise<void> => {
      if (!gate) return
      // The server stores the interaction and subscribes the address to the newsletter.
      const result = await report(gate.id, 'subscribed', { email, ...honeypot })
      if (result.ok) {
        recordSubscribed(browserStores())
        close()
        toast(subscribedToast(result.data))
      } else {
        toast({
          title: NEWSLETTER_MESSAGES.failureTitle,
          description: result.message ?? NEWSLETTER_MESSAGES.failureFallback,
          variant: 'destructive',
        })
      }
    },
    [gate, close, report, toast],
  )

  if (!gate || !current?.open) return null
  return (
    <Suspense fallback={null}>
      <GateDialog gate={gate} onDismiss={onDismiss} onSubscribe={onSubscribe} />
    </Suspense>
  )
}
