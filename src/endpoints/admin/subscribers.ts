import type { Endpoint } from 'payload'
import { handled, HttpError } from '@/lib/http/errors'
import { ADMIN_MESSAGES } from '@/lib/validation/admin'
import { idParam, requireAdmin } from './guard'

export const adminSubscriberEndpoints: Endpoint[] = [
  {
    path: '/admin/newsletter/subscribers',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { docs } = await req.payload.find({ collection: 'newsletter-subscribers', sort: '-subscribedAt', pagination: false, depth: 0, overrideAccess: true })
      return Response.json({ subscribers: docs })
    }),
  },
  {
    path: '/admin/newsletter/subscribers/:id',
    method: 'delete',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      const { docs } = await req.payload.delete({ collection: 'newsletter-subscribers', where: { id: { equals: id } }, overrideAccess: true })
      if (!docs.length) throw new HttpError(404, ADMIN_MESSAGES.notFound)
      return Response.json({ success: true })
    }),
  },
]
