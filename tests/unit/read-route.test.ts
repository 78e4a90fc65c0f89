import { describe, expect, it } from 'vitest'
import { currentReadRoute, noteWrite, readRouteFor, replicaUrls, runWithReadRoute } from '@/lib/db/read-route.mjs'

describe('database read route (read replicas)', () => {
  it('sends anonymous reads to a replica and a writer to the primary', () => {
    expect(readRouteFor('GET', {})).toBe('replica')
    expect(readRouteFor('HEAD', { cookie: 'theme=dark' })).toBe('replica')
    expect(readRouteFor('GET', { cookie: 'theme=dark; payload-token=abc' })).toBe('primary')
    expect(readRouteFor('GET', { authorization: 'JWT abc' })).toBe('primary')
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) expect(readRouteFor(method, {})).toBe('primary')
  })

  it('reads from the primary outside a request, and for the rest of a request once it has written', async () => {
    expect(currentReadRoute()).toBe('primary')
    await runWithReadRoute('replica', async () => {
      expect(currentReadRoute()).toBe('replica')
      await Promise.resolve()
      noteWrite()
      await new Promise((resolve) => setTimeout(resolve, 1))
      expect(currentReadRoute()).toBe('primary')
    })
    // Another request is not affected by that one's write.
    runWithReadRoute('replica', () => expect(currentReadRoute()).toBe('replica'))
  })

  it('reads DATABASE_REPLICA_URLS as a comma-separated list', () => {
    expect(replicaUrls({})).toEqual([])
    expect(replicaUrls({ DATABASE_REPLICA_URLS: ' postgres://a/x, ,postgres://b/x ' })).toEqual(['postgres://a/x', 'postgres://b/x'])
  })
})
