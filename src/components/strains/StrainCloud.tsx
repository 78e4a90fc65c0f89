'use client'

import Link from 'next/link'
import { type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { FoundStrain, PublicStrain } from '@/lib/strains/queries'
import { STRAIN_CLOUD_PATH, type StrainTypeTab, type StrainView, type StrainVibeTab } from '@/lib/strains/cloud-view'
import { normaliseSearch } from '@/lib/search/text'
import { Highlighted } from '../search/Highlighted'
import { deriveStrainVibe, VIBE_TABS } from '@/lib/strains/vibe'
import { findIdFromSegment, findSegment } from '@/lib/submissions/paths'
import { labelFor } from '@/lib/forms/options'
import { STRAIN_TYPES } from '@/lib/strains/options'
import { primaryButton } from '../ui/button-classes'
import { FilterTabs } from './FilterTabs'
import { StrainDetail } from './StrainDetail'
import { StrainTypeBadge } from './StrainTypeBadge'

const TYPE_TABS: ReadonlyArray<{ value: StrainTypeTab; label: string }> = [
  { value: 'all', label: 'All Types' },
  ...STRAIN_TYPES.map((value) => ({ value, label: labelFor(value) })),
]

const RESULTS_ID = 'strain-results'

/**
 * The open strain lives in the address (?strain=<id>-<slug>), so a link opens it and the browser's Back
 * returns to the grid. Changed with history.pushState (which Next's router follows without a server
 * round trip); the filters stay in this component's state, so the grid comes back as it was left.
 */
const STRAIN_PARAM = 'strain'
const STRAIN_URL_EVENT = 'headstash:strain-url'

const subscribeToStrainUrl = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  window.addEventListener(STRAIN_URL_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(STRAIN_URL_EVENT, onChange)
  }
}
const strainIdInUrl = () => findIdFromSegment(new URLSearchParams(window.location.search).get(STRAIN_PARAM) ?? undefined)
/** False on the server and while hydrating, true once the page's JavaScript runs. */
const subscribeNever = () => () => {}
const enhancedOnClient = () => true
const notEnhancedOnServer = () => false
/** The enhanced page filters as the visitor types: its forms never load another page. */
const stayOnPage = (event: FormEvent) => event.preventDefault()

function setStrainUrl(segment: string | null, mode: 'push' | 'replace') {
  const url = new URL(window.location.href)
  if (segment) url.searchParams.set(STRAIN_PARAM, segment)
  else url.searchParams.delete(STRAIN_PARAM)
  if (mode === 'push') window.history.pushState(window.history.state, '', url)
  else window.history.replaceState(window.history.state, '', url)
  window.dispatchEvent(new Event(STRAIN_URL_EVENT))
}

/**
 * Search, type and vibe filtering and the in-page detail view of the strain cloud. `initial` is the view
 * the address names, rendered by the server: without JavaScript the search box, the tabs and the cards
 * are plain GET forms onto /stashcloud (see lib/strains/cloud-view.ts); with it they change the view in
 * place.
 */
export function StrainCloud({
  strains,
  initial,
  initialFound,
}: {
  strains: PublicStrain[]
  initial: StrainView
  /** The server's answer to `initial.query`, when the address names a search. */
  initialFound?: FoundStrain[] | undefined
}) {
  const [query, setQuery] = useState(initial.query)
  const [type, setType] = useState<StrainTypeTab>(initial.type)
  const [vibe, setVibe] = useState<StrainVibeTab>(initial.vibe)
  const enhanced = useSyncExternalStore(subscribeNever, enhancedOnClient, notEnhancedOnServer)
  const selectedId = useSyncExternalStore(subscribeToStrainUrl, strainIdInUrl, () => initial.strainId)
  // An unknown or removed strain in a link simply shows the grid.
  const selected = useMemo(() => strains.find((strain) => strain.id === selectedId) ?? null, [strains, selectedId])
  const lastOpened = useRef<number | null>(null)
  // Whether this visit pushed the detail's history entry, so "Back to Cloud" can pop it like Back does.
  const pushedDetail = useRef(false)

  // The server's search (typos forgiven, best match first, matches marked) answers the typed text; until
  // it has, or if it fails, the grid filters by plain substring here.
  const search = normaliseSearch(query)
  const [found, setFound] = useState<{ q: string; strains: FoundStrain[] } | null>(() => {
    const q = normaliseSearch(initial.query)
    return q && initialFound ? { q, strains: initialFound } : null
  })
  useEffect(() => {
    if (!search) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/strain-submissions?${new URLSearchParams({ q: search })}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ submissions: FoundStrain[] }>) : null))
        .then((answer) => answer && setFound({ q: search, strains: answer.submissions }))
        .catch(() => undefined)
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [search])
  const answered = search && found?.q === search ? found.strains : null
  const withVibes = useMemo(
    () => (answered ?? strains).map((strain: FoundStrain) => ({ strain, vibe: deriveStrainVibe(strain) })),
    [strains, answered],
  )
  const visible = useMemo(() => {
    const needle = answered ? '' : query.trim().toLowerCase()
    return withVibes.filter(
      (item) =>
        (type === 'all' || item.strain.strainType === type) &&
        (vibe === 'all' || item.vibe === vibe) &&
        (!needle ||
          [item.strain.strainName, item.strain.submitterName, item.strain.description].some((text) => text.toLowerCase().includes(needle))),
    )
  }, [withVibes, answered, query, type, vibe])

  function open(strain: PublicStrain) {
    lastOpened.current = strain.id
    pushedDetail.current = true
    setStrainUrl(findSegment(strain.id, strain.strainName), 'push')
  }

  function backToCloud() {
    if (pushedDetail.current) window.history.back()
    else setStrainUrl(null, 'replace')
    pushedDetail.current = false
  }

  // Once the grid is back (by "Back to Cloud" or the browser's Back), focus returns to the card that
  // opened the detail.
  useEffect(() => {
    if (selected || lastOpened.current === null) return
    document.getElementById(`strain-card-${lastOpened.current}`)?.focus()
    lastOpened.current = null
  }, [selected])

  if (selected) {
    return (
      // Without JavaScript "Back to Cloud" submits this form: the grid with the view's filters.
      <form action={STRAIN_CLOUD_PATH} method="get" onSubmit={stayOnPage}>
        {query ? <input type="hidden" name="q" value={query} /> : null}
        {type !== 'all' ? <input type="hidden" name="type" value={type} /> : null}
        {vibe !== 'all' ? <input type="hidden" name="vibe" value={vibe} /> : null}
        <StrainDetail strain={selected} onBack={backToCloud} />
      </form>
    )
  }

  if (strains.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 p-12 text-center dark:border-smoke-700">
        <h2 className="font-display text-2xl font-bold">No Strains Yet</h2>
        <p className="mt-2 text-stone-600 dark:text-stone-400">Be the first to put a strain in the cloud.</p>
        <Link href="/stashgate" className={`${primaryButton} mt-6`}>
          Submit First Strain
        </Link>
      </div>
    )
  }

  return (
    <div className="space-y-6">
      {/* Without JavaScript a GET form: the search button (the form's default one, so Enter searches) and
          each tab submit it; a pressed tab's value comes before the hidden current ones at the end. */}
      <form
        action={STRAIN_CLOUD_PATH}
        method="get"
        role="search"
        onSubmit={stayOnPage}
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 dark:border-smoke-700 dark:bg-smoke-900"
      >
        <label htmlFor="strain-search" className="sr-only">
          Search strains
        </label>
        <div className="flex gap-2">
          <input
            id="strain-search"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // Enter would press the form's first tab (its default button once the search button is gone).
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault()
            }}
            placeholder="Search strains, contributors, or descriptions..."
            className="w-full rounded-full border border-stone-300 bg-stone-50 px-5 py-3 text-base placeholder:text-stone-500 focus:border-ember-500 dark:border-smoke-700 dark:bg-smoke-950"
          />
          {enhanced ? null : (
            <button type="submit" className={`${primaryButton} shrink-0 py-2`}>
              Search
            </button>
          )}
        </div>
        <FilterTabs label="Strain type" name="type" options={TYPE_TABS} value={type} onChange={setType} controls={RESULTS_ID} />
        <div>
          <p aria-hidden="true" className="mb-2 text-xs font-semibold tracking-[0.2em] text-stone-500 uppercase dark:text-stone-400">
            Filter by Vibe
          </p>
          <FilterTabs label="Filter by Vibe" name="vibe" options={VIBE_TABS} value={vibe} onChange={setVibe} controls={RESULTS_ID} />
        </div>
        {type !== 'all' ? <input type="hidden" name="type" value={type} /> : null}
        {vibe !== 'all' ? <input type="hidden" name="vibe" value={vibe} /> : null}
      </form>

      {/* The panel both tab lists control: a tab needs its tabpanel, or assistive technology announces a tab
          that leads nowhere. */}
      <section id={RESULTS_ID} role="tabpanel" aria-label="Strain results" aria-live="polite">
        {visible.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 p-12 text-center dark:border-smoke-700">
            <h2 className="font-display text-2xl font-bold">No Results Found</h2>
            <p className="mt-2 text-stone-600 dark:text-stone-400">Try adjusting your search or filter criteria</p>
          </div>
        ) : (
          // Without JavaScript each card submits this form: /stashcloud?strain=<id>-<name>, the detail's address.
          <form action={STRAIN_CLOUD_PATH} method="get" onSubmit={stayOnPage}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map(({ strain }) => (
                <li key={strain.id}>
                  <button
                    id={`strain-card-${strain.id}`}
                    type="submit"
                    name={STRAIN_PARAM}
                    value={findSegment(strain.id, strain.strainName)}
                    onClick={(event) => {
                      event.preventDefault()
                      open(strain)
                    }}
                    className="flex h-full w-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-ember-500 dark:border-smoke-700 dark:bg-smoke-900"
                  >
                    <span className="flex w-full items-start justify-between gap-3">
                      <span className="font-display text-xl font-bold break-words">
                        <Highlighted text={strain.strainName} runs={strain.highlights?.strainName} />
                      </span>
                      <StrainTypeBadge type={strain.strainType} />
                    </span>
                    <span className="line-clamp-3 text-sm text-stone-600 dark:text-stone-300">
                      <Highlighted text={strain.description} runs={strain.highlights?.description} />
                    </span>
                    <span className="mt-auto text-xs text-stone-500 dark:text-stone-400">
                      by <Highlighted text={strain.submitterName} runs={strain.highlights?.submitterName} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </form>
        )}
      </section>
    </div>
  )
}
