import { asUser } from '@/access'
import type { Endpoint } from 'payload'
import { parseJsonBody } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import { normalisePagePath } from '@/lib/gates/paths'
import { gateSchema, gateUpdateSchema } from '@/lib/gates/admin-schema'
import { gateAnalytics } from '@/lib/gates/analytics'
import { findOr404, idParam, requireAdmin } from './guard'

export const adminGateEndpoints: Endpoint[] = [
  {
    path: '/admin/subscription-gates',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { docs } = await req.payload.find({
        collection: 'gates',
        sort: ['-priority', '-createdAt'],
        limit: 500,
        depth: 0,
        ...asUser(req),
      })
      return Response.json({ gates: docs })
    }),
  },
  {
    path: '/admin/subscription-gates',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const data = await parseJsonBody(req, gateSchema)
      const gate = await req.payload.create({
        collection: 'gates',
        data: { ...data, pagePath: normalisePagePath(data.pagePath) },
        ...asUser(req),
      })
      return Response.json({ gate }, { status: 201 })
    }),
  },
  {
    path: '/admin/subscription-gates/:id',
    method: 'put',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findOr404(req, 'gates', id)
      const data = await parseJsonBody(req, gateUpdateSchema)
      const gate = await req.payload.update({
        collection: 'gates',
        id,
        data: data.pagePath ? { ...data, pagePath: normalisePagePath(data.pagePath) } : data,
        ...asUser(req),
      })
      return Response.json({ gate })
    }),
  },
  {
    path: '/admin/subscription-gates/:id',
    method: 'delete',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findOr404(req, 'gates', id)
      // Its interactions go with it (the collection's beforeDelete hook, for every client).
      await req.payload.delete({ collection: 'gates', id, ...asUser(req) })
      return Response.json({ success: true })
    }),
  },
  {
    path: '/admin/subscription-gates/:id/analytics',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findOr404(req, 'gates', id)
      return Response.json(await gateAnalytics(req.payload, id))
    }),
  },
]
