#!/usr/bin/env node
// Throughput of the public reads against a baseline measured in the same run (GET /api/auth/me,
// which touches no table), and the bulk CSV import at 1,000 and 10,000 rows (rows/s, the server's
// peak memory), and sign-in latency while hostile animated GIFs are uploaded (issue 11, M5). Prints
// ratios, never asserts times. Needs `npm run build` first.
// Traffic goes to 127.0.0.1 only, with a bounded number of requests.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { freePort, startEmbeddedPostgres } from './lib/embedded-postgres.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)

const TARGETS = [
  ['baseline GET /api/auth/me', '/api/auth/me'],
  ['GET /api/headstash/submissions (cached, SQL stats)', '/api/headstash/submissions'],
  ['GET /api/headstash/submissions?category=flower', '/api/headstash/submissions?category=flower'],
  ['GET /api/strain-submissions', '/api/strain-submissions'],
  ['GET /api/headstash-submissions (Payload REST)', '/api/headstash-submissions?limit=24'],
  ['GET / (home page)', '/'],
]

async function measure(url) {
  let next = 0
  let failures = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1
        const response = await fetch(url).catch(() => null)
        if (!response || response.status >= 500) failures += 1
        await response?.arrayBuffer()
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return { perSecond: REQUESTS / seconds, failures }
}

const CSV_HEADER = 'category,name,genetics,breeder,rosinType,extractionMethod,edibleType,thcContent,cbdContent,whereAcquired,flavorNotes,vibe,effects,flames,imageUrl,submittedBy,submitterEmail,location,industry,role'
const CSV_ROWS = [
  (i) => `flower,Bench Kush ${i},indica,Bench Breeder,,,,22%,1%,Shop ${i % 50},"Pine, earth",Chill,Relaxed,${(i % 5) + 1},,Bencher ${i % 300},,"Denver, CO",retail,`,
  (i) => `concentrate,Bench Rosin ${i},,House,live-rosin,solventless,,70%,,Market,Tropical,Euphoric,Happy,${(i % 5) + 1},,,,"Portland, OR",cultivation,`,
  (i) => `edible,Bench Gummy ${i},,,,,Gummies,10mg,,Dispensary,Sour,Chill,Calm,${(i % 5) + 1},,Gummy Fan,fan@example.com,"Tempe, AZ",consumer-patient,`,
]

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-admin', password: 'headstash-demo-2025' }),
  })
  return (response.headers.get('set-cookie') ?? '').split(';')[0]
}

/** Rows `first`..`first + count - 1`: distinct rows, since re-imported rows are skipped by design. */
async function importRows(base, cookie, count, first = 0) {
  const lines = [CSV_HEADER]
  for (let i = first; i < first + count; i += 1) lines.push(CSV_ROWS[i % CSV_ROWS.length](i))
  const form = new FormData()
  form.append('csvFile', new Blob([lines.join('\n')], { type: 'text/csv' }), 'bench.csv')
  form.append('contributorMode', 'default')
  const started = performance.now()
  const response = await fetch(`${base}/api/admin/headstash-submissions/bulk-upload`, {
    method: 'POST',
    // Payload honours a session cookie only with the fetch metadata a browser on the site would send.
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
    body: form,
  })
  const body = await response.json()
  return { seconds: (performance.now() - started) / 1000, successCount: body.successCount ?? `failed (${response.status}: ${body.message})` }
}

/** Peak resident memory of the app: the launcher's server.mjs child (the process that handles requests). */
function peakMemoryMb(launcherPid) {
  const children = fs.readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  const peaks = [launcherPid, ...children].map((pid) => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
  })
  return (Math.max(...peaks) / 1024).toFixed(0)
}

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-bench-'))
fs.chmodSync(workDir, 0o755)
const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['bench'] })
const port = await freePort()
const server = spawn(process.execPath, [path.join(root, 'scripts', 'launch.mjs'), 'demo'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: database.urls.bench, PORT: String(port), DEMO_SKIP_BUILD: '1', PAYLOAD_SECRET: 'bench', RATE_LIMIT_PUBLIC_POST: '100000', MEDIA_DIR: path.join(workDir, 'media') },
  stdio: 'ignore',
})
try {
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if ((await fetch(`${base}/`).catch(() => null))?.ok) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  for (const [, target] of TARGETS) await measure(`${base}${target}`) // warm-up: compile, cache fill
  const results = []
  for (const [label, target] of TARGETS) results.push([label, await measure(`${base}${target}`)])
  const baseline = results[0][1].perSecond
  console.log(`${REQUESTS} requests each, ${CONCURRENCY} at a time, on ${os.cpus().length} cores\n`)
  for (const [label, { perSecond, failures }] of results) {
    console.log(`${label.padEnd(52)} ${perSecond.toFixed(0).padStart(6)} req/s   ratio ${(perSecond / baseline).toFixed(2)}${failures ? `   ${failures} failed` : ''}`)
  }

  const cookie = await signIn(base)
  const small = await importRows(base, cookie, 1_000)
  const large = await importRows(base, cookie, 10_000, 1_000)
  console.log('\nBulk CSV import (POST /api/admin/headstash-submissions/bulk-upload)')
  for (const [rows, result] of [[1_000, small], [10_000, large]]) {
    if (result.successCount !== rows) console.log(`${String(rows).padStart(6)} rows: import failed: ${result.successCount}`)
    else console.log(`${String(rows).padStart(6)} rows imported in ${result.seconds.toFixed(2)} s = ${(rows / result.seconds).toFixed(0)} rows/s`)
  }
  console.log(`rows/s ratio 10,000 vs 1,000: ${(10_000 / large.seconds / (1_000 / small.seconds)).toFixed(2)}`)
  console.log(`server peak memory (VmHWM): ${peakMemoryMb(server.pid)} MB`)

  // Sign-in latency alone, then while four clients keep uploading a 59 × 1000×1000 animated GIF.
  const frames = await Promise.all(
    Array.from({ length: 59 }, (_, i) => sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 40 } } }).png().toBuffer()),
  )
  const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer()
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
  const uploaders = Array.from({ length: 4 }, async (_, client) => {
    while (uploading) {
      const form = new FormData()
      form.append('image', new Blob([gif], { type: 'image/gif' }), 'hostile.gif')
      const response = await fetch(`${base}/api/upload-image`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `203.0.113.${client + 1}` } }).catch(() => null)
      statuses[response?.status ?? 'error'] = (statuses[response?.status ?? 'error'] ?? 0) + 1
    }
  })
  const busy = await loginLatency(20)
  uploading = false
  await Promise.all(uploaders)
  console.log(`\nSign-in median ${quiet.toFixed(0)} ms alone, ${busy.toFixed(0)} ms during hostile GIF uploads: ratio ${(busy / quiet).toFixed(2)}`)
  console.log(`hostile GIF uploads answered: ${JSON.stringify(statuses)} (${gif.length} bytes each)`)
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.on('exit', resolve))
  await database.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}
