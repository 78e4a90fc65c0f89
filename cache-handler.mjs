// Next's cache (full-route pages, unstable_cache data entries and the tags that expire them), always
// through this handler so that it has a bound and never outlives the data it was rendered from:
//  - Every change drops the copies of cache hits scripts/server.mjs keeps (src/lib/cache/hit-cache.mjs).
//  - Only successful pages are stored (see storingOnlySuccessfulPages): junk paths answer 404 uncached.
//  - Without REDIS_URL: a per-process LRU in memory, bounded by entry count and total bytes. Nothing is
//    written under .next at run time (Next's default handler writes every rendered path to disk and
//    never evicts), and a restart against another database starts empty.
//  - With REDIS_URL: shared by every instance, so a collection hook that expires a tag on one instance
//    expires it for all. Keys are namespaced by build and by the database's identity, and the number of
//    entries is bounded (least recently used evicted first).
// If Redis cannot be reached at start, this instance falls back to the per-process LRU (and says so):
// pages still work, only cross-instance freshness waits for their `revalidate`.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { cacheLimits, databaseIdentity, storingOnlySuccessfulPages } from './src/lib/cache/limits.mjs'
import { createBoundedHandler } from './src/lib/cache/bounded-redis.mjs'
import { droppingCopiesOnChange } from './src/lib/cache/hit-cache.mjs'
import { publicOrigin } from './src/lib/site/runtime-env.mjs'

const CONNECT_TIMEOUT_MS = 5_000
const COMMAND_TIMEOUT_MS = 1_000

CacheHandler.onCreation(async ({ buildId }) => {
  const limits = cacheLimits(process.env)
  const local = () => ({
    handlers: [
      droppingCopiesOnChange(
        storingOnlySuccessfulPages(createLruHandler({ maxItemsNumber: limits.maxEntries, maxItemSizeBytes: limits.maxBytes })),
      ),
    ],
  })
  // `next build` has no database and no shared cache to fill.
  if (!process.env.REDIS_URL || process.env.NEXT_PHASE === 'phase-production-build') return local()

  const client = createClient({ url: process.env.REDIS_URL, socket: { connectTimeout: CONNECT_TIMEOUT_MS } })
  client.on('error', (error) => console.error('[cache] redis:', error.message))
  try {
    await client.connect()
  } catch (error) {
    console.error('[cache] redis unreachable, using a per-instance cache:', error instanceof Error ? error.message : error)
    return local()
  }
  // One key space per build (a deploy never reads entries rendered by older code), per database (a
  // restore or a staging copy never reads pages rendered from another database's rows) and per public
  // origin (staging and production may share one Redis; pages carry absolute URLs of their origin).
  let database
  try {
    database = await databaseIdentity(process.env.DATABASE_URL)
  } catch (error) {
    // Without knowing the database, a shared entry could be another database's page.
    console.error('[cache] database identity unknown, using a per-instance cache:', error instanceof Error ? error.message : error)
    await client.quit().catch(() => {})
    return local()
  }
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX ?? 'headstash'}:${buildId ?? 'dev'}:${database}:${publicOrigin()}:`
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS })
  return {
    handlers: [
      droppingCopiesOnChange(
        storingOnlySuccessfulPages(
          createBoundedHandler({ client, keyPrefix, handler: redis, maxEntries: limits.maxEntries, timeoutMs: COMMAND_TIMEOUT_MS }),
        ),
      ),
    ],
  }
})

export default CacheHandler
