'use client'

import { primaryButton } from '@/components/ui/button-classes'

/**
 * Error boundary body of the episode archive, with its fixed failure text. The list is read on the server, so
 * "Try Again" reloads the page rather than re-rendering the client tree.
 */
export function EpisodesError() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">Episodes</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">Failed to load episodes. Please try again later.</p>
      <button type="button" className={`${primaryButton} mt-8`} onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  )
}
