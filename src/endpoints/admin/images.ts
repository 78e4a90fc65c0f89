import type { Endpoint } from 'payload'
import { auditAs } from '@/lib/audit/trail'
import { handled } from '@/lib/http/errors'
import { findMissingImages, fixCloudUrls, recoverImage, testStorage } from '@/lib/images/recovery'
import { readImageField } from '../uploads'
import { requireAdmin } from './guard'

/** Image recovery: thin handlers over src/lib/images/recovery.ts. */
export const adminImageEndpoints: Endpoint[] = [
  {
    path: '/admin/fix-missing-images',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      return Response.json(await findMissingImages(req, auditAs('image-recovery')))
    }),
  },
  {
    path: '/admin/recover-images',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      return Response.json(await recoverImage(req, await readImageField(req)), { status: 201 })
    }),
  },
  {
    path: '/admin/fix-cloud-urls',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      return Response.json(await fixCloudUrls(req, auditAs('image-recovery')))
    }),
  },
  {
    path: '/admin/test-cloud-storage',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { status, body } = await testStorage(req)
      return Response.json(body, { status })
    }),
  },
]
