import type { Endpoint, PayloadRequest } from 'payload'
import { asUser } from '@/access'
import { parseJsonBody } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { importSubscribers, subscribersCsv } from '@/lib/newsletter/csv'
import { HTTP_MESSAGES } from '@/lib/http/messages'
import { subscriberImportSchema, subscriberStatusFilter } from '@/lib/newsletter/schema'
import { idParam, requireAdmin } from './guard'

/** Newest first; `?status=pending|active|inactive` filters. */
async function listSubscribers(req: PayloadRequest) {
  const status = subscriberStatusFilter.parse(req.searchParams.get('status') ?? undefined)
  const { docs } = await req.payload.find({
    collection: 'newsletter-subscribers',
    where: status ? { status: { equals: status } } : {},
    sort: '-subscribedAt',
    pagination: false,
    depth: 0,
    ...asUser(req),
  })
  return docs
}

export const adminSubscriberEndpoints: Endpoint[] = [
  {
    path: '/admin/newsletter/subscribers',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const docs = await listSubscribers(req)
      return Response.json({ subscribers: docs })
    }),
  },
  {
    path: '/admin/newsletter/subscribers/export',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const docs = await listSubscribers(req)
      return new Response(subscribersCsv(docs), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    }),
  },
  {
    path: '/admin/newsletter/subscribers/import',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { csv } = await parseJsonBody(req, subscriberImportSchema)
      return Response.json(await importSubscribers(req, csv))
    }),
  },
  {
    path: '/admin/newsletter/subscribers/:id',
    method: 'delete',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      const { docs } = await req.payload.delete({ collection: 'newsletter-subscribers', where: { id: { equals: id } }, ...asUser(req) })
      if (!docs.length) throw new HttpError(404, HTTP_MESSAGES.notFound)
      return Response.json({ success: true })
    }),
  },
]
