'use client'

import { type CardSubmission, SubmissionCard } from './SubmissionCard'

/** The first page of entries, server-rendered; a client component so its props are compact data. */
export function CloudSubmissions({ entries }: { entries: CardSubmission[] }) {
  // The page's first photo is what a phone shows first (entries without a photo have no frame).
  const firstPhoto = entries.findIndex((entry) => entry.thumbnailUrl)
  return (
    <div className="columns-1 gap-4 sm:columns-2 xl:columns-3">
      {entries.map((entry, index) => (
        <SubmissionCard key={entry.id} entry={entry} priority={index === firstPhoto} />
      ))}
    </div>
  )
}
