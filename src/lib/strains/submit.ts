import type { PayloadRequest } from 'payload'
import { isHoneypotFilled } from '@/lib/forms/honeypot'
import { enforceRateLimit } from '@/lib/rate-limit'
import type { StrainSubmission } from '@/payload-types'
import { strainSubmissionSchema } from './schema'

/**
 * A visitor's strain, from the JSON endpoint (POST /api/strain-submissions) or the form posted without
 * JavaScript: rate limit, honeypot, the one schema. Undefined when the honeypot dropped it (answered like
 * a success).
 */
export async function submitStrain(req: PayloadRequest, body: Record<string, unknown>): Promise<StrainSubmission | undefined> {
  await enforceRateLimit(req, 'publicPost')
  if (isHoneypotFilled(body)) return undefined
  const data = strainSubmissionSchema.parse(body)
  // The collection's create is staff-only (REST stays closed); this validated, rate-limited form is the door.
  return req.payload.create({ collection: 'strain-entries', data, overrideAccess: true })
}
