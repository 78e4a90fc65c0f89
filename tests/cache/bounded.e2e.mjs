// The page cache against anonymous traffic and a change of database, on the production build (run by
// scripts/e2e.mjs after Playwright, or alone: `node --test tests/cache/bounded.e2e.mjs` after
// `next build`).
//  - Junk addresses under the catch-all routes answer 404 and add nothing to the cache, on disk or in
//    Redis; searches and made-up vibes add nothing either; the Redis cache holds at most
//    CACHE_MAX_ENTRIES entries however many pages are visited.
//  - A cache filled from database A is never served by the same build started against database B.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { anonymousUrl, CANONICAL_PAGES, directorySize, redisSize, requestAll } from '../../scripts/cache-growth.mjs'
import { review, signIn, startApp, startDemoDatabase, startRedis, submitFind } from '../../scripts/lib/cluster.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const logDir = path.join(root, 'test-results', 'cache-bounded')
fs.mkdirSync(logDir, { recursive: true })

/** Distinct anonymous URLs per run: enough that one cache entry each (50–110 KB) would show plainly. */
const DISTINCT_URLS = 60
/** Growth of .next allowed for them (log files, nothing per URL). */
const DISK_GROWTH_BOUND = 64 * 1024
/** The Redis bound used here: above what the canonical pages need, below what the test visits. */
const MAX_ENTRIES = 40
/** Vibes of the demo content: the data of every Cloud view with one of them is worth caching. */
const DEMO_VIBES = ['chill', 'euphoric', 'energetic', 'cerebral', 'creative', 'sleepy']
/** Redis keys besides the entries: the eviction index and the handler's three of tag bookkeeping. */
const BOOKKEEPING_KEYS = 4

const statusOf = async (url) => {
  const response = await fetch(url)
  await response.arrayBuffer()
  return response.status
}

describe('the page cache is bounded and belongs to one database', { timeout: 600_000 }, () => {
  let workDir
  let database
  let redis
  const apps = []
  const start = async (name, options) => {
    const app = await startApp({ workDir, logFile: path.join(logDir, `${name}.log`), ...options })
    apps.push(app)
    return app
  }
  const stop = async (app) => {
    await app.stop()
    apps.splice(apps.indexOf(app), 1)
  }

  before(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-cache-bounded-'))
    fs.chmodSync(workDir, 0o755)
    database = await startDemoDatabase({
      dataDir: path.join(workDir, 'postgres'),
      databases: ['first', 'second', 'third'],
      mediaDirs: [path.join(workDir, 'media')],
    })
    redis = await startRedis()
  })
  after(async () => {
    for (const app of apps) await app.stop().catch(() => {})
    await redis?.stop()
    await database?.stop()
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
  })

  it('answers junk with 404 and writes nothing under .next for distinct anonymous URLs', async () => {
    const app = await start('disk', { mode: 'demo', databaseUrl: database.urls.first })
    await requestAll(app.base, CANONICAL_PAGES)
    const before = directorySize(path.join(root, '.next'))
    const expected = Array.from({ length: DISTINCT_URLS }, (_, i) => anonymousUrl(i))
    const statuses = await requestAll(
      app.base,
      expected.map(({ url }) => url),
    )
    expected.forEach(({ url, status }, index) => assert.equal(statuses[index], status, url))
    const growth = directorySize(path.join(root, '.next')).bytes - before.bytes
    assert.ok(growth < DISK_GROWTH_BOUND, `.next grew by ${growth} bytes for ${DISTINCT_URLS} distinct URLs`)
    await stop(app)
  })

  it('keeps Redis to CACHE_MAX_ENTRIES entries, and junk adds no key', async () => {
    const app = await start('redis', {
      mode: 'start',
      databaseUrl: database.urls.first,
      redisUrl: redis.url,
      env: { CACHE_MAX_ENTRIES: String(MAX_ENTRIES) },
    })
    await requestAll(app.base, CANONICAL_PAGES)
    // A first round may add the few data entries the 404 page and the search view share; a second
    // round of other distinct URLs must add nothing.
    const round = (offset) => Array.from({ length: DISTINCT_URLS }, (_, i) => anonymousUrl(offset + i).url)
    await requestAll(app.base, round(0))
    const { keys: before } = await redisSize(redis.url)
    assert.ok(before < MAX_ENTRIES, `the bound (${MAX_ENTRIES}) is reached before the junk (${before} keys): raise it`)
    await requestAll(app.base, round(DISTINCT_URLS))
    const { keys: after } = await redisSize(redis.url)
    assert.ok(after <= before, `${after - before} keys added by ${DISTINCT_URLS} distinct junk, search and vibe URLs`)

    // More cacheable entries than the bound: every Cloud view by category and sort on both addresses
    // (pages), and by category and demo vibe (data).
    const pages = []
    for (const category of ['', 'category=flower&', 'category=concentrate&', 'category=edible&']) {
      for (const base of ['/the-cloud', '/live-stash']) pages.push(`${base}?${category}sort=top`, `${base}?${category}sort=newest`)
      for (const vibe of DEMO_VIBES) pages.push(`/the-cloud?${category}vibe=${vibe}`)
    }
    for (const page of pages) assert.equal(await statusOf(`${app.base}${page}`), 200, page)
    const { keys } = await redisSize(redis.url)
    assert.ok(keys <= MAX_ENTRIES + BOOKKEEPING_KEYS, `${keys} keys in Redis for a bound of ${MAX_ENTRIES} entries`)
    await stop(app)
  })

  // Database A is one the previous tests already filled; database B is a fresh copy with the demo content.
  for (const [shared, first, second] of [
    [false, 'first', 'second'],
    [true, 'second', 'third'],
  ]) {
    it(`never serves a page cached from another database (${shared ? 'Redis' : 'per-process'} cache)`, async () => {
      const redisUrl = shared ? redis.url : undefined
      const a = await start(`database-a-${shared}`, { mode: 'start', databaseUrl: database.urls[first], redisUrl })
      const cookie = await signIn(a.base)
      const name = `Database A Kush ${Date.now()}`
      const id = await submitFind(a.base, cookie, name)
      await review(a.base, cookie, id, name, 'approved')
      await fetch(`${a.base}/the-cloud`)
      const cached = await fetch(`${a.base}/the-cloud`)
      assert.equal(cached.headers.get('x-nextjs-cache'), 'HIT')
      assert.ok((await cached.text()).includes(name), 'database A shows its find')
      await stop(a)

      const b = await start(`database-b-${shared}`, { mode: 'demo', databaseUrl: database.urls[second], redisUrl })
      const page = await fetch(`${b.base}/the-cloud`)
      assert.equal(page.status, 200)
      assert.ok(!(await page.text()).includes(name), "database B's instance served a page rendered from database A")
      await stop(b)
    })
  }
})
