import type { Endpoint } from 'payload'
import { handled, jsonError } from '@/lib/http/errors'
import { publicJson } from '@/lib/http/responses'
import { readHeroBackground } from '@/lib/site/queries'

export const siteEndpoints: Endpoint[] = [
  {
    path: '/hero-background',
    method: 'get',
    handler: handled(async () => publicJson(await readHeroBackground())),
  },
  {
    // Takes the place of Payload's admin share-image route, which Payload adds only when no `/og` route
    // exists: it draws the admin's brand icon through an import map its REST route does not have (a
    // 500). Staff pages are never shared (admin.meta.defaultOGImageType is 'off'); the public pages have
    // their own cards (src/lib/share).
    path: '/og',
    method: 'get',
    handler: () => jsonError(404, 'Staff pages have no share image.'),
  },
]
