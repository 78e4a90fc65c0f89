#!/usr/bin/env node
// `npm run bench:podcast-audio` (needs `npm run build` first): what counting downloads costs a listener.
// One production instance on a fresh embedded Postgres; an MP3 is uploaded and published in an episode.
// The same 4 KB range request is then timed, alternating in rounds, against
//   - plain media serving: /api/media/file/<name> (Payload's file route, access check included), and
//   - the counting route: /api/podcast/audio/<episode>/<name>, each request from a new listener (its own
//     user agent), so every one of them is written to podcast_listens, and once more with a bot's agent
//     (served, never written).
// It prints p50/p95/p99 per target and how many listens were recorded, and never asserts times.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { signIn, startCluster } from './lib/cluster.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REQUESTS = Number(process.env.BENCH_AUDIO_REQUESTS ?? 2000)
const CONCURRENCY = Number(process.env.BENCH_AUDIO_CONCURRENCY ?? 10)
const ROUNDS = Number(process.env.BENCH_AUDIO_ROUNDS ?? 3)
const RANGE = 'bytes=0-4095'

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

async function publishEpisode(base, cookie) {
  const mp3 = fs.readFileSync(path.join(root, 'tests/fixtures/tone-3s.mp3'))
  const form = new FormData()
  form.append('file', new Blob([mp3], { type: 'audio/mpeg' }), 'bench-audio.mp3')
  form.append('_payload', JSON.stringify({ alt: 'Bench audio' }))
  const upload = await fetch(`${base}/api/media`, { method: 'POST', headers: { cookie, ...SAME_ORIGIN, origin: base }, body: form })
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`)
  const media = (await upload.json()).doc
  const created = await fetch(`${base}/api/podcast-episodes`, {
    method: 'POST',
    headers: { cookie, ...SAME_ORIGIN, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      episodeNumber: 9901,
      title: 'Bench Audio',
      slug: `bench-audio-${Date.now()}`,
      shortSummary: 'Timing the counting route.',
      status: 'published',
      audioFile: media.id,
    }),
  })
  if (created.status !== 201) throw new Error(`episode failed: ${created.status} ${await created.text()}`)
  const episode = (await created.json()).doc
  return { media, episode }
}

let listener = 0
/** `count` GETs of `url` with the range, `concurrency` at a time: every latency in ms, and the failures. */
async function time(url, agentFor, count) {
  const latencies = []
  let failures = 0
  let next = 0
  const worker = async () => {
    while (next < count) {
      next += 1
      const started = performance.now()
      const response = await fetch(url, { headers: { range: RANGE, 'user-agent': agentFor() } })
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      if (response.status !== 206) failures += 1
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { latencies, failures }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

const cluster = await startCluster({ instances: ['demo'], redis: false, logDir: process.env.BENCH_AUDIO_LOG_DIR })
try {
  const base = cluster.apps[0].base
  const cookie = await signIn(base)
  const { media, episode } = await publishEpisode(base, cookie)
  const targets = [
    ['plain media file route', `${base}/api/media/file/${media.filename}`, () => 'BenchPlayer/1.0'],
    [
      'counting route, a new listener each request',
      `${base}/api/podcast/audio/${episode.id}/${media.filename}`,
      () => `BenchPlayer/${(listener += 1)}`,
    ],
    ['counting route, a bot (not recorded)', `${base}/api/podcast/audio/${episode.id}/${media.filename}`, () => 'Googlebot/2.1'],
  ]
  // Warm-up: the first requests compile and fill the caches.
  for (const [, url, agentFor] of targets) await time(url, agentFor, 200)
  const results = new Map(targets.map(([label]) => [label, { latencies: [], failures: 0 }]))
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [label, url, agentFor] of targets) {
      const { latencies, failures } = await time(url, agentFor, REQUESTS)
      const result = results.get(label)
      result.latencies.push(...latencies)
      result.failures += failures
    }
  }
  // The recorder writes after the answers: count until the number stops growing (at most 30 s).
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  const countListens = async () =>
    (await client.query('SELECT count(*)::int AS listens FROM podcast_listens WHERE episode_id = $1', [episode.id])).rows[0].listens
  let listens = await countListens()
  for (let waited = 0; waited < 30_000; waited += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const now = await countListens()
    if (now === listens) break
    listens = now
  }
  await client.end()

  console.log(
    `\nPodcast audio, ${RANGE} (${ROUNDS} rounds × ${REQUESTS} requests per target, ${CONCURRENCY} at a time, ${os.cpus().length} cores)`,
  )
  console.log('| target | requests | p50 | p95 | p99 | failed |')
  console.log('|---|---|---|---|---|---|')
  for (const [label, { latencies, failures }] of results) {
    const sorted = [...latencies].sort((a, b) => a - b)
    const ms = (p) => `${percentile(sorted, p).toFixed(1)} ms`
    console.log(`| ${label} | ${sorted.length} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${failures} |`)
  }
  const newListeners = listener
  console.log(`\nlistens recorded: ${listens} of ${newListeners} distinct listeners (warm-up included)`)
} finally {
  await cluster.stop()
}
