import type { CollectionBeforeChangeHook } from 'payload'
import { mediaIdForUrl } from '@/lib/images/media'
import type { HeadstashSubmission } from '@/payload-types'

const idOf = (value: HeadstashSubmission['image'] | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

const urlOf = (value: string | null | undefined): string | null => value?.trim() || null

/**
 * A submission has one picture (design.md decision 16): whichever of `imageUrl` and the `image` upload
 * was applied last. Public reads prefer the upload's resized variants, so the two must never disagree:
 * - a new `imageUrl` (Apply Match, Apply All Exact Matches, the dialog's Image URL, REST) re-links
 *   `image` to the media file that URL names, or unlinks it when the URL is elsewhere or cleared;
 * - a new `image` alone (an upload in Payload's admin) sets `imageUrl` to that file's URL.
 * Being a collection hook, every writer obeys it: admin endpoints, REST, GraphQL and Payload's admin.
 */
export const onePicture: CollectionBeforeChangeHook<HeadstashSubmission> = async ({ data, originalDoc, operation, req }) => {
  const before = operation === 'update' ? originalDoc : undefined
  const urlChanged = data.imageUrl !== undefined && urlOf(data.imageUrl) !== urlOf(before?.imageUrl)
  const imageChanged = data.image !== undefined && idOf(data.image) !== idOf(before?.image)
  if (urlChanged) {
    const imageUrl = urlOf(data.imageUrl)
    data.imageUrl = imageUrl
    data.image = imageUrl ? ((await mediaIdForUrl(req.payload, imageUrl, req)) ?? null) : null
  } else if (imageChanged) {
    const id = idOf(data.image)
    // System read inside the write hook: the picked file may still be private (decision 19); the
    // submission's own access already let this write through.
    const media =
      id === null ? null : await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, req, disableErrors: true })
    data.image = media ? media.id : null
    data.imageUrl = media?.url ?? null
  }
  return data
}
