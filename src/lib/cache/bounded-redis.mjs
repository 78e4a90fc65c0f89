// A bound on the number of entries a Redis cache handler keeps: every entry written is recorded in a
// sorted set scored by its last use, and once the set holds more than `maxEntries` the least recently
// used entries are deleted (with their tag bookkeeping, through the wrapped handler's own delete).
// Keys also carry the expiry Next gives them, so an entry nobody reads leaves on its own.
/* global AbortSignal */

/**
 * @param {{ client: import('@redis/client').RedisClientType, keyPrefix: string, maxEntries: number, timeoutMs: number,
 *   handler: import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler }} options
 * @returns {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler}
 */
export function createBoundedHandler({ client, keyPrefix, handler, maxEntries, timeoutMs }) {
  const index = `${keyPrefix}__entries__`
  const timed = () => client.withAbortSignal(AbortSignal.timeout(timeoutMs))
  const forget = async (key) => {
    await handler.delete?.(key)
    await timed().zRem(index, key)
  }
  return {
    name: `bounded-${handler.name}`,
    async get(key, meta) {
      const value = await handler.get(key, meta)
      // Only entries still indexed are touched: one evicted meanwhile stays evicted.
      if (value) await timed().zAdd(index, { score: Date.now(), value: key }, { condition: 'XX' })
      return value
    },
    async set(key, value, context) {
      await handler.set(key, value, context)
      await timed().zAdd(index, { score: Date.now(), value: key })
      const excess = (await timed().zCard(index)) - maxEntries
      if (excess <= 0) return
      const evicted = await timed().zPopMinCount(index, excess)
      await Promise.all(evicted.map(({ value: evictedKey }) => handler.delete?.(evictedKey)))
    },
    revalidateTag: (tag) => handler.revalidateTag(tag),
    delete: forget,
  }
}
