// Next's shared cache for several instances: loaded by next.config.mjs only when REDIS_URL is set.
// Full-route entries (pages), unstable_cache data entries and the tags that expire them all live in
// Redis, so a collection hook that expires a tag on one instance expires it for every instance.
// If Redis cannot be reached at start, this instance falls back to a private in-memory cache (and
// says so): pages still work, only cross-instance freshness waits for their `revalidate`.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { publicOrigin } from './src/lib/site/runtime-env.mjs'

const CONNECT_TIMEOUT_MS = 5_000
const COMMAND_TIMEOUT_MS = 1_000

CacheHandler.onCreation(async ({ buildId }) => {
  const client = createClient({ url: process.env.REDIS_URL, socket: { connectTimeout: CONNECT_TIMEOUT_MS } })
  client.on('error', (error) => console.error('[cache] redis:', error.message))
  try {
    await client.connect()
  } catch (error) {
    console.error('[cache] redis unreachable, using a per-instance cache:', error instanceof Error ? error.message : error)
    return { handlers: [createLruHandler()] }
  }
  // One key space per build and public origin: a deploy never reads entries rendered by older code,
  // nor pages whose absolute URLs name another deployment's origin (staging and production may share
  // one Redis).
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX ?? 'headstash'}:${buildId ?? 'dev'}:${publicOrigin()}:`
  return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS })] }
})

export default CacheHandler
