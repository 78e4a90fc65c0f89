'use client'

import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { PublicSubmission } from '@/lib/queries/headstash'
import type { CloudFilters } from '@/lib/validation/cloud-filters'
import { secondaryButton } from '../ui/button-classes'
import { SubmissionCard, toCardEntry } from './SubmissionCard'

interface Props {
  /** The view's filters, search and sort: later pages continue the same list. */
  filters: CloudFilters
  /** The last page the server already rendered. */
  page: number
  hasNextPage: boolean
}

interface PageAnswer {
  submissions: PublicSubmission[]
  page: number
  hasNextPage: boolean
}

/** What a visitor had loaded and where they were, kept per address for the way Back. */
interface Kept {
  entries: PublicSubmission[]
  page: number
  hasNextPage: boolean
  scrollY: number
}

const STORAGE_PREFIX = 'cloud-more:'
const keyOf = () => `${STORAGE_PREFIX}${window.location.pathname}${window.location.search}`

// Whether the page is being shown by Back/Forward: a client-side traversal (popstate, which the app
// router answers by re-mounting the page from its cache) or the first page of a document loaded from
// history. Each is used once, for the address it brought up.
let traversedTo: string | null = null
let documentLoadUsed = false
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (traversedTo = window.location.href))
const cameByTraversal = () => {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const byHistory =
    traversedTo === window.location.href ||
    (!documentLoadUsed && navigation?.type === 'back_forward' && navigation.name === window.location.href)
  traversedTo = null
  documentLoadUsed = true
  return byHistory
}

function readKept(key: string): Kept | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Kept | null
    return value && Array.isArray(value.entries) ? value : null
  } catch {
    return null
  }
}

const writeKept = (key: string, kept: Kept) => {
  try {
    sessionStorage.setItem(key, JSON.stringify(kept))
  } catch {
    // Storage full or disabled: Back then shows the first page, as without this.
  }
}

/**
 * Pages past the first, fetched with the same filters; the first page is server-rendered. Loaded pages
 * and the scroll position are kept in sessionStorage per address, so coming Back from a find shows the
 * list as it was left (a re-mounted component would otherwise start again at page one, and the browser
 * could only restore a scroll position the shorter page still has).
 */
export function LoadMore({ filters, page: firstPage, hasNextPage: firstHasNext }: Props) {
  const [entries, setEntries] = useState<PublicSubmission[]>([])
  const [page, setPage] = useState(firstPage)
  const [hasNextPage, setHasNextPage] = useState(firstHasNext)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  // Where to scroll once the restored entries are on screen; what the scroll listener stores.
  const restoreScrollTo = useRef<number | null>(null)
  const state = useRef({ entries, page, hasNextPage })
  useEffect(() => {
    state.current = { entries, page, hasNextPage }
  }, [entries, page, hasNextPage])

  useEffect(() => {
    const key = keyOf()
    const kept = cameByTraversal() ? readKept(key) : null
    if (kept) {
      // Restoring a store outside React (sessionStorage) once, on the way Back.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setEntries(kept.entries)
      setPage(kept.page)
      setHasNextPage(kept.hasNextPage)
      restoreScrollTo.current = kept.scrollY
    } else {
      sessionStorage.removeItem(key)
    }
    let frame = 0
    const remember = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        // Only while this list is the page shown: a navigation changes the address first.
        if (keyOf() === key && state.current.entries.length) writeKept(key, { ...state.current, scrollY: window.scrollY })
      })
    }
    window.addEventListener('scroll', remember, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', remember)
    }
  }, [])

  useLayoutEffect(() => {
    if (restoreScrollTo.current === null) return
    window.scrollTo(0, restoreScrollTo.current)
    restoreScrollTo.current = null
  }, [entries])

  async function loadNext() {
    setStatus('loading')
    const params = new URLSearchParams({ page: String(page + 1) })
    for (const [key, value] of Object.entries(filters)) if (typeof value === 'string' && value) params.set(key, value)
    try {
      const response = await fetch(`/api/headstash/submissions?${params}`, { credentials: 'include' })
      if (!response.ok) throw new Error(`${response.status}`)
      const answer = (await response.json()) as PageAnswer
      // An entry approved meanwhile shifts the pages by one; skip what is already on screen.
      const seen = new Set(entries.map((entry) => entry.id))
      const next = [...entries, ...answer.submissions.filter((entry) => !seen.has(entry.id))]
      setEntries(next)
      setPage(answer.page)
      setHasNextPage(answer.hasNextPage)
      setStatus('idle')
      writeKept(keyOf(), { entries: next, page: answer.page, hasNextPage: answer.hasNextPage, scrollY: window.scrollY })
    } catch {
      setStatus('error')
    }
  }

  return (
    <>
      {entries.length ? (
        <div className="mt-4 columns-1 gap-4 sm:columns-2 xl:columns-3">
          {entries.map((entry) => (
            <SubmissionCard key={entry.id} entry={toCardEntry(entry)} />
          ))}
        </div>
      ) : null}
      <div className="mt-6 flex flex-col items-center gap-2" aria-live="polite">
        {hasNextPage ? (
          <button type="button" className={secondaryButton} onClick={loadNext} disabled={status === 'loading'}>
            {status === 'loading' ? 'Loading…' : 'Load more'}
          </button>
        ) : null}
        {status === 'error' ? <p className="text-sm text-red-600 dark:text-red-400">Failed to load submissions</p> : null}
      </div>
    </>
  )
}
