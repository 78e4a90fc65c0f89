'use client'

import { useState } from 'react'
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

/** Pages past the first, fetched with the same filters; the first page is server-rendered. */
export function LoadMore({ filters, page: firstPage, hasNextPage: firstHasNext }: Props) {
  const [entries, setEntries] = useState<PublicSubmission[]>([])
  const [page, setPage] = useState(firstPage)
  const [hasNextPage, setHasNextPage] = useState(firstHasNext)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')

  async function loadNext() {
    setStatus('loading')
    const params = new URLSearchParams({ page: String(page + 1) })
    for (const [key, value] of Object.entries(filters)) if (typeof value === 'string' && value) params.set(key, value)
    try {
      const response = await fetch(`/api/headstash/submissions?${params}`, { credentials: 'include' })
      if (!response.ok) throw new Error(`${response.status}`)
      const answer = (await response.json()) as PageAnswer
      // An entry approved meanwhile shifts the pages by one; skip what is already on screen.
      setEntries((current) => {
        const seen = new Set(current.map((entry) => entry.id))
        return [...current, ...answer.submissions.filter((entry) => !seen.has(entry.id))]
      })
      setPage(answer.page)
      setHasNextPage(answer.hasNextPage)
      setStatus('idle')
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
