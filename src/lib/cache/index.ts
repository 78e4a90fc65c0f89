import { revalidateTag, unstable_cache } from 'next/cache'

/** Data-cache tags of the public reads; collection hooks expire them on every change. */
export const CACHE_TAGS = {
  submissions: 'headstash-submissions',
  strains: 'strain-entries',
  changelog: 'changelog-entries',
  episodes: 'podcast-episodes',
  gates: 'gates',
  siteSettings: 'site-settings',
  seo: 'seo-settings',
} as const
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

/**
 * Upper bound on staleness when several instances each keep their own cache: a hook expires the tag
 * at once only on the instance that made the change (a shared cache handler removes this bound).
 */
const MAX_AGE_SECONDS = 60

type Serializable = string | number | boolean | null | undefined | { [key: string]: Serializable } | Serializable[]

const outsideNextRuntime = (error: unknown) =>
  error instanceof Error && /incrementalCache missing|static generation store missing/.test(error.message)

/**
 * Caches a public read in Next's data cache under `tags`. Outside a Next server (scripts, tests)
 * there is no cache, and the read simply runs.
 */
export function cachedRead<Args extends Serializable[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: CacheTag[],
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, [key], { tags, revalidate: MAX_AGE_SECONDS })
  return async (...args) => {
    try {
      return await cached(...args)
    } catch (error) {
      if (outsideNextRuntime(error)) return await read(...args)
      throw error
    }
  }
}

/** Expires the tags now (not stale-while-revalidate), so an approval or a rejection shows at once. */
export function expireTags(...tags: CacheTag[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!outsideNextRuntime(error)) throw error
    }
  }
}
