import type { Endpoint, PayloadRequest } from 'payload'
import { staffContext } from '@/lib/audit/trail'
import { parseJsonBody } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import {
  cancelIssueSend,
  issueProgress,
  pauseIssueSend,
  resumeIssueSend,
  sendRequestSchema,
  sendTestMessage,
  startIssueSend,
  type SendRequest,
} from '@/lib/newsletter/sends'
import { findOr404, idParam, requireAdmin } from './guard'

const ISSUE = '/admin/newsletter/issues/:id'

/** The issue the route names, as the signed-in staff member sees it (404 when there is none). */
async function issueOf(req: PayloadRequest): Promise<number> {
  requireAdmin(req)
  const issue = await findOr404(req, 'newsletter-issues', idParam(req))
  return issue.id
}

/** A send needs no body; when one comes it must be the JSON the contract names. */
async function sendRequest(req: PayloadRequest): Promise<SendRequest> {
  const hasBody = req.headers.get('content-type') !== null || Number(req.headers.get('content-length') ?? 0) > 0
  return hasBody ? parseJsonBody(req, sendRequestSchema) : {}
}

const PAUSED_BY_STAFF = (username: string) => `Paused by ${username}`

export const adminNewsletterEndpoints: Endpoint[] = [
  {
    path: `${ISSUE}/send`,
    method: 'post',
    handler: handled(async (req) => {
      const issue = await issueOf(req)
      return Response.json(await startIssueSend(req.payload, issue, await sendRequest(req), staffContext(req)), { status: 202 })
    }),
  },
  {
    path: `${ISSUE}/progress`,
    method: 'get',
    handler: handled(async (req) => {
      const issue = await issueOf(req)
      return Response.json(await issueProgress(req.payload, issue), { headers: { 'Cache-Control': 'no-store' } })
    }),
  },
  {
    path: `${ISSUE}/pause`,
    method: 'post',
    handler: handled(async (req) => {
      const issue = await issueOf(req)
      const user = requireAdmin(req)
      return Response.json(await pauseIssueSend(req.payload, issue, PAUSED_BY_STAFF(String(user.username ?? user.id)), staffContext(req)))
    }),
  },
  {
    path: `${ISSUE}/resume`,
    method: 'post',
    handler: handled(async (req) => Response.json(await resumeIssueSend(req.payload, await issueOf(req), staffContext(req)))),
  },
  {
    path: `${ISSUE}/cancel`,
    method: 'post',
    handler: handled(async (req) => Response.json(await cancelIssueSend(req.payload, await issueOf(req), staffContext(req)))),
  },
  {
    path: `${ISSUE}/test`,
    method: 'post',
    handler: handled(async (req) => {
      const issue = await issueOf(req)
      const user = requireAdmin(req)
      return Response.json(await sendTestMessage(req.payload, issue, user.email))
    }),
  },
]
