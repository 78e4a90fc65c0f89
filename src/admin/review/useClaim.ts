'use client'

import { type RefObject, useEffect, useEffectEvent } from 'react'
import { CLAIM_RENEW_SECONDS } from '@/lib/moderation/review'
import type { HeadstashSubmission } from '@/payload-types'
import { claimEntry, releaseEntry } from './api'

/** The session's calls in the order they were made: each starts once the one before has been answered. */
export type CallChain = RefObject<Promise<unknown>>

export function serialize(chain: CallChain, task: () => Promise<unknown>): void {
  chain.current = chain.current.then(task).catch(() => undefined)
}

/** A pause before claiming, so a run of `j` presses passes over entries without claiming each. */
const SETTLE_MS = 300

/**
 * Claims the entry in focus for this moderator and renews the claim while it stays in focus; moving
 * on (or leaving the page) releases it. Decided entries need no claim. Claims go through the session's
 * call chain, so a claim never reaches the server after this moderator's own decision on the entry.
 */
export function useClaimWhileFocused(current: HeadstashSubmission | null, chain: CallChain, onRefused: () => void) {
  const id = current?.status === 'pending' ? current.id : null
  const refused = useEffectEvent(onRefused)
  useEffect(() => {
    if (id === null) return
    let claimed = false
    let left = false
    const release = () => {
      if (claimed) void releaseEntry(id)
      claimed = false
    }
    const claim = () =>
      serialize(chain, async () => {
        if (left) return
        const result = await claimEntry(id)
        claimed = result.ok
        if (!result.ok && result.status === 409) refused()
        // Moved on while the claim was on its way: give it back rather than hold it for the whole lease.
        if (left) release()
        else timer = setTimeout(claim, CLAIM_RENEW_SECONDS * 1000)
      })
    let timer = setTimeout(claim, SETTLE_MS)
    window.addEventListener('pagehide', release)
    return () => {
      left = true
      clearTimeout(timer)
      window.removeEventListener('pagehide', release)
      release()
    }
  }, [id, chain])
}
