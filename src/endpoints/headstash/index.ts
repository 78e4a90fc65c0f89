import type { Endpoint } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import { enforceRateLimit } from '@/lib/rate-limit'
import { SUBMISSION_MESSAGES } from '@/lib/submissions/schema'
import { submitFind } from '@/lib/submissions/submit'
import { noticeEndpoints } from './notices'

// GET /api/headstash/submissions is a Next route handler: src/endpoints/headstash/submissions.ts.
export const headstashEndpoints: Endpoint[] = [
  {
    path: '/headstash/submit',
    method: 'post',
    handler: handled(async (req) => {
      // Counted before the body is read (a request counts once however many layers check it).
      await enforceRateLimit(req, 'publicPost')
      await submitFind(req, await readJsonObject(req))
      return Response.json({ success: true, message: SUBMISSION_MESSAGES.success }, { status: 201 })
    }),
  },
  ...noticeEndpoints,
]
