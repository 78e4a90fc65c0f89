'use client'

import { primaryButton } from '../ui/button-classes'

/** Error boundary body of The Cloud; "Try Again" reloads the whole page (the list is read on the server). */
export function CloudError() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">Failed to load submissions</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">The Cloud could not be reached just now.</p>
      <button type="button" className={`${primaryButton} mt-8`} onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  )
}
