/** One changed field of an audit row, ready to show: its name and its value before and after as text. */
export interface DiffLine {
  field: string
  before: string
  after: string
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/** The rows of an audit entry's `diff` (`{ field: { before, after } }`); anything else shows as nothing. */
export function diffLines(diff: unknown): DiffLine[] {
  if (!diff || typeof diff !== 'object' || Array.isArray(diff)) return []
  return Object.entries(diff as Record<string, unknown>).map(([field, change]) => {
    const { before, after } = (change && typeof change === 'object' ? change : {}) as { before?: unknown; after?: unknown }
    return { field, before: shown(before), after: shown(after) }
  })
}
