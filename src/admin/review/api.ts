'use client'

import { useQuery } from '@tanstack/react-query'
import { postJson } from '@/lib/http/client'
import type { RejectionReason, SUBMISSION_STATUSES } from '@/lib/submissions/options'
import type { HeadstashSubmission } from '@/payload-types'
import { fetchJson } from '../shared/api'
import { adminKeys } from '../shared/query'
import { type BoardPage, SUBMISSIONS_URL } from '../submissions/api'
import { pageSearchParams } from '@/lib/http/paging'
import { BOARD_MAX_PAGE_SIZE } from '@/lib/submissions/board'

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

/** Under the submissions key, so a save in the edit dialog (which invalidates it) refreshes the queue too. */
export const reviewKeys = {
  queue: [...adminKeys.submissions, 'review-queue'] as const,
  claims: [...adminKeys.submissions, 'claims'] as const,
}

/** How often the screen looks for other moderators' claims. */
const CLAIMS_POLL_MS = 10_000

/** How many of the longest-waiting entries the screen holds at once; deciding them brings the next. */
export const REVIEW_QUEUE_SIZE = 1_000

/**
 * The pending entries, oldest first: the queue is worked from the entry that has waited longest. The
 * board's list answers a page at a time, so the screen reads pages until it holds the whole queue (or
 * REVIEW_QUEUE_SIZE of it).
 */
export const useReviewQueue = () =>
  useQuery({
    queryKey: reviewKeys.queue,
    queryFn: async () => {
      const submissions: HeadstashSubmission[] = []
      for (let page = 1; submissions.length < REVIEW_QUEUE_SIZE; page += 1) {
        const answer = await fetchJson<BoardPage>(
          `${SUBMISSIONS_URL}?${pageSearchParams({ status: 'pending', order: 'oldest' }, page, BOARD_MAX_PAGE_SIZE)}`,
        )
        submissions.push(...answer.submissions)
        if (!answer.hasNextPage) break
      }
      return submissions.slice(0, REVIEW_QUEUE_SIZE).sort(byWaitingLongest)
    },
  })

export const byWaitingLongest = (a: HeadstashSubmission, b: HeadstashSubmission) =>
  Date.parse(a.submissionDate ?? a.createdAt) - Date.parse(b.submissionDate ?? b.createdAt) || a.id - b.id

export interface ClaimInfo {
  submissionId: number
  username: string
  expiresAt: string
  mine: boolean
}

/** Other moderators' live claims, refreshed while the screen is open (the admin's one polling query). */
export const useClaims = () =>
  useQuery({
    queryKey: reviewKeys.claims,
    queryFn: async () => (await fetchJson<{ claims: ClaimInfo[] }>(`${SUBMISSIONS_URL}/claims`)).claims,
    refetchInterval: CLAIMS_POLL_MS,
  })

export const claimEntry = (id: number) => postJson<{ claim: ClaimInfo }>(`${SUBMISSIONS_URL}/${id}/claim`, {})

/** Sent with keepalive, so a release still goes out while the page is being left. */
export const releaseEntry = (id: number) =>
  fetch(`${SUBMISSIONS_URL}/${id}/release`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => undefined)

export interface DecisionRequest {
  status: SubmissionStatus
  reason?: RejectionReason | null
  note?: string | null
  /** The status the moderator saw: the server refuses when the entry has moved on since. */
  from: SubmissionStatus
  /** Decide over another moderator's claim (after confirming). */
  force?: boolean
}

export interface DecisionResponse {
  submission: HeadstashSubmission
  previous: { status: SubmissionStatus; reason: RejectionReason | null; note: string | null }
}

export const decideEntry = (id: number, { reason, note, ...rest }: DecisionRequest) =>
  postJson<DecisionResponse>(`${SUBMISSIONS_URL}/${id}/decision`, { ...rest, ...(reason ? { reason } : {}), ...(note ? { note } : {}) })
