'use client'

import { useQuery } from '@tanstack/react-query'
import type { NewsletterSubscriber } from '@/payload-types'
import { fetchJson } from '../shared/api'
import { adminKeys } from '../shared/query'

export const SUBSCRIBERS_URL = '/api/admin/newsletter/subscribers'
export const SUBSCRIBERS_IMPORT_URL = `${SUBSCRIBERS_URL}/import`
export const SUBSCRIBERS_EXPORT_URL = `${SUBSCRIBERS_URL}/export`

/** Every subscriber; the dashboard's counters and the subscribers tab share this one cached list. */
export const useSubscribers = () =>
  useQuery({
    queryKey: adminKeys.subscribers,
    queryFn: async () => (await fetchJson<{ subscribers: NewsletterSubscriber[] }>(SUBSCRIBERS_URL)).subscribers,
  })
