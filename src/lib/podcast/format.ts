// Display helpers for episode cards and pages.

// Publish dates are stored as UTC instants; formatting in UTC keeps the server-rendered date identical
// for every visitor and between server and client.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** "September 4, 2025"; null when the episode has no (valid) publish date. */
export function formatEpisodeDate(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date)
}

/** The machine-readable date for `<time dateTime>`: the calendar day in UTC. */
export function isoEpisodeDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10)
}

export const episodeNumberLabel = (episodeNumber: number): string => `Episode ${episodeNumber}`
