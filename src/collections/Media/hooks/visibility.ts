import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { collectRefs, emptyRefs, type MediaRefs, refreshMediaVisibility } from '@/lib/images/visibility'

/** Which media a document of the owning collection points at (relations and /api/media/file URLs). */
export type MediaRefsOf = (doc: Record<string, unknown> | undefined, refs: MediaRefs) => MediaRefs

/**
 * afterChange + afterDelete hooks for a collection whose documents use media: the files the document
 * used before and after the change get their `public` flag recomputed (docs/decisions.md#media-visibility).
 */
export const mediaVisibilityHooks = (refsOf: MediaRefsOf) => {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    await refreshMediaVisibility(req.payload, refsOf(previousDoc, refsOf(doc, emptyRefs())), req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await refreshMediaVisibility(req.payload, refsOf(doc, emptyRefs()), req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export const mediaVisibilityAfterGlobalChange =
  (refsOf: MediaRefsOf): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    await refreshMediaVisibility(req.payload, refsOf(previousDoc, refsOf(doc, emptyRefs())), req)
    return doc
  }

/** The values at a dotted path; an array on the way (an array field's rows) contributes each row's value. */
const field = (doc: Record<string, unknown> | undefined, path: string): unknown[] =>
  path.split('.').reduce<unknown[]>(
    (values, key) =>
      values.flatMap((value) =>
        Array.isArray(value)
          ? value.map((row: unknown) => (row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined))
          : value && typeof value === 'object'
            ? [(value as Record<string, unknown>)[key]]
            : [],
      ),
    [doc],
  )

/** A MediaRefsOf reading upload relations and URL fields by (dotted) name, through array rows. */
export const refsFromFields =
  ({ relations = [], urls = [] }: { relations?: string[]; urls?: string[] }): MediaRefsOf =>
  (doc, refs) =>
    doc ? collectRefs(refs, { relations: relations.flatMap((path) => field(doc, path)), urls: urls.flatMap((path) => field(doc, path)) }) : refs
