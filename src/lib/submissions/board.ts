import { parsePaging } from '../http/paging'
import { PRODUCT_CATEGORIES, SUBMISSION_STATUSES } from './options'

/** Entries per page of the staff board; the first page is what the spec's list call answers. */
export const BOARD_PAGE_SIZE = 60
export const BOARD_MAX_PAGE_SIZE = 200

/** What the board's search box looks through. */
export const BOARD_SEARCH_FIELDS = ['name', 'breeder', 'submittedBy', 'location'] as const

export const MAX_LIST_SEARCH = 100

/** Newest first for the board; oldest first for the review queue, worked from the longest wait. */
export const BOARD_ORDERS = ['newest', 'oldest'] as const

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value)

/**
 * The staff board's query string: unknown statuses and categories mean "any", as the board's own
 * filters never send them.
 */
export function parseBoardQuery(params: URLSearchParams) {
  return {
    status: oneOf(SUBMISSION_STATUSES, params.get('status')),
    category: oneOf(PRODUCT_CATEGORIES, params.get('category')),
    q: (params.get('q') ?? '').trim().slice(0, MAX_LIST_SEARCH) || undefined,
    order: oneOf(BOARD_ORDERS, params.get('order')) ?? 'newest',
    ...parsePaging(params, { defaultLimit: BOARD_PAGE_SIZE, maxLimit: BOARD_MAX_PAGE_SIZE }),
  }
}

export type BoardFilters = Pick<ReturnType<typeof parseBoardQuery>, 'status' | 'category' | 'q'> & { order?: (typeof BOARD_ORDERS)[number] }
