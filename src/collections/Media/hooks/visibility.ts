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

const field = (doc: Record<string, unknown> | undefined, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc)

/** A MediaRefsOf reading upload relations and URL fields by (dotted) name. */
export const refsFromFields =
  ({ relations = [], urls = [] }: { relations?: string[]; urls?: string[] }): MediaRefsOf =>
  (doc, refs) =>
    doc ? collectRefs(refs, { relations: relations.map((path) => field(doc, path)), urls: urls.map((path) => field(doc, path)) }) : refs
