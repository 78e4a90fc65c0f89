'use client'

import { useQuery } from '@tanstack/react-query'
import type { HeadstashSubmission } from '@/payload-types'
import { fetchJson } from '../shared/api'
import { adminKeys } from '../shared/query'

export const SUBMISSIONS_URL = '/api/admin/headstash-submissions'

/** The entry a listed one may duplicate: what its badge names. */
export interface DuplicateTarget {
  name: string
  status: string
}

interface SubmissionsAnswer {
  submissions: HeadstashSubmission[]
  /** By id, the entries that listed ones may duplicate. */
  duplicates?: Record<string, DuplicateTarget>
}

const fetchSubmissions = () => fetchJson<SubmissionsAnswer>(SUBMISSIONS_URL)

/** Every pending and approved entry (the board never lists rejected ones, docs/decisions.md#review-board). */
export const useSubmissions = () =>
  useQuery({ queryKey: adminKeys.submissions, queryFn: fetchSubmissions, select: (data) => data.submissions })

/** The same answer's possible-duplicate originals (one request serves both hooks). */
export const useDuplicateTargets = () =>
  useQuery({ queryKey: adminKeys.submissions, queryFn: fetchSubmissions, select: (data) => data.duplicates ?? {} })
