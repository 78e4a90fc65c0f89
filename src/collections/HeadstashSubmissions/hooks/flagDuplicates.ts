import type { CollectionBeforeChangeHook } from 'payload'
import { runnerForRequest } from '@/lib/audit/runner'
import { findPossibleDuplicate } from '@/lib/moderation/duplicates'
import type { HeadstashSubmission } from '@/payload-types'

const idOf = (value: HeadstashSubmission['image']): number | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

/**
 * Flags a possible duplicate for staff whenever what identifies a find (name, breeder, photo) is written,
 * by any writer that goes through the collection. Runs after onePicture, so `image` is the final photo.
 */
export const flagDuplicates: CollectionBeforeChangeHook<HeadstashSubmission> = async ({ data, originalDoc, operation, req }) => {
  const before = operation === 'update' ? originalDoc : undefined
  if (before && data.name === undefined && data.breeder === undefined && data.image === undefined) return data
  const name = data.name ?? before?.name
  if (!name) return data
  const duplicate = await findPossibleDuplicate(await runnerForRequest(req), {
    id: before?.id,
    name,
    breeder: data.breeder !== undefined ? data.breeder : before?.breeder,
    imageId: data.image !== undefined ? idOf(data.image) : idOf(before?.image),
  })
  return { ...data, possibleDuplicateOf: duplicate }
}
