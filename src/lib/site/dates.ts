// Dates are formatted in UTC so server and browser render the same text (no hydration mismatch).
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

const valid = (value: string | null | undefined): Date | null => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export const formatShortDate = (value: string | null | undefined): string => {
  const date = valid(value)
  return date ? SHORT.format(date) : ''
}

export const formatLongDate = (value: string | null | undefined): string => {
  const date = valid(value)
  return date ? LONG.format(date) : ''
}
