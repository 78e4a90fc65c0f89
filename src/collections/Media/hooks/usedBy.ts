import type { FieldHook } from 'payload'
import { isAdminUser } from '@/access'
import { mediaFilesOf, mediaUsedBy, SKIP_MEDIA_USAGE } from '@/lib/images/visibility'
import type { Media } from '@/payload-types'

/**
 * Computes Media's read-only "Used by" for staff whenever the file itself is read (the list column and
 * the edit view), so it can never go stale. Visitors get nothing: it names unpublished content. Not
 * for a file populated into another document (a find or an episode read with depth): a staff read of
 * ten finds with pictures sent about a hundred statements for it (`npm run bench:scale`). Reads that
 * only need the file (the visibility refresh) skip it through the context flag.
 */
export const computeUsedBy: FieldHook<Media> = async ({ data, req, context, currentDepth }) => {
  const populated = (currentDepth ?? 1) > 1
  if (!isAdminUser(req.user) || populated || context[SKIP_MEDIA_USAGE] || typeof data?.id !== 'number') return null
  const uses = await mediaUsedBy(req.payload, mediaFilesOf({ id: data.id, filename: data.filename, sizes: data.sizes }), req)
  return uses.length ? uses.join('; ') : 'Not used'
}
