#!/usr/bin/env node
// How much anonymous traffic grows the page cache: starts the production build (needs `next build`)
// on a throw-away embedded Postgres with the demo content, requests N distinct anonymous URLs (junk
// under the catch-all routes, searches, made-up vibes, unknown finds and episodes) and reports the
// bytes written under .next and, with --redis, the keys and memory of a throw-away Redis, per 1,000
// URLs.
//
//   node scripts/cache-growth.mjs [count=1000] [--redis]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startApp, startRedis } from './lib/cluster.mjs'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CONCURRENCY = 4

/** The i-th distinct anonymous URL and the status a visitor should get (after redirects). */
export function anonymousUrl(i) {
  const kinds = [
    [`/changelog/junk-${i}`, 404],
    [`/herbanconversations/junk-${i}/more`, 404],
    [`/herbanconversations/no-such-episode-${i}`, 404],
    [`/herban-conversations/episodes/junk-${i}`, 404],
    [`/stashcloud/junk-${i}`, 404],
    [`/flame-rating-guide/junk-${i}`, 404],
    [`/live-stash/junk-${i}`, 404],
    [`/the-cloud/${900_000 + i}-no-such-find`, 404],
    [`/the-cloud?q=search${i}`, 200],
    [`/the-cloud?category=flower&vibe=made-up-${i}`, 200],
  ]
  const [url, status] = kinds[i % kinds.length]
  return { url, status }
}

/** Bytes and files under `dir`. */
export function directorySize(dir) {
  let bytes = 0
  let files = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
    files += 1
  }
  return { bytes, files }
}

/** Redis keys and used memory. */
export async function redisSize(url) {
  const { createClient } = await import('@redis/client')
  const client = createClient({ url })
  await client.connect()
  try {
    const keys = await client.dbSize()
    const memory = Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0)
    return { keys, memory }
  } finally {
    await client.quit()
  }
}

/** Requests `urls` against `base`, a few at a time; returns the statuses seen (redirects followed). */
export async function requestAll(base, urls) {
  const statuses = []
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const index = next++
      const response = await fetch(`${base}${urls[index]}`)
      await response.arrayBuffer()
      statuses[index] = response.status
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return statuses
}

/** Pages a visitor reaches by links: rendered once before measuring, so only the junk is counted. */
export const CANONICAL_PAGES = [
  '/',
  '/the-cloud',
  '/the-cloud?category=flower',
  '/live-stash',
  '/changelog',
  '/stashcloud',
  '/flame-rating-guide',
  '/herbanconversations',
]

async function main() {
  const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1000)
  const withRedis = process.argv.includes('--redis')
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-cache-growth-'))
  // Postgres runs as an unprivileged user, which must reach its data directory inside.
  fs.chmodSync(workDir, 0o755)
  const stops = []
  try {
    const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['growth'] })
    stops.push(() => database.stop())
    const redis = withRedis ? await startRedis() : null
    if (redis) stops.push(redis.stop)
    const app = await startApp({ mode: 'demo', databaseUrl: database.urls.growth, redisUrl: redis?.url, workDir })
    stops.push(app.stop)
    await requestAll(app.base, CANONICAL_PAGES)
    const nextDir = path.join(root, '.next')
    const diskBefore = directorySize(nextDir)
    const redisBefore = redis ? await redisSize(redis.url) : null
    const urls = Array.from({ length: count }, (_, i) => anonymousUrl(i).url)
    const statuses = await requestAll(app.base, urls)
    const diskAfter = directorySize(nextDir)
    const redisAfter = redis ? await redisSize(redis.url) : null
    const per1000 = (delta) => Math.round((delta * 1000) / count)
    const tally = Object.entries(statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})).map(
      ([status, n]) => `${status}×${n}`,
    )
    console.log(`${count} distinct anonymous URLs (statuses: ${tally.join(', ')})`)
    console.log(
      `.next: +${diskAfter.bytes - diskBefore.bytes} bytes in +${diskAfter.files - diskBefore.files} files` +
        ` → ${(per1000(diskAfter.bytes - diskBefore.bytes) / 1e6).toFixed(2)} MB per 1,000 URLs`,
    )
    if (redisBefore && redisAfter) {
      console.log(
        `redis: +${redisAfter.keys - redisBefore.keys} keys (${redisAfter.keys} in all), used memory +${redisAfter.memory - redisBefore.memory}` +
          ` bytes → ${(per1000(redisAfter.memory - redisBefore.memory) / 1e6).toFixed(2)} MB per 1,000 URLs`,
      )
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
