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
  brand: 'brand-settings',
  newsletterIssues: 'newsletter-issues',
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

/** `next build` prerenders pages without a database. */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === 'phase-production-build'

/**
 * Tags the page being prerendered at build time. Tags are attached to a page only by the cached reads
 * its render makes, so a page that skipped its reads at build (no database) kept no tag, and a tag
 * expiry never reached it: it waited for its time-based revalidation instead.
 */
async function tagBuildRender(tags: CacheTag[]): Promise<void> {
  try {
    await unstable_cache(async () => null, ['build-render-tags', ...tags], { tags })()
  } catch (error) {
    if (!outsideNextRuntime(error)) throw error
  }
}

interface CachedReadOptions<Result> {
  /** Answered while `next build` prerenders (no database); the page still carries the read's tags. */
  buildFallback?: Result
  /**
   * A read keyed by what a visitor names (an id, a slug) answers null for anything that does not exist;
   * storing those would give every made-up name an entry. `false`: a null is read again each time.
   */
  storeMisses?: boolean
}

/** Thrown out of the cached function for a miss that must not be stored (Next never stores a throw). */
const UNSTORED_MISS = new Error('cache miss not stored')

/**
 * Caches a public read in Next's data cache under `tags`. Outside a Next server (scripts, tests)
 * there is no cache, and the read simply runs.
 */
export function cachedRead<Args extends Serializable[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: CacheTag[],
  options: CachedReadOptions<Result> = {},
): (...args: Args) => Promise<Result> {
  const readStored =
    options.storeMisses === false
      ? async (...args: Args): Promise<Result> => {
          const result = await read(...args)
          if (result === null) throw UNSTORED_MISS
          return result
        }
      : read
  const cached = unstable_cache(readStored, [key], { tags, revalidate: MAX_AGE_SECONDS })
  return async (...args) => {
    if (isBuildPhase() && 'buildFallback' in options) {
      await tagBuildRender(tags)
      return options.buildFallback as Result
    }
    try {
      return await cached(...args)
    } catch (error) {
      if (error === UNSTORED_MISS) return null as Result
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
