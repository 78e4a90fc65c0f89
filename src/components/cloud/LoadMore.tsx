'use client'

import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { PublicSubmission } from '@/lib/submissions/queries'
import { type CloudFilters, cloudHref } from '@/lib/submissions/cloud-filters'
import { secondaryButton } from '../ui/button-classes'
import { SubmissionCard, toCardSubmission } from './SubmissionCard'

interface Props {
  /** The route the view is served at: the link to the next page stays on it. */
  basePath: string
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

/** What a visitor had loaded and where they were, kept per history entry for the way Back. */
interface Kept {
  entries: PublicSubmission[]
  page: number
  hasNextPage: boolean
  scrollY: number
}

const STORAGE_PREFIX = 'cloud-more:'
/** Lists kept at most: one per recent history entry of the Cloud. */
const KEPT_MAX = 5

/**
 * The storage key of this history entry's list, or null where the browser has no Navigation API.
 * Keyed by the history entry (stable across Back/Forward and reloads, new for every link followed), so
 * Back restores the list while a fresh visit to the same address starts at page one.
 */
function storageKey(): string | null {
  const navigation = (window as unknown as { navigation?: { currentEntry?: { key?: string } | null } }).navigation
  const entry = navigation?.currentEntry?.key
  return entry ? `${STORAGE_PREFIX}${entry}:${window.location.pathname}${window.location.search}` : null
}

function readKept(key: string | null): Kept | null {
  if (!key) return null
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Kept | null
    return value && Array.isArray(value.entries) ? value : null
  } catch {
    return null
  }
}

function writeKept(key: string | null, kept: Kept) {
  if (!key) return
  try {
    const others = Object.keys(sessionStorage).filter((name) => name.startsWith(STORAGE_PREFIX) && name !== key)
    for (const name of others.slice(0, Math.max(0, others.length - (KEPT_MAX - 1)))) sessionStorage.removeItem(name)
    sessionStorage.setItem(key, JSON.stringify(kept))
  } catch {
    // Storage full or disabled: Back then shows the first page, as without this.
  }
}

/**
 * Pages past the first, fetched with the same filters; the first page is server-rendered. Loaded pages
 * and the scroll position are kept in sessionStorage per history entry, so coming Back from a find shows the
 * list as it was left (a re-mounted component would otherwise start again at page one, and the browser
 * could only restore a scroll position the shorter page still has).
 */
export function LoadMore({ basePath, filters, page: firstPage, hasNextPage: firstHasNext }: Props) {
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
    const key = storageKey()
    const kept = readKept(key)
    if (kept) {
      // Restoring a store outside React (sessionStorage) once, on the way Back.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setEntries(kept.entries)
      setPage(kept.page)
      setHasNextPage(kept.hasNextPage)
      restoreScrollTo.current = kept.scrollY
    }
    let frame = 0
    // The position last seen while this list was the page shown. A scroll is stored a frame later
    // (sessionStorage is not cheap); a click may open a find before that frame, or before the scroll's
    // event even fires, so the position at the click is stored as the list goes away.
    let lastScrollY: number | null = null
    // A navigation changes the history entry first: what happens after it belongs to the next page.
    const see = () => {
      if (storageKey() !== key) return false
      lastScrollY = window.scrollY
      return true
    }
    const remember = () => {
      if (!see()) return
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (storageKey() === key && state.current.entries.length) writeKept(key, { ...state.current, scrollY: window.scrollY })
      })
    }
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('click', see, { capture: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', remember)
      window.removeEventListener('click', see, { capture: true })
      if (lastScrollY !== null && state.current.entries.length) writeKept(key, { ...state.current, scrollY: lastScrollY })
    }
  }, [])

  useLayoutEffect(() => {
    if (restoreScrollTo.current === null) return
    // At once, as a browser restores a page: the site's smooth scrolling would glide down from the top
    // for about a second, storing every position on the way as where the visitor had been.
    window.scrollTo({ top: restoreScrollTo.current, behavior: 'instant' })
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
      writeKept(storageKey(), { entries: next, page: answer.page, hasNextPage: answer.hasNextPage, scrollY: window.scrollY })
    } catch {
      setStatus('error')
    }
  }

  return (
    <>
      {entries.length ? (
        <div className="mt-4 columns-1 gap-4 sm:columns-2 xl:columns-3">
          {entries.map((entry) => (
            <SubmissionCard key={entry.id} entry={toCardSubmission(entry)} />
          ))}
        </div>
      ) : null}
      <div className="mt-6 flex flex-col items-center gap-2" aria-live="polite">
        {/* A link to the next page (?page=N) without JavaScript; with it, that page is added below. */}
        {hasNextPage ? (
          <a
            href={cloudHref(basePath, { ...filters, page: page + 1 })}
            className={`${secondaryButton} ${status === 'loading' ? 'pointer-events-none opacity-70' : ''}`}
            aria-disabled={status === 'loading' || undefined}
            onClick={(event) => {
              event.preventDefault()
              if (status !== 'loading') void loadNext()
            }}
          >
            {status === 'loading' ? 'Loading…' : 'Load more'}
          </a>
        ) : null}
        {status === 'error' ? <p className="text-sm text-red-600 dark:text-red-400">Failed to load submissions</p> : null}
      </div>
    </>
  )
}
