import type { CollectionBeforeChangeHook } from 'payload'
import type { PodcastEpisode } from '@/payload-types'

/**
 * A published episode always has a date: without one it sorted and displayed as undated on the public
 * pages. Publishing with the date left empty (from any door: dashboard editor, admin API, Payload admin)
 * dates it now; a date the editor set is kept. A draft save is not a publish: the date is set when the
 * draft goes live (by hand or by the scheduled-publish job), not when it was written.
 */
export const defaultPublishDate: CollectionBeforeChangeHook<PodcastEpisode> = ({ data, originalDoc }) => {
  const publishDate = data.publishDate !== undefined ? data.publishDate : originalDoc?.publishDate
  // Payload sets `_status` of every save before this hook: 'draft' for a draft save or an unpublish.
  if (data._status === 'published' && !publishDate) return { ...data, publishDate: new Date().toISOString() }
  return data
}
