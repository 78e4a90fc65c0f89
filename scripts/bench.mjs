#!/usr/bin/env node
// Throughput of the public reads against a baseline measured in the same run (GET /api/auth/me,
// which touches no table). Prints ratios, never asserts times. Needs `npm run build` first.
// Traffic goes to 127.0.0.1 only, with a bounded number of requests.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { freePort, startEmbeddedPostgres } from './lib/embedded-postgres.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
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
  env: { ...process.env, DATABASE_URL: database.urls.bench, PORT: String(port), DEMO_SKIP_BUILD: '1', PAYLOAD_SECRET: 'bench', MEDIA_DIR: path.join(workDir, 'media') },
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
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.on('exit', resolve))
  await database.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}
