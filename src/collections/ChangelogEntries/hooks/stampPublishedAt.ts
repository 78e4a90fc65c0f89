import type { CollectionBeforeChangeHook } from 'payload'
import type { ChangelogEntry } from '@/payload-types'

/**
 * beforeChange: an entry that goes public gets its `publishedAt` then, from every door (dashboard,
 * Payload's "Publish", the scheduled-publish job); a date already set is kept. A draft save or an
 * unpublish (`_status` 'draft', set by Payload before this hook) does not date it.
 */
export const stampPublishedAt: CollectionBeforeChangeHook<ChangelogEntry> = ({ data, originalDoc }) => {
  const publishedAt = data.publishedAt !== undefined ? data.publishedAt : originalDoc?.publishedAt
  if (data._status === 'published' && !publishedAt) return { ...data, publishedAt: new Date().toISOString() }
  return data
}
