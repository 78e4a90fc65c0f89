'use client'

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { pageSearchParams } from '@/lib/http/paging'
import type { SubscriberStatus } from '@/lib/newsletter/schema'
import type { NewsletterSubscriber } from '@/payload-types'
import { fetchJson } from '../shared/api'
import { adminKeys } from '../shared/query'

export const SUBSCRIBERS_URL = '/api/admin/newsletter/subscribers'
export const SUBSCRIBERS_IMPORT_URL = `${SUBSCRIBERS_URL}/import`
export const SUBSCRIBERS_EXPORT_URL = `${SUBSCRIBERS_URL}/export`

const SUBSCRIBERS_PAGE_SIZE = 50

export interface SubscribersPage {
  subscribers: NewsletterSubscriber[]
  totalDocs: number
  page: number
  totalPages: number
  hasNextPage: boolean
  counts: Record<SubscriberStatus, number>
}

export interface SubscriberFilters {
  status?: SubscriberStatus
  q?: string
}

/**
 * Subscribers matching the filters, newest first, a page at a time from the server ("Load more"
 * appends the next); every page carries the counts per status, which the dashboard's counters show.
 */
export const useSubscribers = (filters: SubscriberFilters = {}) =>
  useInfiniteQuery({
    queryKey: [...adminKeys.subscribers, filters],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      fetchJson<SubscribersPage>(`${SUBSCRIBERS_URL}?${pageSearchParams({ ...filters }, pageParam, SUBSCRIBERS_PAGE_SIZE)}`),
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  })
