import type { Endpoint, Where } from 'payload'
import { asUser } from '@/access'
import { auditAs } from '@/lib/audit/trail'
import { IMAGE_RECOVERY_SOURCE } from '@/lib/images/recovery-source'
import { readJsonObject } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { ingestImage } from '@/lib/images/media'
import { HTTP_MESSAGES } from '@/lib/http/messages'
import { SUBMISSION_STATUSES } from '@/lib/submissions/options'
import { parseSubmissionPatch, submissionReviewSchema } from '@/lib/submissions/schema'
import { readImageField } from '../uploads'
import { idParam, requireAdmin } from './guard'

export const adminSubmissionEndpoints: Endpoint[] = [
  {
    path: '/admin/headstash-submissions',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const status = req.searchParams.get('status')
      // Without a query, every status but rejected; ?status= selects one (docs/decisions.md#review-board).
      const where: Where = SUBMISSION_STATUSES.find((value) => value === status)
        ? { status: { equals: status } }
        : { status: { not_equals: 'rejected' } }
      // Read as the signed-in admin (asUser): without it the submittedBy hook answers "Anonymous" for
      // hidden names, the dialog is filled with it and Save writes it over the real name (docs/decisions.md#submitter-privacy).
      const { docs } = await req.payload.find({
        collection: 'headstash-submissions',
        where,
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        ...asUser(req),
      })
      return Response.json({ submissions: docs })
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
