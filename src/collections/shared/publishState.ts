import type { CollectionBeforeChangeHook, Where } from 'payload'

/**
 * Drafts and versions for episodes and changelog entries (issue 17).
 *
 * Payload keeps the published document in the collection table and a draft of a change only in the
 * versions table, so every read without `draft: true` (public pages, REST, feed, sitemap, the custom
 * episode editor) sees the published version. What a draft-only document must not do is appear in the
 * public lists: public reads therefore also require `_status: published` (PUBLISHED_ONLY).
 */
export const PUBLISHED_ONLY: Where = { _status: { equals: 'published' } }

/** Versions config shared by both collections: autosave drafts, scheduled publishing, bounded history. */
export const draftVersions = {
  drafts: { autosave: { interval: 2000 }, schedulePublish: true },
  maxPerDoc: 50,
} as const

const isDraftSave = (query: Record<string, unknown> | undefined, context: Record<string, unknown>): boolean =>
  query?.draft === 'true' || query?.draft === true || context.draft === true

/**
 * Every save that is not a draft save publishes, as in Payload's own admin ("Publish"). Without this a
 * document created through the local API (seed, the custom episode editor, CSV import) would keep the
 * `_status` default "draft" and vanish from the public pages. An explicit `_status: 'draft'` on an update
 * (the admin's "Unpublish") is respected. Local-API callers that want a draft pass `draft: true` and
 * `context: { draft: true }` (a create cannot tell the default from a request otherwise).
 */
export const publishUnlessDraft: CollectionBeforeChangeHook = ({ data, operation, req, context }) => {
  if (isDraftSave(req.query as Record<string, unknown> | undefined, context)) return data
  if (operation === 'create' || data._status !== 'draft') data._status = 'published'
  return data
}
