'use client'

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { pageSearchParams } from '@/lib/http/paging'
import { BOARD_PAGE_SIZE, type BoardFilters } from '@/lib/submissions/board'
import type { HeadstashSubmission } from '@/payload-types'
import { fetchJson } from '../shared/api'
import { adminKeys } from '../shared/query'

export const SUBMISSIONS_URL = '/api/admin/headstash-submissions'

/** The entry a listed one may duplicate: what its badge names. */
export interface DuplicateTarget {
  name: string
  status: string
}

export interface BoardPage {
  submissions: HeadstashSubmission[]
  totalDocs: number
  page: number
  totalPages: number
  hasNextPage: boolean
  /** By id, the entries that this page's ones may duplicate. */
  duplicates?: Record<string, DuplicateTarget>
}

/**
 * The board's entries matching the filters, newest first, a page at a time from the server (the board
 * never lists rejected ones unless asked, docs/decisions.md#review-board). Filters and search run in
 * the database; "Load more" appends the next page. The previous result stays on screen while a new
 * filter loads, so the list does not flash empty.
 */
export const useSubmissions = (filters: BoardFilters) =>
  useInfiniteQuery({
    queryKey: [...adminKeys.submissions, filters],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchJson<BoardPage>(`${SUBMISSIONS_URL}?${pageSearchParams(filters, pageParam, BOARD_PAGE_SIZE)}`),
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  })
