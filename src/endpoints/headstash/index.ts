import type { Endpoint } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import { enforceRateLimit } from '@/lib/rate-limit'
import { isHoneypotFilled } from '@/lib/forms/honeypot'
import { SUBMISSION_MESSAGES, submissionSchema } from '@/lib/submissions/schema'
import { noticeEndpoints } from './notices'

// GET /api/headstash/submissions is a Next route handler: src/endpoints/headstash/submissions.ts.
export const headstashEndpoints: Endpoint[] = [
  {
    path: '/headstash/submit',
    method: 'post',
    handler: handled(async (req) => {
      await enforceRateLimit(req, 'publicPost')
      const body = await readJsonObject(req)
      const accepted = Response.json({ success: true, message: SUBMISSION_MESSAGES.success }, { status: 201 })
      if (isHoneypotFilled(body)) return accepted
      const data = submissionSchema.parse(body)
      // Whatever the body says, a public submission waits for review. The collection's onePicture hook
      // links the uploaded file behind imageUrl, so the card can use its resized variants.
      await req.payload.create({
        collection: 'headstash-submissions',
        data: { ...data, status: 'pending', submissionDate: new Date().toISOString() },
        // The collection's create is staff-only (REST stays closed); this validated, rate-limited form is
        // the visitor's one door, and it can only create a pending entry.
        overrideAccess: true,
      })
      return accepted
    }),
  },
  ...noticeEndpoints,
]
