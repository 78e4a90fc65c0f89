'use client'

import { useEffect, useRef } from 'react'
import { normaliseSearch, SEARCH_MAX_LENGTH } from '@/lib/submissions/cloud-filters'
import { controlClass } from '../ui/form/Field'

const TYPED_KEY = 'cloud-search-typed'

/**
 * The search box. The address carries the search in its normalised form ("Blue Dream!" is
 * "blue dream"); the box shows what the visitor typed as long as it is that same search, so a search
 * never rewrites the visitor's words. Without JavaScript it shows the normalised search.
 */
export function CloudSearchInput({ q }: { q: string | undefined }) {
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const typed = sessionStorage.getItem(TYPED_KEY)
    if (input.current && typed !== null && q && normaliseSearch(typed) === q) input.current.value = typed
  }, [q])
  return (
    <input
      // Keyed by the search so the box shows the current one after a client-side navigation.
      key={q ?? ''}
      ref={input}
      id="cloud-search"
      type="search"
      name="q"
      defaultValue={q}
      maxLength={SEARCH_MAX_LENGTH * 2}
      placeholder="Name, breeder, flavor, effect, vibe or place"
      className={controlClass}
      onChange={(event) => {
        try {
          sessionStorage.setItem(TYPED_KEY, event.currentTarget.value)
        } catch {
          // Storage disabled: the box shows the normalised search.
        }
      }}
    />
  )
}
