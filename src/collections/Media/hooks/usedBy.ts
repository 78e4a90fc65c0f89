import type { FieldHook } from 'payload'
import { isAdminUser } from '@/access'
import { mediaFilesOf, mediaUsedBy, SKIP_MEDIA_USAGE } from '@/lib/images/visibility'
import type { Media } from '@/payload-types'

/**
 * Computes Media's read-only "Used by" for staff on every read (the list column and the edit view), so
 * it can never go stale. Visitors get nothing: it names unpublished content. Reads that only need the
 * file (the visibility refresh) skip it through the context flag.
 */
export const computeUsedBy: FieldHook<Media> = async ({ data, req, context }) => {
  if (!isAdminUser(req.user) || context[SKIP_MEDIA_USAGE] || typeof data?.id !== 'number') return null
  const uses = await mediaUsedBy(req.payload, mediaFilesOf({ id: data.id, filename: data.filename, sizes: data.sizes }), req)
  return uses.length ? uses.join('; ') : 'Not used'
}
