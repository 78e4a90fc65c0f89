// Cache coherence of the public pages, against the production build (run by scripts/e2e.mjs after
// Playwright, or alone: `node --test tests/cache/coherence.e2e.mjs` after `next build`).
// Two instances on one Postgres and one Redis: a change made through instance A's admin API shows on
// A's very next request, and on B once the shared cache says so. B is polled with a bounded deadline;
// the delay itself is reported by `npm run bench`, never asserted here.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { importRows, review, signIn, startCluster, submitFind, waitForText } from '../../scripts/lib/cluster.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const logDir = path.join(root, 'test-results', 'cache-coherence')
fs.mkdirSync(logDir, { recursive: true })

/** Bound on waiting for instance B; generous for a loaded 2-core machine, not a performance claim. */
const OTHER_INSTANCE_DEADLINE_MS = 10_000
const html = async (url) => (await fetch(url)).text()

describe('public pages from the full-route cache, two instances on Redis', { timeout: 300_000 }, () => {
  let cluster
  let a
  let b
  let cookie

  before(async () => {
    cluster = await startCluster({ instances: ['demo', 'start'], logDir })
    ;[a, b] = cluster.apps.map((app) => app.base)
    cookie = await signIn(a)
  })
  after(async () => {
    await cluster?.stop()
  })

  it('serves cached pages with CDN-usable Cache-Control', async () => {
    for (const route of ['/the-cloud', '/the-cloud?category=flower', '/stashcloud', '/changelog', '/herban-conversations']) {
      await fetch(`${a}${route}`) // the first request renders and fills the cache
      const response = await fetch(`${a}${route}`)
      assert.equal(response.status, 200, route)
      assert.match(response.headers.get('cache-control') ?? '', /s-maxage=\d+, stale-while-revalidate=\d+/, route)
      assert.equal(response.headers.get('x-nextjs-cache'), 'HIT', route)
    }
  })

  it('normalises unknown filter values: no new entry for an unknown category, everything for an unknown vibe', async () => {
    const plain = await fetch(`${a}/the-cloud?category=not-a-category&utm_source=x`)
    assert.equal(plain.status, 200)
    assert.equal(plain.headers.get('x-nextjs-cache'), 'HIT', 'served from the /the-cloud entry')
    const unknownVibe = await fetch(`${a}/the-cloud?category=flower&vibe=no-such-vibe-${Date.now()}`)
    assert.equal(unknownVibe.status, 200)
    const entries = (await unknownVibe.text()).match(/<article data-category="[a-z]+"/g) ?? []
    assert.ok(entries.length > 0 && entries.every((entry) => entry.includes('"flower"')), 'an unknown vibe shows the category view')
  })

  it('shows an approval on the next request of the instance that made it, and on the other instance', async () => {
    const name = `Coherence Kush ${Date.now()}`
    const id = await submitFind(a, cookie, name)
    // Both instances hold cached copies before the change, so the test proves expiry, not a first render.
    for (const base of [a, b]) {
      assert.ok(!(await html(`${base}/the-cloud`)).includes(name))
      assert.ok(!(await html(`${base}/the-cloud?category=flower`)).includes(name))
    }
    await review(a, cookie, id, name, 'approved')
    assert.ok((await html(`${a}/the-cloud`)).includes(name), 'A: /the-cloud right after the approval')
    assert.ok((await html(`${a}/the-cloud?category=flower`)).includes(name), 'A: filtered view right after the approval')
    assert.notEqual(await waitForText(`${b}/the-cloud`, name, { timeoutMs: OTHER_INSTANCE_DEADLINE_MS }), null, 'B: /the-cloud')
    assert.notEqual(
      await waitForText(`${b}/the-cloud?category=flower`, name, { timeoutMs: OTHER_INSTANCE_DEADLINE_MS }),
      null,
      'B: filtered',
    )

    await review(a, cookie, id, name, 'rejected')
    assert.ok(!(await html(`${a}/the-cloud`)).includes(name), 'A: /the-cloud right after the takedown')
    assert.notEqual(
      await waitForText(`${b}/the-cloud`, name, { present: false, timeoutMs: OTHER_INSTANCE_DEADLINE_MS }),
      null,
      'B: takedown',
    )
    assert.notEqual(
      await waitForText(`${b}/the-cloud?category=flower`, name, { present: false, timeoutMs: OTHER_INSTANCE_DEADLINE_MS }),
      null,
      'B: filtered takedown',
    )
  })

  it('keeps /the-cloud under 80 KB of HTML with a full first page of 24 entries', async () => {
    const imported = await importRows(a, cookie, 30)
    assert.equal(imported.successCount, 30)
    const page = await html(`${a}/the-cloud`)
    assert.equal((page.match(/<article data-category=/g) ?? []).length, 24)
    const kilobytes = Buffer.byteLength(page) / 1024
    assert.ok(kilobytes <= 80, `/the-cloud is ${kilobytes.toFixed(1)} KB`)
  })
})
