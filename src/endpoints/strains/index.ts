import type { Endpoint } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import { positiveInt, publicJson } from '@/lib/http/responses'
import { readStrains, searchStrains, STRAINS_MAX_PAGE_SIZE, toPublicStrain } from '@/lib/strains/queries'
import { enforceRateLimit } from '@/lib/rate-limit'
import { isHoneypotFilled } from '@/lib/forms/honeypot'
import { STRAIN_MESSAGES, strainSubmissionSchema } from '@/lib/strains/schema'

export const strainEndpoints: Endpoint[] = [
  {
    path: '/strain-submissions',
    method: 'post',
    handler: handled(async (req) => {
      await enforceRateLimit(req, 'publicPost')
      const body = await readJsonObject(req)
      if (isHoneypotFilled(body)) return Response.json({ success: true, message: STRAIN_MESSAGES.success }, { status: 201 })
      const data = strainSubmissionSchema.parse(body)
      // The collection's create is staff-only (REST stays closed); this validated, rate-limited form is the door.
      const created = await req.payload.create({ collection: 'strain-entries', data, overrideAccess: true })
      return Response.json({ success: true, message: STRAIN_MESSAGES.success, submission: toPublicStrain(created) }, { status: 201 })
    }),
  },
  {
    path: '/strain-submissions',
    method: 'get',
    handler: handled(async (req) => {
      // ?q= answers the strain cloud's search: the matching strains, best first, with their highlights
      // (free text, so read uncached); without it, the list as before.
      const q = req.searchParams.get('q')
      if (q !== null) return publicJson({ submissions: await searchStrains(req.payload, q) })
      const page = positiveInt(req.searchParams.get('page')) ?? 1
      const limit = Math.min(positiveInt(req.searchParams.get('limit')) ?? STRAINS_MAX_PAGE_SIZE, STRAINS_MAX_PAGE_SIZE)
      return publicJson(await readStrains(page, limit))
    }),
  },
]
