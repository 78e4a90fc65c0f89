import type { Endpoint } from 'payload'
import { handled } from '@/lib/http/errors'
import { publicJson } from '@/lib/http/responses'
import { readHeroBackground } from '@/lib/site/queries'

export const siteEndpoints: Endpoint[] = [
  {
    path: '/hero-background',
    method: 'get',
    handler: handled(async () => publicJson(await readHeroBackground())),
  },
]
