import type { Endpoint } from 'payload'
import { handled } from '@/lib/http/errors'
import { positiveInt, publicJson } from '@/lib/http/responses'
import { CHANGELOG_PUBLIC_LIMIT, readPublicChangelog } from '@/lib/changelog/queries'

export const changelogEndpoints: Endpoint[] = [
  {
    path: '/changelog/public',
    method: 'get',
    handler: handled(async (req) => {
      const limit = Math.min(positiveInt(req.searchParams.get('limit')) ?? CHANGELOG_PUBLIC_LIMIT, CHANGELOG_PUBLIC_LIMIT)
      return publicJson({ entries: await readPublicChangelog(limit) })
    }),
  },
]
