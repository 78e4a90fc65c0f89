'use client'

import { useQuery } from '@tanstack/react-query'
import type { HeadstashSubmission } from '@/payload-types'
import { fetchJson } from '../shared/api'
import { adminKeys } from '../shared/query'

export const SUBMISSIONS_URL = '/api/admin/headstash-submissions'

/** Every pending and approved entry (the board never lists rejected ones, docs/decisions.md#review-board). */
export const useSubmissions = () =>
  useQuery({
    queryKey: adminKeys.submissions,
    queryFn: async () => (await fetchJson<{ submissions: HeadstashSubmission[] }>(SUBMISSIONS_URL)).submissions,
  })
