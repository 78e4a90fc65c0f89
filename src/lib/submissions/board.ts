import { PRODUCT_CATEGORIES, SUBMISSION_STATUSES } from './options'

/** Entries per page of the staff board; the first page is what the spec's list call answers. */
export const BOARD_PAGE_SIZE = 60
export const BOARD_MAX_PAGE_SIZE = 200

/** What the board's search box looks through. */
export const BOARD_SEARCH_FIELDS = ['name', 'breeder', 'submittedBy', 'location'] as const

const MAX_SEARCH = 100

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value)

const whole = (value: string | null, fallback: number, max: number) => {
  const number = Number.parseInt(value ?? '', 10)
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback
}

/**
 * The staff board's query string: unknown statuses and categories mean "any", as the board's own
 * filters never send them; page and limit fall back to the first page of the default size.
 */
export function parseBoardQuery(params: URLSearchParams) {
  return {
    status: oneOf(SUBMISSION_STATUSES, params.get('status')),
    category: oneOf(PRODUCT_CATEGORIES, params.get('category')),
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH) || undefined,
    page: whole(params.get('page'), 1, Number.MAX_SAFE_INTEGER),
    limit: whole(params.get('limit'), BOARD_PAGE_SIZE, BOARD_MAX_PAGE_SIZE),
  }
}

export type BoardQuery = ReturnType<typeof parseBoardQuery>

/** The query string for one board page, as the dashboard asks for it. */
export function boardSearchParams({ status, category, q, page, limit }: Partial<BoardQuery>): string {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  if (category) params.set('category', category)
  if (q) params.set('q', q)
  if (page && page > 1) params.set('page', String(page))
  if (limit) params.set('limit', String(limit))
  return params.toString()
}
