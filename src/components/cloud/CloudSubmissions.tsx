'use client'

import { type CardSubmission, SubmissionCard } from './SubmissionCard'

/** The first page of entries, server-rendered; a client component so its props are compact data. */
export function CloudSubmissions({ entries }: { entries: CardSubmission[] }) {
  return (
    <div className="columns-1 gap-4 sm:columns-2 xl:columns-3">
      {entries.map((entry, index) => (
        <SubmissionCard key={entry.id} entry={entry} priority={index === 0} />
      ))}
    </div>
  )
}
