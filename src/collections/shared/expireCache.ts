import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { type CacheTag, expireTags } from '@/lib/cache'

/** afterChange + afterDelete hooks that expire the public reads built on a collection. */
export const expireCacheHooks = (...tags: CacheTag[]) => {
  const afterChange: CollectionAfterChangeHook = ({ doc }) => {
    expireTags(...tags)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    expireTags(...tags)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export const expireCacheAfterGlobalChange =
  (...tags: CacheTag[]): GlobalAfterChangeHook =>
  ({ doc }) => {
    expireTags(...tags)
    return doc
  }
