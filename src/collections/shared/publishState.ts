import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  RequestContext,
} from 'payload'
import { isAdminUser } from '@/access'

/**
 * Drafts and versions for episodes and changelog entries: Payload's `_status` is their one publish state
 * (src/lib/publishing/state.ts derives the contract's `status` / `isPublic` from it).
 *
 * Payload keeps the published document in the collection table and a draft of a change only in the
 * versions table, so every read without `draft: true` (public pages, REST, feed, sitemap) sees the
 * published version; staff editors read with `draft: true` to work on the latest one. What a draft-only
 * document must not do is appear in the public lists: public reads therefore require `_status:
 * published` (PUBLISHED_ONLY) in the collections' read access.
 */

/**
 * Versions config shared by both collections: autosave drafts, scheduled publishing, bounded history.
 *
 * `validate: true` makes a draft a valid document, and it is what keeps "Create New" from storing
 * anything before the editor saves: with autosave and unvalidated drafts Payload's create view writes an
 * empty draft the moment it opens (every click, and twice when the URL is opened directly), which the
 * dashboard then listed as a blank, unpublishable card. With it the create view shows "Save draft" and
 * "Publish" and autosave starts only once the document exists.
 */
export const draftVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 2000 }, schedulePublish: true, validate: true },
  maxPerDoc: 50,
}

/** Per request and collection: was the running create/update/restore a draft save? */
const draftSaveKey = (slug: string) => `headstash:draftSave:${slug}`

const isDraftSave = (context: RequestContext, slug: string): boolean => context[draftSaveKey(slug)] === true

/**
 * beforeOperation: every save that is not a draft save publishes, as Payload's own admin does with
 * "Publish". Without this a document written through the local API or a plain REST call (seed, the
 * custom episode editor, imports) would keep the `_status` default "draft" and vanish from the public
 * pages. An explicit `_status` (the admin's "Publish" and "Unpublish", the scheduled-publish job) is kept;
 * a draft save (`draft: true` / `?draft=true`, which autosave uses) stays a draft.
 *
 * It also records whether the operation is a draft save, which Payload tells no later hook: the
 * afterChange hooks wrapped by `skipOnDraftSave` need it. (A nested operation on the same collection
 * within one of our hooks would overwrite the flag; none does.)
 */
export const publishUnlessDraft: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation === 'create' || operation === 'update') {
    const data = args.data as Record<string, unknown> | undefined
    const draft = Boolean(args.draft)
    // Payload itself treats a draft save that sends `_status: 'published'` as a publish.
    req.context[draftSaveKey(collection.slug)] = draft && data?._status !== 'published'
    // A copy: the caller's object is not ours to change.
    if (!draft && data && data._status === undefined) args.data = { ...data, _status: 'published' } as typeof args.data
  }
  if (operation === 'restoreVersion') req.context[draftSaveKey(collection.slug)] = Boolean(args.draft)
  return args
}

/**
 * beforeOperation: a visitor's read is a read of published versions, whatever it asks for. Payload
 * answers `?draft=true` (REST) or `draft: true` (GraphQL) from the latest versions, filtered by read
 * access, so a published episode with a pending draft vanished from such a list instead of showing its
 * published version. Staff reads and trusted server reads (`overrideAccess`) keep their `draft` flag.
 */
export const publishedForVisitors: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  // Payload names find and findByID 'read' for this hook.
  if (operation === 'read' && args.draft && !overrideAccess && !isAdminUser(req.user)) {
    return { ...args, draft: false }
  }
  return args
}

/**
 * beforeChange: restoring a version (without "restore as draft") makes it the live version. Payload
 * would copy the restored version's own `_status`, so restoring an autosaved draft would silently
 * unpublish the document. "Restore as draft" is unaffected: Payload forces `draft` after this hook.
 */
export const restoreAsPublished: CollectionBeforeChangeHook = ({ data, context }) => {
  if (context.isRestoringVersion === true) return { ...data, _status: 'published' }
  return data
}

/**
 * Wraps afterChange hooks that only matter for what the public sees (cache tags, media visibility): a
 * draft save leaves the published document untouched, so they skip it — autosave runs every couple of
 * seconds while an editor types, and must not throw away the public pages' cache each time.
 */
export const skipOnDraftSave = (hooks: CollectionAfterChangeHook[]): CollectionAfterChangeHook[] =>
  hooks.map(
    (hook): CollectionAfterChangeHook =>
      (args) =>
        isDraftSave(args.context, args.collection.slug) ? args.doc : hook(args),
  )
