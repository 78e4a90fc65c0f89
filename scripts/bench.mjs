#!/usr/bin/env node
// `npm run bench` (needs `npm run build` first, Debian's wrk and redis-server: apt-get install wrk redis-server).
// One run, on loopback only, prints:
//   1. throughput table (wrk, BENCH_CONNECTIONS connections for BENCH_SECONDS each, one wrk thread: the
//      server is one Node process on one of the 2 cores, wrk gets the other): a bare node:http server
//      sending the same /the-cloud bytes (the physical limit of this machine) and a raw-pg server
//      answering the API's first page with one SQL query, beside the app's pages and API, with the
//      cache state each page answered with (x-nextjs-cache), ratios, p50 and p99. The app runs as
//      deployed by default: one instance, Next's own cache.
//   2. the same /the-cloud on an instance whose cache lives in Redis;
//   3. cross-instance visibility: two instances on one Postgres + one Redis, approve / reject on A,
//      time until B's /the-cloud shows it;
//   4. the bulk CSV import at 1,000 and 10,000 rows;
//   5. the gzipped script and HTML bytes of every public page beside their budgets.
// It prints figures and never asserts times.
import fs from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import sharp from 'sharp'
import { importRows, review, signIn, startCluster, submitFind, waitForText } from './lib/cluster.mjs'
import { hasWrk, wrk } from './lib/wrk.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1000)
/** One wrk thread: the server under test is one Node process, so on 2 cores wrk takes the other one. */
const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1)

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

if (!hasWrk()) {
  console.error('wrk not found: apt-get install wrk')
  process.exit(1)
}

/** One wrk run: requests/s, p50 and p99 (ms), failed requests. */
const load = (url) => wrk(url, { seconds: SECONDS, connections: CONNECTIONS, threads: WRK_THREADS })

/**
 * How the page cache answered `url` (x-nextjs-cache: HIT, STALE, MISS…), asked before and after its load
 * run: a figure is a cache hit's cost only if both say HIT. "none" for answers Next does not cache.
 */
async function cacheState(url) {
  const response = await fetch(url, { redirect: 'manual' })
  await response.arrayBuffer()
  const state = response.headers.get('x-nextjs-cache') ?? 'none'
  return response.ok ? state : `${state} (${response.status})`
}

/**
 * The page's cache state once a stale entry has been re-rendered: a STALE answer starts Next's background
 * re-render (every entry also expires by age, 60 s), which would otherwise fall inside the load run and
 * be counted as a hit's cost. Returns the first state seen and the one the run starts from.
 */
async function settledCacheState(url) {
  const first = await cacheState(url)
  let state = first
  for (let tries = 0; state === 'STALE' && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    state = await cacheState(url)
  }
  return first === state ? state : `${first}, then ${state}`
}

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)))
const close = (server) => new Promise((resolve) => server.close(() => resolve()))

/** The physical limit: node:http sending fixed bytes, no framework. */
async function bareStatic(body) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  return { server, url: await listen(server) }
}

/**
 * The API's answer built straight from pg, uncached, without a framework: the same queries as
 * src/lib/submissions/queries.ts (first page, contributor keys, the maintained totals and vibes) on node:http.
 */
async function rawPg(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  const server = createServer(async (_req, res) => {
    const [list, stats, vibes] = await Promise.all([
      pool.query(
        `SELECT *, headstash_contributor_key(submitted_by, submitter_email, id) AS identity
         FROM headstash_submissions WHERE status = 'approved' ORDER BY created_at DESC, id DESC LIMIT 24`,
      ),
      // The maintained aggregates (src/lib/submissions/aggregates.ts), as the app reads them.
      pool.query(
        `SELECT approved AS total, contributors,
           CASE WHEN approved > 0 THEN round(flames_sum::numeric / approved, 1) ELSE 0 END::float AS average,
           flames_1, flames_2, flames_3, flames_4, flames_5
         FROM cloud_totals`,
      ),
      pool.query(`SELECT vibe FROM cloud_vibes WHERE entries > 0 ORDER BY vibe`),
    ])
    const body = JSON.stringify({
      submissions: list.rows.map(({ submitter_email: _email, identity: _identity, ...row }) => row),
      totalDocs: stats.rows[0].total,
      stats: { ...stats.rows[0], vibes: vibes.rows.map((row) => row.vibe) },
    })
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  })
  return { server, url: await listen(server), pool }
}

/** Peak resident memory of an app instance: the launcher and its server.mjs child. */
function peakMemoryMb(launcherPid) {
  const children = fs.readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  const peaks = [launcherPid, ...children].map((pid) =>
    Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0),
  )
  return (Math.max(...peaks) / 1024).toFixed(0)
}

const table = []
const row = (label, result, reference, referenceLabel, cache = '') =>
  table.push({ label, cache, ...result, ratio: reference ? `${(result.perSecond / reference).toFixed(3)} × ${referenceLabel}` : '' })
const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms` : '?')
function printTable(title) {
  const failures = table.some((entry) => entry.failures)
  console.log(`\n${title}`)
  console.log(`| target | cache | req/s | ratio | p50 | p99 |${failures ? ' failed |' : ''}`)
  console.log(`|---|---|---|---|---|---|${failures ? '---|' : ''}`)
  for (const entry of table) {
    console.log(
      `| ${entry.label} | ${entry.cache} | ${entry.perSecond.toFixed(0)} | ${entry.ratio} | ${ms(entry.p50)} | ${ms(entry.p99)} |${failures ? ` ${entry.failures} |` : ''}`,
    )
  }
  table.length = 0
}

/** The public pages measured, each a label and a path; the episode and find pages from the app's own API. */
async function publicTargets(base) {
  const episodes = await (await fetch(`${base}/api/podcast/episodes`)).json()
  const slug = (episodes.episodes ?? episodes.docs ?? episodes)[0]?.slug
  // The first find linked from The Cloud: its permalink as visitors meet it.
  const cloud = await (await fetch(`${base}/the-cloud`)).text()
  const findPage = /href="(\/the-cloud\/[1-9]\d*(?:-[a-z0-9-]*)?)"/.exec(cloud)?.[1]
  return [
    ['`/` (prerendered by Next)', '/'],
    ['`/the-cloud`', '/the-cloud'],
    ['`/the-cloud?category=flower` (proxy rewrite)', '/the-cloud?category=flower'],
    ['`/the-cloud/flower` (its path form)', '/the-cloud/flower'],
    ...(findPage ? [['a find page', findPage]] : []),
    ...(slug ? [['an episode page', `/herban-conversations/${slug}`]] : []),
    ['`/herban-conversations` (podcast home)', '/herban-conversations'],
    ['`/stashcloud`', '/stashcloud'],
    ['`/changelog`', '/changelog'],
  ]
}

/**
 * Section 1: every public page and the public API beside two baselines measured in the same run (a bare
 * node:http server with the same /the-cloud bytes, a raw-pg server with the API's queries), each page
 * with the cache state it answered with before and after its run.
 */
async function throughput(base, databaseUrl) {
  const targets = await publicTargets(base)
  for (const [, target] of targets) await cacheState(`${base}${target}`) // the first request renders and caches
  const cloudHtml = Buffer.from(await (await fetch(`${base}/the-cloud`)).arrayBuffer())
  const bare = await bareStatic(cloudHtml)
  const raw = await rawPg(databaseUrl)
  try {
    const bareResult = await load(bare.url)
    row('bare node:http, same /the-cloud bytes', bareResult, bareResult.perSecond, 'bare')
    for (const [label, target] of targets) {
      const before = await settledCacheState(`${base}${target}`)
      const result = await load(`${base}${target}`)
      const after = await cacheState(`${base}${target}`)
      row(label, result, bareResult.perSecond, 'bare', before === after ? before : `${before} → ${after}`)
    }
    const rawResult = await load(raw.url)
    row("raw pg: the API's queries on node:http, uncached", rawResult)
    row('`GET /api/headstash/submissions`', await load(`${base}/api/headstash/submissions`), rawResult.perSecond, 'raw pg')
    // Measured again last: on a shared machine the gap between the two shows how much the load drifted.
    row('bare node:http again (drift check)', await load(bare.url), bareResult.perSecond, 'bare')
  } finally {
    await close(bare.server)
    await close(raw.server)
    await raw.pool.end()
  }
  printTable(
    `One instance (Next's own cache), ${IMPORT_ROWS} approved entries; wrk -t${WRK_THREADS} -c${CONNECTIONS} -d${SECONDS}s per target, ${os.cpus().length} cores`,
  )
  console.log(
    `\n/the-cloud HTML: ${(cloudHtml.length / 1024).toFixed(1)} KB (${(cloudHtml.toString().match(/<article data-category=/g) ?? []).length} entries on the first page)`,
  )
}

// 1. One instance as deployed by default (no Redis), 1,000 approved entries imported by the bulk call.
const single = await startCluster({ instances: ['demo'], redis: false })
try {
  const [app] = single.apps
  const base = app.base
  const cookie = await signIn(base)
  const imported = await importRows(base, cookie, IMPORT_ROWS)
  if (imported.successCount !== IMPORT_ROWS) throw new Error(`import failed: ${imported.successCount}`)
  await throughput(base, single.databaseUrl)

  const small = await importRows(base, cookie, 1_000, 100_000)
  const large = await importRows(base, cookie, 10_000, 200_000)
  console.log('\nBulk CSV import (POST /api/admin/headstash-submissions/bulk-upload)')
  for (const [rows, result] of [
    [1_000, small],
    [10_000, large],
  ]) {
    if (result.successCount !== rows) console.log(`${String(rows).padStart(6)} rows: import failed: ${result.successCount}`)
    else
      console.log(
        `${String(rows).padStart(6)} rows imported in ${result.seconds.toFixed(2)} s = ${(rows / result.seconds).toFixed(0)} rows/s`,
      )
  }
  console.log(`server peak memory (VmHWM): ${peakMemoryMb(app.pid)} MB`)

  // Sign-in latency alone, then while four clients keep uploading a 59 × 1000×1000 animated GIF (docs/decisions.md#uploads).
  const frames = await Promise.all(
    Array.from({ length: 59 }, (_, i) =>
      sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 40 } } })
        .png()
        .toBuffer(),
    ),
  )
  const gif = await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer()
  const loginLatency = async (count) => {
    const times = []
    for (let i = 0; i < count; i += 1) {
      const started = performance.now()
      await signIn(base)
      times.push(performance.now() - started)
    }
    return times.sort((a, b) => a - b)[Math.floor(count / 2)]
  }
  const quiet = await loginLatency(20)
  let uploading = true
  const statuses = {}
  const uploaders = Array.from({ length: 4 }, async () => {
    while (uploading) {
      const form = new FormData()
      form.append('image', new Blob([gif], { type: 'image/gif' }), 'hostile.gif')
      const response = await fetch(`${base}/api/upload-image`, { method: 'POST', body: form }).catch(() => null)
      statuses[response?.status ?? 'error'] = (statuses[response?.status ?? 'error'] ?? 0) + 1
    }
  })
  const busy = await loginLatency(20)
  uploading = false
  await Promise.all(uploaders)
  console.log(
    `\nSign-in median ${quiet.toFixed(0)} ms alone, ${busy.toFixed(0)} ms during hostile GIF uploads: ratio ${(busy / quiet).toFixed(2)}`,
  )
  console.log(`hostile GIF uploads answered: ${JSON.stringify(statuses)} (${gif.length} bytes each)`)
} finally {
  await single.stop()
}

// 2 + 3. Two instances on one Postgres and one Redis.
const pair = await startCluster({ instances: ['demo', 'start'] })
try {
  const [a, b] = pair.apps.map((app) => app.base)
  const cookie = await signIn(a)
  await importRows(a, cookie, IMPORT_ROWS)
  for (const base of [a, b]) await fetch(`${base}/the-cloud`)
  row('`/the-cloud`, cache in Redis (instance B)', await load(`${b}/the-cloud`), undefined, undefined, await cacheState(`${b}/the-cloud`))
  printTable('Two instances, cache in Redis')

  const delays = { approve: [], reject: [] }
  for (let round = 0; round < 5; round += 1) {
    const name = `Bench Visibility ${Date.now()}-${round}`
    const id = await submitFind(a, cookie, name)
    await fetch(`${b}/the-cloud`) // B holds a cached copy without the entry
    await review(a, cookie, id, name, 'approved')
    delays.approve.push(await waitForText(`${b}/the-cloud`, name))
    await review(a, cookie, id, name, 'rejected')
    delays.reject.push(await waitForText(`${b}/the-cloud`, name, { present: false }))
  }
  const describe = (list) =>
    list.includes(null)
      ? `not visible within 10 s in ${list.filter((value) => value === null).length} of ${list.length}`
      : `max ${Math.max(...list).toFixed(0)} ms (${list.map((value) => value.toFixed(0)).join(', ')} ms), measured from the admin API's answer on A`
  console.log("\nCross-instance visibility on B's /the-cloud (5 rounds)")
  console.log(`  approve on A → visible on B: ${describe(delays.approve)}`)
  console.log(`  reject on A  → gone on B:    ${describe(delays.reject)}`)
} finally {
  await pair.stop()
}

// 5. Bytes per public page against the budgets (scripts/bench-bytes.mjs, alone: `npm run bench:bytes`).
const { spawnSync } = await import('node:child_process')
spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'bench-bytes.mjs')], { stdio: 'inherit' })

// 6. Cost at size: 1,000 vs BENCH_SCALE_ROWS (100,000) finds and subscribers, its own script
// (`npm run bench:scale`); BENCH_SCALE=off skips it.
if (process.env.BENCH_SCALE !== 'off') {
  const scale = spawnSync(process.execPath, [path.join(root, 'scripts', 'bench-scale.mjs')], { stdio: 'inherit' })
  if (scale.status !== 0) process.exitCode = 1
}
