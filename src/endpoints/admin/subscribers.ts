import type { Endpoint, PayloadRequest, Where } from 'payload'
import { asUser } from '@/access'
import { parseJsonBody } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { importSubscribers, subscribersCsvStream } from '@/lib/newsletter/csv'
import { EMAIL_MAX } from '@/lib/forms/fields'
import { pageInfo, parsePaging } from '@/lib/http/paging'
import { HTTP_MESSAGES } from '@/lib/http/messages'
import { SUBSCRIBER_STATUSES, type SubscriberStatus, subscriberImportSchema, subscriberStatusFilter } from '@/lib/newsletter/schema'
import { idParam, requireAdmin } from './guard'

/** How many subscribers are in each status, counted through the collection's access. */
async function countByStatus(req: PayloadRequest): Promise<Record<SubscriberStatus, number>> {
  const counts = await Promise.all(
    SUBSCRIBER_STATUSES.map(async (status) => {
      const { totalDocs } = await req.payload.count({
        collection: 'newsletter-subscribers',
        where: { status: { equals: status } },
        ...asUser(req),
      })
      return [status, totalDocs] as const
    }),
  )
  return Object.fromEntries(counts) as Record<SubscriberStatus, number>
}

/** Subscribers per page of the staff list. */
const SUBSCRIBERS_PAGE_SIZE = 50
const SUBSCRIBERS_MAX_PAGE_SIZE = 200

export const adminSubscriberEndpoints: Endpoint[] = [
  {
    // Newest first, a page at a time; `?status=pending|active|inactive` filters, `?q=` searches the
    // addresses. The counts per status ride along for the dashboard's counters.
    path: '/admin/newsletter/subscribers',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const status = subscriberStatusFilter.parse(req.searchParams.get('status') ?? undefined)
      const q = (req.searchParams.get('q') ?? '').trim().slice(0, EMAIL_MAX)
      const { page, limit } = parsePaging(req.searchParams, { defaultLimit: SUBSCRIBERS_PAGE_SIZE, maxLimit: SUBSCRIBERS_MAX_PAGE_SIZE })
      const conditions: Where[] = [...(status ? [{ status: { equals: status } }] : []), ...(q ? [{ email: { like: q } }] : [])]
      const [found, counts] = await Promise.all([
        req.payload.find({
          collection: 'newsletter-subscribers',
          where: { and: conditions },
          sort: ['-subscribedAt', '-id'],
          page,
          limit,
          depth: 0,
          ...asUser(req),
        }),
        countByStatus(req),
      ])
      return Response.json({ subscribers: found.docs, ...pageInfo(found, page), counts })
    }),
  },
  {
    path: '/admin/newsletter/subscribers/export',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const status = subscriberStatusFilter.parse(req.searchParams.get('status') ?? undefined)
      return new Response(subscribersCsvStream(req, status), {
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
