import type { Endpoint } from 'payload'
import { asUser } from '@/access'
import { parseJsonBody } from '@/lib/http/body'
import { handled } from '@/lib/http/errors'
import { changelogSave, isPublicOf } from '@/lib/publishing/state'
import { changelogSchema, changelogUpdateSchema } from '@/lib/changelog/schema'
import { findOr404, idParam, requireAdmin } from './guard'

export const adminChangelogEndpoints: Endpoint[] = [
  {
    path: '/admin/changelog',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { docs } = await req.payload.find({ collection: 'changelog-entries', sort: '-createdAt', limit: 500, depth: 0, ...asUser(req) })
      return Response.json({ entries: docs })
    }),
  },
  {
    path: '/admin/changelog',
    method: 'post',
    handler: handled(async (req) => {
      const user = requireAdmin(req)
      const { isPublic, ...data } = await parseJsonBody(req, changelogSchema)
      // `isPublic` is the publish state: an internal entry is a draft (`publishedAt` is stamped on publish).
      const save = changelogSave(isPublic)
      const entry = await req.payload.create({
        collection: 'changelog-entries',
        data: { ...data, ...save.data, author: user.id },
        draft: save.draft,
        ...asUser(req),
      })
      return Response.json({ entry }, { status: 201 })
    }),
  },
  {
    path: '/admin/changelog/:id',
    method: 'patch',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      const existing = await findOr404(req, 'changelog-entries', id)
      const { isPublic, ...data } = await parseJsonBody(req, changelogUpdateSchema)
      // Without `isPublic` the entry keeps its state: a public entry's edit goes live, an internal one stays internal.
      const save = changelogSave(isPublic ?? isPublicOf(existing))
      const entry = await req.payload.update({
        collection: 'changelog-entries',
        id,
        data: { ...data, ...save.data },
        draft: save.draft,
        ...asUser(req),
      })
      return Response.json({ entry })
    }),
  },
  {
    path: '/admin/changelog/:id/publish',
    method: 'patch',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findOr404(req, 'changelog-entries', id)
      const entry = await req.payload.update({ collection: 'changelog-entries', id, data: changelogSave(true).data, ...asUser(req) })
      return Response.json({ entry })
    }),
  },
  {
    path: '/admin/changelog/:id',
    method: 'delete',
    handler: handled(async (req) => {
      requireAdmin(req)
      const id = idParam(req)
      await findOr404(req, 'changelog-entries', id)
      await req.payload.delete({ collection: 'changelog-entries', id, ...asUser(req) })
      return Response.json({ success: true })
    }),
  },
]
