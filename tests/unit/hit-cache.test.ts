import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createHitCache, droppingCopiesOnChange, isCacheableRequest, noteCacheChange } from '@/lib/cache/hit-cache.mjs'

type Answer = { status?: number; cache?: string; cacheControl?: string; cookie?: boolean; hold?: Promise<void> }

/** A real HTTP server wired like scripts/server.mjs, with a stand-in for Next that counts its calls. */
async function serverWith(answer: (url: string) => Answer, options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const hits = createHitCache({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries,
    now: options.now,
    skipHeaders: ['X-Security'],
  })
  const calls: string[] = []
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    calls.push(req.url ?? '')
    const { status = 200, cache = 'HIT', cacheControl = 's-maxage=60, stale-while-revalidate=86340', cookie, hold } = answer(req.url ?? '')
    await hold
    res.statusCode = status
    res.setHeader('x-nextjs-cache', cache)
    res.setHeader('cache-control', cacheControl)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    if (cookie) res.setHeader('set-cookie', 'a=b')
    res.write(`<p>${req.url} `)
    res.end(`${calls.length} ${req.headers['accept-encoding'] ?? ''}</p>`)
  }
  const server = createServer((req, res) => {
    res.setHeader('X-Security', 'on')
    const cacheable = isCacheableRequest(req)
    const kept = cacheable ? hits.lookup(req) : undefined
    if (kept) return hits.serve(kept, req, res)
    if (cacheable) hits.capture(req, res)
    void next(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers })
    return { body: await response.text(), headers: response.headers, status: response.status }
  }
  return { get, calls, hits }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('cache hits answered by the server (scripts/server.mjs)', () => {
  it('answers a repeated public cache hit with the same bytes and headers, without asking Next', async () => {
    const app = await serverWith(() => ({}))
    const first = await app.get('/the-cloud')
    const second = await app.get('/the-cloud')
    expect(app.calls).toEqual(['/the-cloud'])
    expect(second.body).toBe(first.body)
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
    expect(second.headers.get('x-security')).toBe('on')
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(first.body)))
  })

  it('asks Next again after any change to its cache', async () => {
    const app = await serverWith(() => ({}))
    await app.get('/the-cloud')
    noteCacheChange()
    const after = await app.get('/the-cloud')
    expect(app.calls).toHaveLength(2)
    expect(after.body).toContain(' 2 ')
  })

  it('drops the copies when a wrapped cache handler stores, expires or deletes', async () => {
    const app = await serverWith(() => ({}))
    const handler = droppingCopiesOnChange({ name: 'test', get: async () => null, set: async () => {}, revalidateTag: async () => {} })
    for (const change of [() => handler.set('k', {}), () => handler.revalidateTag('tag')]) {
      await app.get('/changelog')
      await change()
    }
    await app.get('/changelog')
    expect(app.calls).toHaveLength(3)
  })

  it('keeps only public 200 cache hits', async () => {
    const answers: Record<string, Answer> = {
      '/miss': { cache: 'MISS' },
      '/stale': { cache: 'STALE' },
      '/gone': { status: 404 },
      '/private': { cacheControl: 'private, no-store' },
      '/cookie': { cookie: true },
    }
    const app = await serverWith((url) => answers[url] ?? {})
    for (const path of Object.keys(answers)) {
      await app.get(path)
      await app.get(path)
    }
    expect(app.calls).toHaveLength(10)
  })

  it('leaves signed-in, draft-mode, RSC and conditional requests to Next', async () => {
    const app = await serverWith(() => ({}))
    await app.get('/the-cloud')
    const bypassing: Record<string, string>[] = [
      { cookie: 'payload-token=abc' },
      { cookie: '__prerender_bypass=1' },
      { authorization: 'JWT abc' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'if-none-match': '"x"' },
    ]
    for (const headers of bypassing) await app.get('/the-cloud', headers)
    await app.get('/the-cloud?_rsc=abc')
    expect(app.calls).toHaveLength(1 + bypassing.length + 1)
    await app.get('/the-cloud', { cookie: 'theme=dark' })
    expect(app.calls).toHaveLength(1 + bypassing.length + 1)
  })

  it('keeps one copy per URL and Accept-Encoding', async () => {
    const app = await serverWith(() => ({}))
    await app.get('/the-cloud?category=flower')
    await app.get('/the-cloud?category=edible')
    await app.get('/the-cloud?category=flower', { 'accept-encoding': 'gzip' })
    expect(app.calls).toHaveLength(3)
    expect((await app.get('/the-cloud?category=flower', { 'accept-encoding': 'gzip' })).body).toContain('gzip')
    expect(app.calls).toHaveLength(3)
  })

  it('asks Next once when a copy is past its time, and drops it after one more period', async () => {
    let time = 0
    let release = () => {}
    const gate: { hold?: Promise<void> } = {}
    const app = await serverWith(() => ({ hold: gate.hold }), { ttlMs: 1_000, now: () => time })
    await app.get('/stashcloud')
    time = 1_000
    gate.hold = new Promise((resolve) => (release = resolve))
    // One request refreshes (Next holds it); meanwhile the others still get the copy.
    const refreshing = app.get('/stashcloud')
    while (app.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await app.get('/stashcloud')).body).toMatch(/^<p>\/stashcloud 1 /)
    release()
    expect((await refreshing).body).toMatch(/^<p>\/stashcloud 2 /)
    expect((await app.get('/stashcloud')).body).toMatch(/^<p>\/stashcloud 2 /)
    expect(app.calls).toHaveLength(2)
    time = 3_000 // the refreshed copy's second period is over too
    await app.get('/stashcloud')
    expect(app.calls).toHaveLength(3)
  })

  it('is bounded in entries, least recently used out first', async () => {
    const app = await serverWith(() => ({}), { maxEntries: 2 })
    for (const path of ['/a', '/b', '/a', '/c']) await app.get(path)
    expect(app.hits.size()).toBe(2)
    await app.get('/a')
    await app.get('/b')
    expect(app.calls).toEqual(['/a', '/b', '/c', '/b'])
  })

  it('is off with PAGE_HIT_CACHE_MS=0', async () => {
    const app = await serverWith(() => ({}), { ttlMs: 0 })
    await app.get('/')
    await app.get('/')
    expect(app.calls).toHaveLength(2)
  })
})
