import type { CollectionBeforeChangeHook } from 'payload'
import { mediaLookup } from '@/lib/images/media'
import { onePicture } from '@/lib/submissions/rules'
import type { HeadstashSubmission } from '@/payload-types'

/** One picture per submission, for every writer that goes through the collection. */
export const onePictureHook: CollectionBeforeChangeHook<HeadstashSubmission> = ({ data, originalDoc, operation, req }) =>
  onePicture(data, operation === 'update' ? originalDoc : undefined, mediaLookup(req.payload, req))
