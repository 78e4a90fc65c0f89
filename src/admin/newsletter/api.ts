import type { SendProgress } from '@/lib/newsletter/delivery'
import type { IssuePreview, IssueRecipients, IssueReport } from '@/lib/newsletter/issue-admin'
import { type ApiResult, getJson, postJson, reportServerUnavailable } from '@/lib/http/client'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'
import { AdminApiError, fetchJson } from '../shared/api'

export type { IssuePreview, IssueRecipients, IssueReport, SendProgress }

/** The issue's admin calls: the contract's send endpoints and the edit view's own reads. */
const issueUrl = (id: number | string, action: string) => `/api/admin/newsletter/issues/${encodeURIComponent(String(id))}/${action}`

export const issueKeys = {
  all: ['newsletter-issue'] as const,
  preview: (id: number | string, savedAt: number | undefined) => ['newsletter-issue', String(id), 'preview', savedAt ?? 0] as const,
  progress: (id: number | string) => ['newsletter-issue', String(id), 'progress'] as const,
  report: (id: number | string) => ['newsletter-issue', String(id), 'report'] as const,
}

export const fetchPreview = (id: number | string) => fetchJson<IssuePreview>(issueUrl(id, 'preview'), ADMIN_TOASTS.previewFailed)
export const getRecipients = (id: number | string): Promise<ApiResult<IssueRecipients>> =>
  getJson<IssueRecipients>(issueUrl(id, 'recipients'))
export const fetchReport = (id: number | string) => fetchJson<IssueReport>(issueUrl(id, 'report'))

/** The latest send's progress, or null while the issue has never been sent (the endpoint's 404). */
export async function fetchProgress(id: number | string): Promise<SendProgress | null> {
  let response: Response
  try {
    response = await fetch(issueUrl(id, 'progress'), { credentials: 'include' })
  } catch {
    reportServerUnavailable()
    throw new AdminApiError(undefined, ADMIN_TOASTS.loadFailed)
  }
  if (response.status === 404) return null
  if (response.status === 503) reportServerUnavailable()
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return body as SendProgress
  const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined
  throw new AdminApiError(message, ADMIN_TOASTS.loadFailed)
}

export type StartedSend = { sendId: number; recipients: number } | { sendId: number; scheduledFor: string }
export type SendRequest = { scheduledFor?: string; resend?: 'unreached' }

export const sendIssue = (id: number | string, request: SendRequest): Promise<ApiResult<StartedSend>> =>
  postJson<StartedSend>(issueUrl(id, 'send'), request)
export const sendTest = (id: number | string): Promise<ApiResult<{ sentTo: string }>> => postJson(issueUrl(id, 'test'), {})

export type SendChange = 'pause' | 'resume' | 'cancel'
export const changeSend = (id: number | string, change: SendChange): Promise<ApiResult<SendProgress>> =>
  postJson<SendProgress>(issueUrl(id, change), {})
