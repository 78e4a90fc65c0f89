#!/usr/bin/env node
// `npm run bench:scale` (also the last part of `npm run bench`; needs `npm run build` first): the cost of
// every page, call and admin screen at 1,000 and at BENCH_SCALE_ROWS (100,000) approved finds and
// subscribers, side by side, on one production instance on loopback. Prints, and never asserts:
//   - seeding speed (scripts/lib/scale-data.mjs, as `npm run seed:scale`) in rows/s;
//   - per target: p50/p95/p99 latency, SQL statements and database time per request (the server runs with
//     DB_QUERY_STATS, src/lib/db/query-stats.mjs), answer size, and the issue's target beside each figure;
//   - at the larger size, EXPLAIN ANALYZE of the slowest statement each target really sent;
//   - the subscriber CSV export, and the bulk CSV import of as many finds (20,000-row uploads) with its report.
//
// Cache misses: public pages and the public API are served from Next's page and data cache, expired by the
// finds' hooks. Before each sample of those targets the bench approves or rejects one find of its own
// through the admin API, the very event that expires them in production, so every sample is the render
// that follows a moderation decision: the finds' reads run, the layout's other cached reads (settings,
// brand) stay cached. Searches and vibe views are never cached: each sample uses another text.
// BENCH_SCALE_ROWS (default 100000) and BENCH_SCALE_SAMPLES (default 60 per target: a p95 of 20 samples
// is their second worst, which one slow sample of this machine decides) make it smaller;
// BENCH_SCALE_ONLY=<text> measures only the targets whose label contains the text (e.g. `q=` for searches).
// BENCH_SCALE_LOG=<file> appends each target's samples (path, ms, database ms, statements) as a JSON line, to
// tell a slow statement from a slow app when a p95 misses.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { importRows, review, signIn, startCluster, submitFind } from './lib/cluster.mjs'
import { insertFinds, insertSubscribers } from './lib/scale-data.mjs'

const LARGE = Number(process.env.BENCH_SCALE_ROWS ?? 100_000)
const SMALL = Math.min(1_000, LARGE)
const SAMPLES = Math.max(3, Number(process.env.BENCH_SCALE_SAMPLES ?? 60))
const IMPORT_CHUNK = 20_000 // MAX_CSV_ROWS of one upload (src/lib/submissions/csv-import.ts)
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }
const SEARCH_TERMS = ['blue', 'kush', 'gelato', 'denver', 'pine', 'diesel', 'mango', 'haze', 'runtz', 'seattle', 'citrus', 'jungle']

// kind: 'page' (≤ 3 statements, ≤ 50 ms DB per render), 'api' (p95 ≤ 1.5× the small size's),
// 'search' (p95 ≤ 50 ms), 'admin' (p95 ≤ 300 ms, answer size bounded). miss: expire the finds' cache first.
const STAFF_SUBMISSIONS_LIST = {
  label: 'staff: `GET /api/admin/headstash-submissions` (spec list call)',
  path: () => '/api/admin/headstash-submissions',
  kind: 'admin',
  staff: true,
}
const ALL_TARGETS = [
  { label: '`/the-cloud`', path: () => '/the-cloud', kind: 'page', miss: true },
  { label: '`/the-cloud?category=flower`', path: () => '/the-cloud?category=flower', kind: 'page', miss: true },
  { label: '`/the-cloud?sort=top`', path: () => '/the-cloud?sort=top', kind: 'page', miss: true },
  { label: '`/the-cloud?category=edible&sort=top`', path: () => '/the-cloud?category=edible&sort=top', kind: 'page', miss: true },
  { label: '`/the-cloud?vibe=<vibe>` (uncached)', path: (i) => `/the-cloud?vibe=${VIBES[i % VIBES.length]}`, kind: 'page' },
  { label: '`/the-cloud?q=<text>` (uncached)', path: (i) => `/the-cloud?q=${searchText(i)}`, kind: 'page' },
  { label: '`GET /api/headstash/submissions`', path: () => '/api/headstash/submissions', kind: 'api', miss: true },
  {
    label: '`GET /api/headstash/submissions?category=concentrate&sort=top&page=3`',
    path: () => '/api/headstash/submissions?category=concentrate&sort=top&page=3',
    kind: 'api',
    miss: true,
  },
  { label: '`GET /api/headstash/submissions?q=<text>`', path: (i) => `/api/headstash/submissions?q=${searchText(i)}`, kind: 'search' },
  STAFF_SUBMISSIONS_LIST,
  {
    label: 'staff: board, approved flower, search, page 3',
    path: (i) => `/api/admin/headstash-submissions?status=approved&category=flower&q=${SEARCH_TERMS[i % SEARCH_TERMS.length]}&page=3`,
    kind: 'admin',
    staff: true,
    // At the small size a search's third page is empty: bounded means no larger than a full page of the list.
    fullPage: STAFF_SUBMISSIONS_LIST,
  },
  { label: 'staff: `GET /api/admin/newsletter/subscribers`', path: () => '/api/admin/newsletter/subscribers', kind: 'admin', staff: true },
  {
    label: 'staff: subscribers, active, search, page 2',
    path: (i) => `/api/admin/newsletter/subscribers?status=active&q=reader${i % 10}&page=2`,
    kind: 'admin',
    staff: true,
  },
  {
    label: 'Payload REST `GET /api/headstash-submissions?limit=10`',
    path: () => '/api/headstash-submissions?limit=10',
    kind: 'admin',
    staff: true,
  },
  {
    label: 'Payload REST `GET /api/newsletter-subscribers?limit=10`',
    path: () => '/api/newsletter-subscribers?limit=10',
    kind: 'admin',
    staff: true,
  },
  {
    label: 'admin list `/admin/collections/headstash-submissions`',
    path: () => '/admin/collections/headstash-submissions',
    kind: 'admin',
    staff: true,
  },
  {
    label: 'admin list `/admin/collections/newsletter-subscribers`',
    path: () => '/admin/collections/newsletter-subscribers',
    kind: 'admin',
    staff: true,
  },
]
const NARROWED_TO = process.env.BENCH_SCALE_ONLY ?? ''
const chosen = ALL_TARGETS.filter((target) => target.label.includes(NARROWED_TO))
// A chosen target judged against another's full page brings that one along.
const TARGETS = ALL_TARGETS.filter((target) => chosen.includes(target) || chosen.some((other) => other.fullPage === target))
const VIBES = ['chill', 'energetic', 'euphoric', 'cerebral', 'creative', 'focused', 'sleepy', 'balanced']
/** A different search each sample: one or two words of the generated names, places and flavours. */
const searchText = (i) =>
  encodeURIComponent(
    i % 3 === 2
      ? `${SEARCH_TERMS[i % SEARCH_TERMS.length]} ${SEARCH_TERMS[(i * 5 + 1) % SEARCH_TERMS.length]}`
      : SEARCH_TERMS[i % SEARCH_TERMS.length],
  )

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}
const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
const size = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`)

/** The server's DB_QUERY_STATS lines, by request id. */
function statsReader(file) {
  let offset = 0
  let rest = ''
  const byId = new Map()
  return async (id) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (fs.existsSync(file)) {
        const text = fs.readFileSync(file).subarray(offset).toString()
        offset += Buffer.byteLength(text)
        const lines = (rest + text).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) if (line) byId.set(JSON.parse(line).id, JSON.parse(line))
      }
      if (byId.has(id)) {
        const found = byId.get(id)
        byId.delete(id)
        return found
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`no query statistics for request ${id}`)
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-bench-scale-'))
const statsFile = path.join(workDir, 'query-stats.jsonl')
const cluster = await startCluster({
  instances: ['demo'],
  redis: false,
  env: { DB_QUERY_STATS: statsFile, DB_QUERY_STATS_SQL: '1' },
})
const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 })
let requestNumber = 0
try {
  const [{ base }] = cluster.apps
  const readStats = statsReader(statsFile)
  const cookie = await signIn(base)
  // The find whose approval and rejection expire the public cache before each cached sample.
  const toggleName = `Bench Scale Toggle ${Date.now()}`
  const toggleId = await submitFind(base, cookie, toggleName)
  let toggledApproved = false
  const expireFindsCache = async () => {
    toggledApproved = !toggledApproved
    await review(base, cookie, toggleId, toggleName, toggledApproved ? 'approved' : 'rejected')
  }

  async function sample(target, i) {
    if (target.miss) await expireFindsCache()
    const id = `bench-${(requestNumber += 1)}`
    const headers = { 'x-request-id': id, ...(target.staff ? { cookie, ...SAME_ORIGIN } : {}) }
    const started = performance.now()
    const response = await fetch(`${base}${target.path(i)}`, { headers, redirect: 'manual' })
    const body = Buffer.from(await response.arrayBuffer())
    const latency = performance.now() - started
    if (response.status !== 200) throw new Error(`${target.path(i)} answered ${response.status}: ${body.toString().slice(0, 200)}`)
    const stats = await readStats(id)
    return { latency, bytes: body.length, queries: stats.queries, dbMs: stats.dbMs, statements: stats.statements ?? [] }
  }

  async function measure() {
    const results = new Map()
    for (const target of TARGETS) {
      await sample(target, SAMPLES) // warm-up: compiles, fills the unrelated caches
      const samples = []
      for (let i = 0; i < SAMPLES; i += 1) samples.push(await sample(target, i))
      if (process.env.BENCH_SCALE_LOG)
        fs.appendFileSync(
          process.env.BENCH_SCALE_LOG,
          `${JSON.stringify({ target: target.label, samples: samples.map((s, i) => ({ path: target.path(i), ms: Math.round(s.latency * 10) / 10, db: Math.round(s.dbMs * 10) / 10, q: s.queries })) })}\n`,
        )
      results.set(target, {
        p50: percentile(
          samples.map((s) => s.latency),
          0.5,
        ),
        p95: percentile(
          samples.map((s) => s.latency),
          0.95,
        ),
        p99: percentile(
          samples.map((s) => s.latency),
          0.99,
        ),
        queries: Math.max(...samples.map((s) => s.queries)),
        minQueries: Math.min(...samples.map((s) => s.queries)),
        // Judged like the time, at p95: every cached read also expires by age (60 s, src/lib/cache), so now
        // and then one sample's render refreshes an unrelated entry too; the range shows it happened.
        queriesP95: percentile(
          samples.map((s) => s.queries),
          0.95,
        ),
        dbP50: percentile(
          samples.map((s) => s.dbMs),
          0.5,
        ),
        dbP95: percentile(
          samples.map((s) => s.dbMs),
          0.95,
        ),
        bytes: Math.max(...samples.map((s) => s.bytes)),
        statements: samples.at(-1).statements,
      })
    }
    return results
  }

  const counts = async () => {
    const { rows } = await pool.query(
      `SELECT (SELECT approved FROM cloud_totals) AS approved, (SELECT count(*)::int FROM newsletter_subscribers) AS subscribers`,
    )
    return rows[0]
  }
  const seeding = []
  async function seedTo(finds, subscribers, seed) {
    const before = await counts()
    const addFinds = Math.max(0, finds - before.approved)
    const addSubscribers = Math.max(0, subscribers - before.subscribers)
    let started = performance.now()
    await insertFinds(pool, addFinds, { seed })
    const findSeconds = (performance.now() - started) / 1000
    started = performance.now()
    await insertSubscribers(pool, addSubscribers, { seed, prefix: `reader${seed}-` })
    const subscriberSeconds = (performance.now() - started) / 1000
    // Autovacuum's steady state after a bulk load (visibility map set, statistics fresh).
    await pool.query('VACUUM ANALYZE headstash_submissions')
    await pool.query('VACUUM ANALYZE newsletter_subscribers')
    seeding.push({ addFinds, findSeconds, addSubscribers, subscriberSeconds })
    return counts()
  }

  const smallCounts = await seedTo(SMALL, SMALL, 42)
  const small = await measure()
  const smallImport = NARROWED_TO ? null : await importRows(base, cookie, SMALL, 1_000_000)
  const largeCounts = await seedTo(LARGE, LARGE, 43)
  const large = await measure()

  console.log(`\nScale benchmark: one production instance (Next's own cache), ${os.cpus().length} cores, ${SAMPLES} samples per target`)
  console.log(
    `small: ${smallCounts.approved} approved finds, ${smallCounts.subscribers} subscribers; large: ${largeCounts.approved} approved finds, ${largeCounts.subscribers} subscribers`,
  )
  console.log('\nSeeding (scripts/lib/scale-data.mjs, batched INSERT … SELECT unnest, aggregates maintained by triggers)')
  for (const run of seeding) {
    console.log(
      `  +${run.addFinds} finds: ${(run.addFinds / run.findSeconds).toFixed(0)} rows/s; +${run.addSubscribers} subscribers: ${(run.addSubscribers / run.subscriberSeconds).toFixed(0)} rows/s`,
    )
  }

  const verdict = (target, a, b) => {
    if (target.kind === 'page') {
      const ok = b.queriesP95 <= 3 && b.dbP95 <= 50
      return `${ok ? 'ok' : 'MISSED'}: ${b.queriesP95} statements at p95, DB p95 ${ms(b.dbP95)} ms (≤ 3, ≤ 50 ms)`
    }
    if (target.kind === 'api') return `${b.p95 <= 1.5 * a.p95 ? 'ok' : 'MISSED'}: p95 ×${(b.p95 / a.p95).toFixed(2)} (≤ 1.5×)`
    if (target.kind === 'search') return `${b.p95 <= 50 ? 'ok' : 'MISSED'}: p95 ${ms(b.p95)} ms (≤ 50 ms)`
    const reference = target.fullPage ? small.get(target.fullPage) : a
    const bounded = b.bytes <= 1.5 * reference.bytes + 4096
    const against = target.fullPage ? ` of a full page at ${SMALL}` : ''
    return `${b.p95 <= 300 && bounded ? 'ok' : 'MISSED'}: p95 ${ms(b.p95)} ms (≤ 300 ms), size ×${(b.bytes / reference.bytes).toFixed(2)}${against}${bounded ? '' : ' (grows)'}`
  }
  console.log(
    `\n| target | p50 / p95 / p99 ms at ${SMALL} | at ${LARGE} | p95 ratio | SQL statements | DB ms p50 / p95 at ${SMALL} → ${LARGE} | answer | target |`,
  )
  console.log('|---|---|---|---|---|---|---|---|')
  for (const target of TARGETS) {
    const a = small.get(target)
    const b = large.get(target)
    const range = (r) => (r.minQueries === r.queries ? `${r.queries}` : `${r.minQueries}–${r.queries}`)
    console.log(
      `| ${target.label} | ${ms(a.p50)} / ${ms(a.p95)} / ${ms(a.p99)} | ${ms(b.p50)} / ${ms(b.p95)} / ${ms(b.p99)} | ×${(b.p95 / a.p95).toFixed(2)} | ${range(a)} → ${range(b)} | ${ms(a.dbP50)} / ${ms(a.dbP95)} → ${ms(b.dbP50)} / ${ms(b.dbP95)} | ${size(a.bytes)} → ${size(b.bytes)} | ${verdict(target, a, b)} |`,
    )
  }

  // What the database did for each target at the larger size: the slowest statement it sent, explained.
  console.log(`\nEXPLAIN ANALYZE at ${LARGE}: the slowest statement of each target's last sample`)
  for (const target of TARGETS) {
    const slowest = [...large.get(target).statements].filter((s) => /^\s*(select|with)\b/i.test(s.text)).sort((x, y) => y.ms - x.ms)[0]
    if (!slowest) continue
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${slowest.text}`, slowest.values)
    const plan = rows[0]['QUERY PLAN'][0]
    const nodes = []
    const walk = (node) => {
      nodes.push(
        `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`,
      )
      for (const child of node.Plans ?? []) walk(child)
    }
    walk(plan.Plan)
    const scans = nodes.filter((node) => /Seq Scan on (headstash_submissions|newsletter_subscribers)\b/.test(node))
    console.log(
      `- ${target.label}: ${plan['Execution Time'].toFixed(1)} ms${scans.length ? ` — ${scans.join(', ')}` : ''}\n    ${nodes.slice(0, 6).join(' → ')}${nodes.length > 6 ? ' → …' : ''}\n    ${slowest.text.replace(/\s+/g, ' ').slice(0, 220)}`,
    )
  }

  // A run narrowed to some targets skips the export and the import.
  if (!NARROWED_TO) {
    // The subscriber export streams every row; its memory is checked by its own test, its speed here.
    let started = performance.now()
    const exported = await fetch(`${base}/api/admin/newsletter/subscribers/export`, { headers: { cookie, ...SAME_ORIGIN } })
    const csv = Buffer.from(await exported.arrayBuffer())
    const exportSeconds = (performance.now() - started) / 1000
    const exportRows = csv.toString().split('\n').filter(Boolean).length - 1
    console.log(
      `\nSubscriber CSV export: ${exportRows} rows, ${size(csv.length)} in ${exportSeconds.toFixed(2)} s = ${(exportRows / exportSeconds).toFixed(0)} rows/s (status ${exported.status})`,
    )

    console.log(`\nBulk CSV import (POST /api/admin/headstash-submissions/bulk-upload, ${IMPORT_CHUNK}-row uploads)`)
    const report = (rows, result) =>
      `${String(rows).padStart(7)} rows: ${result.successCount} imported, ${result.failedCount} failed, ${result.seconds.toFixed(1)} s = ${(rows / result.seconds).toFixed(0)} rows/s`
    console.log(`  at ${SMALL} finds: ${report(SMALL, smallImport)}`)
    started = performance.now()
    let imported = 0
    let failed = 0
    for (let offset = 0; offset < LARGE; offset += IMPORT_CHUNK) {
      const rows = Math.min(IMPORT_CHUNK, LARGE - offset)
      const result = await importRows(base, cookie, rows, 2_000_000 + offset)
      if (typeof result.successCount !== 'number') throw new Error(`bulk import failed: ${result.successCount}`)
      imported += result.successCount
      failed += result.failedCount ?? 0
    }
    const importSeconds = (performance.now() - started) / 1000
    console.log(
      `  at ${largeCounts.approved} finds: ${report(LARGE, { successCount: imported, failedCount: failed, seconds: importSeconds })}`,
    )
    const after = await counts()
    console.log(`  approved finds afterwards: ${after.approved} (maintained total)`)
  }
} finally {
  await pool.end()
  await cluster.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}
