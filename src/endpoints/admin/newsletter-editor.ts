import type { Endpoint, PayloadRequest } from 'payload'
import { handled } from '@/lib/http/errors'
import { issuePreview, issueRecipients, issueReport } from '@/lib/newsletter/issue-admin'
import { findOr404, idParam, requireAdmin } from './guard'

/** What the issue's edit view reads beside the send endpoints: preview, recipient count, report. */
const ISSUE = '/admin/newsletter/issues/:id'

async function issueOf(req: PayloadRequest): Promise<number> {
  requireAdmin(req)
  return (await findOr404(req, 'newsletter-issues', idParam(req))).id
}

const fresh = { headers: { 'Cache-Control': 'no-store' } }

export const adminNewsletterEditorEndpoints: Endpoint[] = [
  {
    path: `${ISSUE}/preview`,
    method: 'get',
    handler: handled(async (req) => Response.json(await issuePreview(req.payload, await issueOf(req)), fresh)),
  },
  {
    path: `${ISSUE}/recipients`,
    method: 'get',
    handler: handled(async (req) => Response.json(await issueRecipients(req.payload, await issueOf(req)), fresh)),
  },
  {
    path: `${ISSUE}/report`,
    method: 'get',
    handler: handled(async (req) => Response.json(await issueReport(req.payload, await issueOf(req)), fresh)),
  },
]
