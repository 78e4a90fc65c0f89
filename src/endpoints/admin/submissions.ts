import type { Endpoint, PayloadRequest, Where } from 'payload'
import type { HeadstashSubmission } from '@/payload-types'
import { asUser } from '@/access'
import { auditAs } from '@/lib/audit/trail'
import { IMAGE_RECOVERY_SOURCE } from '@/lib/images/recovery-source'
import { readJsonObject } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { pageInfo } from '@/lib/http/paging'
import { ingestImage } from '@/lib/images/media'
import { HTTP_MESSAGES } from '@/lib/http/messages'
import { BOARD_SEARCH_FIELDS, parseBoardQuery } from '@/lib/submissions/board'
import { parseSubmissionPatch, submissionReviewSchema } from '@/lib/submissions/schema'
import { readImageField } from '../uploads'
import { idParam, requireAdmin } from './guard'

/**
 * The entries the listed ones may duplicate, by id, with what the queue's badge names: the name and status.
 * They are looked up separately because a flagged entry's original may be outside the list (rejected later).
 */
async function duplicateTargets(
  req: PayloadRequest,
  docs: HeadstashSubmission[],
): Promise<Record<string, { name: string; status: string }>> {
  const ids = [...new Set(docs.flatMap((doc) => (typeof doc.possibleDuplicateOf === 'number' ? [doc.possibleDuplicateOf] : [])))]
  if (ids.length === 0) return {}
  const { docs: targets } = await req.payload.find({
    collection: 'headstash-submissions',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { name: true, status: true },
    ...asUser(req),
  })
  return Object.fromEntries(targets.map((target) => [String(target.id), { name: target.name, status: target.status }]))
}

export const adminSubmissionEndpoints: Endpoint[] = [
  {
    path: '/admin/headstash-submissions',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { status, category, q, order, page, limit } = parseBoardQuery(req.searchParams)
      // Without a status, every status but rejected; ?status= selects one (docs/decisions.md#review-board).
      const conditions: Where[] = [status ? { status: { equals: status } } : { status: { not_equals: 'rejected' } }]
      if (category) conditions.push({ category: { equals: category } })
      if (q) conditions.push({ or: BOARD_SEARCH_FIELDS.map((field) => ({ [field]: { like: q } })) })
      // Read as the signed-in admin (asUser): without it the submittedBy hook answers "Anonymous" for
      // hidden names, the dialog is filled with it and Save writes it over the real name (docs/decisions.md#submitter-privacy).
      // One page at a time: at 100,000 entries the whole board is tens of megabytes.
      const found = await req.payload.find({
        collection: 'headstash-submissions',
        where: { and: conditions },
        sort: order === 'oldest' ? ['createdAt', 'id'] : ['-createdAt', '-id'],
        page,
        limit,
        depth: 0,
        ...asUser(req),
      })
      return Response.json({ submissions: found.docs, ...pageInfo(found, page), duplicates: await duplicateTargets(req, found.docs) })
    }),
  },
  {
    path: '/admin/headstash-submissions/:id',
    method: 'patch',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      const existing = await req.payload.find({
        collection: 'headstash-submissions',
        where: { id: { equals: id } },
        limit: 1,
        depth: 0,
        ...asUser(req),
      })
      const stored = existing.docs[0]
      if (!stored) throw new HttpError(404, HTTP_MESSAGES.notFound)
      const body = await readJsonObject(req)
      // Partial: the merged record must be valid, but only the fields sent are written (docs/decisions.md#partial-patch).
      const data = { ...parseSubmissionPatch(stored, body), ...submissionReviewSchema.parse(body) }
      // `req` carries the signed-in reviewer, so the recordReview hook stamps reviewedBy / reviewedAt.
      // The image recovery tab's Apply Match says so (`?source=image-recovery`): its audit row is one.
      const context = req.searchParams.get('source') === IMAGE_RECOVERY_SOURCE ? auditAs('image-recovery') : undefined
      const submission = await req.payload.update({ collection: 'headstash-submissions', id, data, req, depth: 0, context, ...asUser(req) })
      return Response.json({ submission })
    }),
  },
  {
    path: '/admin/headstash-submissions/upload-image',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const file = await readImageField(req)
      const { image, media } = await ingestImage(req.payload, file.data, undefined, file.name, req.user)
      return Response.json({ imageUrl: media.url, originalSize: image.originalSize }, { status: 201 })
    }),
  },
]
