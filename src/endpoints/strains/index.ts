import type { Endpoint } from 'payload'
import { readJsonObject } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import { positiveInt, publicJson } from '@/lib/http/responses'
import { readStrains, searchStrains, STRAINS_MAX_PAGE_SIZE, toPublicStrain } from '@/lib/strains/queries'
import { enforceRateLimit } from '@/lib/rate-limit'
import { STRAIN_MESSAGES } from '@/lib/strains/schema'
import { submitStrain } from '@/lib/strains/submit'

export const strainEndpoints: Endpoint[] = [
  {
    path: '/strain-submissions',
    method: 'post',
    handler: handled(async (req) => {
      // Counted before the body is read (a request counts once however many layers check it).
      await enforceRateLimit(req, 'publicPost')
      const created = await submitStrain(req, await readJsonObject(req))
      return Response.json(
        { success: true, message: STRAIN_MESSAGES.success, ...(created ? { submission: toPublicStrain(created) } : {}) },
        { status: 201 },
      )
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
