'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import type { RejectionReason } from '@/lib/submissions/options'
import type { HeadstashSubmission } from '@/payload-types'
import { useAdminMutation } from '../shared/mutation'
import {
  byWaitingLongest,
  type ClaimInfo,
  decideEntry,
  type DecisionRequest,
  reviewKeys,
  type SubmissionStatus,
  useClaims,
  useReviewQueue,
} from './api'
import { type BulkAction, bulkDecide, type BulkDecisionRequest, undoBulkDecision } from './bulk-api'
import { REVIEW_TEXTS, SINGLE_UNDO_MS } from './texts'
import { serialize, useClaimWhileFocused } from './useClaim'

/** A decision the moderator asked for: the new status, and with a rejection its reason and note. */
export interface Verdict {
  status: SubmissionStatus
  reason?: RejectionReason
  note?: string
}

/** The last decision, kept so `u` can take it back. */
type LastAction =
  | {
      kind: 'single'
      id: number
      name: string
      decided: SubmissionStatus
      previous: { status: SubmissionStatus; reason: RejectionReason | null; note: string | null }
      at: number
    }
  | { kind: 'bulk'; batchId: string; ids: number[]; previous: Map<number, HeadstashSubmission> }

/** A decision waiting for the moderator to confirm it over another moderator's claim. */
export interface PendingConfirmation {
  holders: string[]
  count: number
  verdict: Verdict
  run: () => void
}

const matches = (entry: HeadstashSubmission, filter: string) => {
  const words = filter.trim().toLowerCase()
  if (!words) return true
  return [entry.name, entry.submittedBy, entry.breeder, entry.location].some((value) => value?.toLowerCase().includes(words))
}

const withVerdict = (entry: HeadstashSubmission, verdict: Verdict): HeadstashSubmission => ({
  ...entry,
  status: verdict.status,
  rejectionReason: verdict.status === 'rejected' ? (verdict.reason ?? null) : null,
  rejectionNote: verdict.status === 'rejected' ? (verdict.note ?? null) : null,
})

/**
 * The state of one review session: the queue (pending entries as loaded, plus every entry decided in
 * this session, so a decision stays in sight and can be undone), the cursor, the selection, the last
 * action and the live announcement. Decisions show at once and are sent one after another in the
 * order they were made, so a fast run of keys never races itself; a refused one is put back.
 */
export function useReviewSession(filter: string) {
  const queryClient = useQueryClient()
  const queue = useReviewQueue()
  const claims = useClaims()
  const [local, setLocal] = useState<ReadonlyMap<number, HeadstashSubmission>>(new Map())
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set())
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [currentId, setCurrentId] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null)
  const lastAction = useRef<LastAction | null>(null)
  const chain = useRef<Promise<unknown>>(Promise.resolve())

  const entries = useMemo(() => {
    const byId = new Map((queue.data ?? []).map((entry) => [entry.id, entry]))
    for (const [id, entry] of local) {
      const fetched = byId.get(id)
      if (!fetched || entry.updatedAt >= fetched.updatedAt) byId.set(id, entry)
    }
    return [...byId.values()].filter((entry) => matches(entry, filter)).sort(byWaitingLongest)
  }, [queue.data, local, filter])

  const current = entries.find((entry) => entry.id === currentId) ?? entries[0] ?? null
  const pendingCount = entries.filter((entry) => entry.status === 'pending').length
  const othersClaims = useMemo(
    () => new Map((claims.data ?? []).filter((claim) => !claim.mine).map((claim) => [claim.submissionId, claim] as const)),
    [claims.data],
  )
  const claimOf = useCallback((id: number): ClaimInfo | undefined => othersClaims.get(id), [othersClaims])

  // Decisions answered later read the queue as it is then, not as it was when they were sent.
  const entriesRef = useRef(entries)
  useLayoutEffect(() => {
    entriesRef.current = entries
  })
  const announce = (text: string) => setAnnouncement(text)
  /** Entries still pending, counted on the screen as it stands (decisions show before they are answered). */
  const remaining = () => entriesRef.current.filter((entry) => entry.status === 'pending').length

  const putLocal = (changes: HeadstashSubmission[]) =>
    setLocal((before) => {
      const next = new Map(before)
      for (const entry of changes) next.set(entry.id, entry)
      return next
    })
  const markSaving = (ids: number[], on: boolean) =>
    setSaving((before) => {
      const next = new Set(before)
      for (const id of ids)
        if (on) next.add(id)
        else next.delete(id)
      return next
    })
  /** Runs `task` after every earlier call of the session has been answered. */
  const enqueue = (task: () => Promise<unknown>) => serialize(chain, task)
  useClaimWhileFocused(current, chain, () => void queryClient.invalidateQueries({ queryKey: reviewKeys.claims }))

  /** The next entry still pending after `id` (wrapping round), or `id` itself when none is left. */
  const nextPendingAfter = (id: number, decided: ReadonlySet<number>) => {
    const list = entriesRef.current
    const start = list.findIndex((entry) => entry.id === id)
    for (let step = 1; step <= list.length; step += 1) {
      const entry = list[(start + step) % list.length]
      if (entry && entry.status === 'pending' && !decided.has(entry.id)) return entry.id
    }
    return id
  }

  const decision = useAdminMutation({
    request: ({ id, request }: { id: number; request: DecisionRequest }) => decideEntry(id, request),
    failure: { title: ADMIN_TOASTS.updateFailed, fallback: ADMIN_TOASTS.submissionUpdateFallback },
  })
  const bulk = useAdminMutation({
    request: (request: BulkDecisionRequest) => bulkDecide(request),
    failure: { title: ADMIN_TOASTS.bulkDecisionFailed, fallback: ADMIN_TOASTS.bulkDecisionFallback },
  })
  const bulkUndo = useAdminMutation({
    request: (batchId: string) => undoBulkDecision(batchId),
    failure: { title: ADMIN_TOASTS.undoFailed, fallback: ADMIN_TOASTS.undoFallback },
  })

  /**
   * After a refusal the screen is out of date (another moderator claimed or decided the entry): the
   * entry's local state is dropped and the queue and claims are read again, so an entry decided
   * elsewhere leaves the queue and a claimed one shows who holds it.
   */
  const refresh = (ids: number[]) => {
    setLocal((before) => {
      const next = new Map(before)
      for (const id of ids) next.delete(id)
      return next
    })
    void queryClient.invalidateQueries({ queryKey: reviewKeys.queue })
    void queryClient.invalidateQueries({ queryKey: reviewKeys.claims })
  }

  function decideOne(entry: HeadstashSubmission, verdict: Verdict, force = false) {
    const holder = claimOf(entry.id)
    if (holder && !force) {
      setConfirmation({ holders: [holder.username], count: 1, verdict, run: () => decideOne(entry, verdict, true) })
      return
    }
    const optimistic = withVerdict(entry, verdict)
    putLocal([optimistic])
    markSaving([entry.id], true)
    if (current?.id === entry.id) setCurrentId(nextPendingAfter(entry.id, new Set([entry.id])))
    const request: DecisionRequest = { ...verdict, from: entry.status ?? 'pending', force }
    enqueue(async () => {
      try {
        const data = await decision.mutateAsync({ id: entry.id, request })
        lastAction.current = {
          kind: 'single',
          id: entry.id,
          name: entry.name,
          decided: verdict.status,
          previous: data.previous,
          at: Date.now(),
        }
        putLocal([data.submission])
        announce(REVIEW_TEXTS.decided(verdict.status, entry.name, remaining()))
      } catch {
        announce(REVIEW_TEXTS.notSaved(entry.name))
        refresh([entry.id])
      } finally {
        markSaving([entry.id], false)
      }
    })
  }

  function decideMany(ids: number[], action: BulkAction, verdict: Verdict, force = false) {
    const chosen = entriesRef.current.filter((entry) => ids.includes(entry.id))
    if (chosen.length === 0) {
      announce(REVIEW_TEXTS.nothingSelected)
      return
    }
    const holders = [...new Set(chosen.flatMap((entry) => claimOf(entry.id)?.username ?? []))]
    if (holders.length > 0 && !force) {
      setConfirmation({ holders, count: chosen.length, verdict, run: () => decideMany(ids, action, verdict, true) })
      return
    }
    const chosenIds = chosen.map((entry) => entry.id)
    putLocal(chosen.map((entry) => withVerdict(entry, verdict)))
    markSaving(chosenIds, true)
    setSelected(new Set())
    if (current && chosenIds.includes(current.id)) setCurrentId(nextPendingAfter(current.id, new Set(chosenIds)))
    enqueue(async () => {
      try {
        const data = await bulk.mutateAsync({
          ids: chosenIds,
          action,
          ...(verdict.reason ? { reason: verdict.reason } : {}),
          ...(verdict.note ? { note: verdict.note } : {}),
        })
        lastAction.current = {
          kind: 'bulk',
          batchId: data.batchId,
          ids: chosenIds,
          previous: new Map(chosen.map((entry) => [entry.id, entry])),
        }
        announce(REVIEW_TEXTS.bulkDecided(verdict.status, data.changed, remaining()))
      } catch {
        // All or nothing: none of them changed, so they stay selected for another try.
        putLocal(chosen)
        setSelected(new Set(chosenIds))
        announce(REVIEW_TEXTS.bulkNotSaved(chosen.length))
        void queryClient.invalidateQueries({ queryKey: reviewKeys.claims })
      } finally {
        markSaving(chosenIds, false)
      }
    })
  }

  function undo() {
    const requestedAt = Date.now()
    enqueue(async () => {
      const action = lastAction.current
      if (!action) {
        announce(REVIEW_TEXTS.nothingToUndo)
        return
      }
      lastAction.current = null
      if (action.kind === 'bulk') {
        try {
          const data = await bulkUndo.mutateAsync(action.batchId)
          putLocal([...action.previous.values()])
          announce(REVIEW_TEXTS.bulkUndone(data.restored))
          await queryClient.invalidateQueries({ queryKey: reviewKeys.queue })
        } catch {
          announce(ADMIN_TOASTS.undoFallback)
        }
        return
      }
      if (requestedAt - action.at > SINGLE_UNDO_MS) {
        announce(REVIEW_TEXTS.undoTooLate)
        return
      }
      const entry = entriesRef.current.find((item) => item.id === action.id)
      const previous: Verdict = {
        status: action.previous.status,
        ...(action.previous.reason ? { reason: action.previous.reason } : {}),
        ...(action.previous.note ? { note: action.previous.note } : {}),
      }
      if (entry) putLocal([withVerdict(entry, previous)])
      setCurrentId(action.id)
      markSaving([action.id], true)
      try {
        const data = await decision.mutateAsync({ id: action.id, request: { ...previous, from: action.decided, force: true } })
        putLocal([data.submission])
        announce(REVIEW_TEXTS.undone(action.name, action.previous.status))
      } catch {
        if (entry) putLocal([entry])
        announce(ADMIN_TOASTS.undoFallback)
      } finally {
        markSaving([action.id], false)
      }
    })
  }

  const move = (step: 1 | -1) => {
    if (!current) return
    const index = entries.findIndex((entry) => entry.id === current.id)
    const target = entries[Math.min(Math.max(index + step, 0), entries.length - 1)]
    if (target) setCurrentId(target.id)
  }

  const toggleSelected = (id: number) => {
    const entry = entries.find((item) => item.id === id)
    setSelected((before) => {
      const next = new Set(before)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      if (entry) announce(REVIEW_TEXTS.selection(entry.name, next.has(id), next.size))
      return next
    })
  }

  return {
    queue,
    entries,
    current,
    pendingCount,
    saving,
    selected,
    announcement,
    confirmation,
    claimOf,
    setCurrentId,
    move,
    toggleSelected,
    decideOne,
    decideMany,
    undo,
    announce,
    clearConfirmation: () => setConfirmation(null),
  }
}

export type ReviewSession = ReturnType<typeof useReviewSession>
