// Two production instances of the app on one Postgres and one Redis, on loopback: what the
// cross-instance cache test and `npm run bench` need. Needs `next build` first and Debian's
// redis-server (apt-get install redis-server). Everything started here is stopped by `stop()`.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_ADMIN } from './demo-admin.mjs'
import { freePort, isAlive, startEmbeddedPostgres } from './embedded-postgres.mjs'

export { DEMO_ADMIN }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
/** The PAYLOAD_SECRET of every test and benchmark instance (one secret: one demo template per build). */
export const CLUSTER_SECRET = 'headstash-cluster-secret'
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server'

const exited = (child) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))

/** A throw-away redis-server on a free loopback port, without persistence. */
export async function startRedis() {
  if (!fs.existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} not found: apt-get install redis-server`)
  const port = await freePort()
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  const url = `redis://127.0.0.1:${port}`
  const { createClient } = await import('@redis/client')
  for (let attempt = 0; ; attempt += 1) {
    const client = createClient({ url })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.ping()
      await client.quit()
      break
    } catch (error) {
      client.destroy?.()
      if (attempt > 50 || child.exitCode !== null) throw new Error(`redis-server did not start: ${error}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { url, stop: async () => (child.kill('SIGTERM'), await exited(child)) }
}

/** Waits until the app answers `/` (bounded), or fails when the process exits first. */
export async function waitForApp(base, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app at ${base} exited (${child.exitCode}) before answering`)
    if ((await fetch(`${base}/`).catch(() => null))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`the app at ${base} did not answer within ${timeoutMs / 1000}s`)
}

/**
 * Starts an app instance through the launcher. `demo` migrates and seeds the demo content; start the
 * first instance that way and wait for it before starting others with `start` (migrations are not
 * meant to race). The instance's public origin is `http://<host>:<port>` (it listens on every
 * interface, so any loopback name reaches it); `env` adds or overrides variables.
 */
export async function startApp({ mode, databaseUrl, redisUrl, workDir, logFile, host = '127.0.0.1', env = {} }) {
  const port = await freePort()
  const base = `http://${host}:${port}`
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'launch.mjs'), mode], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      PORT: String(port),
      DEMO_SKIP_BUILD: '1',
      PAYLOAD_SECRET: CLUSTER_SECRET,
      MEDIA_DIR: path.join(workDir, 'media'),
      SERVER_URL: base,
      // Bench and tests send many public POSTs from one address.
      RATE_LIMIT_PUBLIC_POST: '100000',
      RATE_LIMIT_AUTH: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (logFile) {
    const log = fs.createWriteStream(logFile)
    child.stdout.pipe(log)
    child.stderr.pipe(log)
  } else {
    child.stdout.resume()
    child.stderr.resume()
  }
  await waitForApp(base, child)
  return { base, pid: child.pid, stop: async () => (child.kill('SIGTERM'), await exited(child)) }
}

const TEMPLATE_DATABASE = 'demo_template'

/**
 * The demo content of this build, seeded once: a stopped cluster whose database TEMPLATE_DATABASE a demo
 * instance filled, and that instance's media directory. It is kept in the system's temporary directory,
 * not under .next, whose growth the cache tests measure; a new build of the checkout drops the templates
 * of its older ones. The first caller seeds it while later ones wait (a lock file names the seeding
 * process; a lock whose process is gone is taken over).
 */
async function demoTemplate() {
  const buildId = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()
  // One directory per checkout: another checkout's build never drops this one's templates.
  const parent = path.join(os.tmpdir(), 'headstash-demo-template', createHash('sha256').update(root).digest('hex').slice(0, 12))
  const dir = path.join(parent, buildId)
  const template = { dataDir: path.join(dir, 'postgres'), mediaDir: path.join(dir, 'media') }
  const lock = `${dir}.lock`
  fs.mkdirSync(parent, { recursive: true })
  for (;;) {
    if (fs.existsSync(dir)) return template
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      let owner
      let age
      try {
        owner = Number.parseInt(fs.readFileSync(lock, 'utf8'), 10)
        age = Date.now() - fs.statSync(lock).mtimeMs
      } catch (gone) {
        if (gone.code === 'ENOENT') continue // released meanwhile
        throw gone
      }
      // An empty lock is one being written, unless it is old.
      if ((Number.isInteger(owner) && !isAlive(owner)) || (!Number.isInteger(owner) && age > 10_000)) fs.rmSync(lock, { force: true })
      else await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  const building = `${dir}.${process.pid}`
  try {
    fs.rmSync(building, { recursive: true, force: true })
    fs.mkdirSync(building, { recursive: true, mode: 0o755 })
    const database = await startEmbeddedPostgres({ dataDir: path.join(building, 'postgres'), databases: [TEMPLATE_DATABASE] })
    try {
      const app = await startApp({
        mode: 'demo',
        databaseUrl: database.urls[TEMPLATE_DATABASE],
        workDir: building,
      })
      await app.stop()
    } finally {
      await database.stop()
    }
    fs.renameSync(building, dir)
    // Templates of other builds are of no further use.
    for (const entry of fs.readdirSync(parent)) {
      if (!entry.startsWith(buildId)) fs.rmSync(path.join(parent, entry), { recursive: true, force: true })
    }
    return template
  } finally {
    fs.rmSync(building, { recursive: true, force: true })
    fs.rmSync(lock, { force: true })
  }
}

/**
 * Embedded Postgres in `dataDir` whose `databases` already hold the demo content, with the demo's media
 * files copied into each of `mediaDirs` (the MEDIA_DIR of the apps started on them in `demo` mode, with
 * CLUSTER_SECRET: their seed then finds everything in place and adds nothing). Seeding draws and resizes
 * some thirty pictures, about 10 s of CPU, and a test run starts a dozen demo instances: each copies
 * the one template of the build (demoTemplate) instead of running initdb and the seed again.
 * Needs `npm run build` first.
 */
export async function startDemoDatabase({ dataDir, databases, mediaDirs }) {
  const template = await demoTemplate()
  for (const mediaDir of mediaDirs) fs.cpSync(template.mediaDir, mediaDir, { recursive: true })
  return await startEmbeddedPostgres({ dataDir, databases, from: { dataDir: template.dataDir, database: TEMPLATE_DATABASE } })
}

/**
 * Embedded Postgres + Redis + instances. `instances` lists launcher modes, e.g. ['demo', 'start']; `env`
 * adds variables to every instance.
 */
export async function startCluster({ instances, redis = true, logDir, env = {} } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-cluster-'))
  fs.chmodSync(workDir, 0o755)
  const stops = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {})
    fs.rmSync(workDir, { recursive: true, force: true })
  }
  try {
    const database =
      instances[0] === 'demo'
        ? await startDemoDatabase({
            dataDir: path.join(workDir, 'postgres'),
            databases: ['cluster'],
            mediaDirs: [path.join(workDir, 'media')],
          })
        : await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['cluster'] })
    stops.push(() => database.stop())
    const cache = redis ? await startRedis() : null
    if (cache) stops.push(cache.stop)
    const apps = []
    for (const [index, mode] of instances.entries()) {
      const app = await startApp({
        mode,
        databaseUrl: database.urls.cluster,
        redisUrl: cache?.url,
        workDir,
        logFile: logDir ? path.join(logDir, `instance-${index}.log`) : undefined,
        // Instances of one deployment sit behind one public origin (a load balancer's): the first
        // instance's address stands for it, so all of them share one cache key space in Redis.
        env: { ...env, ...(apps[0] ? { SERVER_URL: apps[0].base } : {}) },
      })
      stops.push(app.stop)
      apps.push(app)
    }
    return { apps, databaseUrl: database.urls.cluster, redisUrl: cache?.url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

// Payload honours a session cookie only with the fetch metadata a browser on the site sends
// (docs/decisions.md#cross-site-requests).
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/** Signs in as the demo admin; returns the session cookie. */
export async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  return (response.headers.get('set-cookie') ?? '').split(';')[0]
}

/** A flower find as the public form sends it. */
export const flowerFind = (name) => ({
  category: 'flower',
  name,
  genetics: 'indica',
  breeder: 'Cache Breeder',
  whereAcquired: 'Local shop',
  flames: 4,
  submittedBy: 'Cache Tester',
  submitterEmail: 'cache-tester@example.com',
  displayName: true,
  location: 'Denver, CO',
  industry: 'consumer-patient',
})

/** Submits a find through the public API (it waits for review) and returns its id from the admin list. */
export async function submitFind(base, cookie, name) {
  const response = await fetch(`${base}/api/headstash/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(flowerFind(name)),
  })
  if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${await response.text()}`)
  const pending = await fetch(`${base}/api/admin/headstash-submissions?status=pending`, { headers: { cookie, ...SAME_ORIGIN } })
  const { submissions } = await pending.json()
  const id = submissions.find((entry) => entry.name === name)?.id
  if (!id) throw new Error(`submitted "${name}" is not in the pending list`)
  return id
}

/** Approves or rejects a submission through the admin API. */
export async function review(base, cookie, id, name, status) {
  const response = await fetch(`${base}/api/admin/headstash-submissions/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie, ...SAME_ORIGIN },
    body: JSON.stringify({ ...flowerFind(name), status }),
  })
  if (!response.ok) throw new Error(`review (${status}) failed: ${response.status} ${await response.text()}`)
}

/** Polls `url` until its HTML contains (or no longer contains) `text`; returns the delay in ms or null. */
export async function waitForText(url, text, { present = true, timeoutMs = 10_000 } = {}) {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    const html = await (await fetch(url)).text()
    if (html.includes(text) === present) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}

const CSV_HEADER =
  'category,name,genetics,breeder,rosinType,extractionMethod,edibleType,thcContent,cbdContent,whereAcquired,flavorNotes,vibe,effects,flames,imageUrl,submittedBy,submitterEmail,location,industry,role'
const CSV_ROWS = [
  (i) =>
    `flower,Bench Kush ${i},indica,Bench Breeder,,,,22%,1%,Shop ${i % 50},"Pine, earth",Chill,Relaxed,${(i % 5) + 1},,Bencher ${i % 300},,"Denver, CO",retail,`,
  (i) =>
    `concentrate,Bench Rosin ${i},,House,live-rosin,solventless,,70%,,Market,Tropical,Euphoric,Happy,${(i % 5) + 1},,,,"Portland, OR",cultivation,`,
  (i) =>
    `edible,Bench Gummy ${i},,,,,Gummies,10mg,,Dispensary,Sour,Chill,Calm,${(i % 5) + 1},,Gummy Fan,fan@example.com,"Tempe, AZ",consumer-patient,`,
]

/** Imports `count` approved rows through the admin bulk CSV call; returns its answer and duration. */
export async function importRows(base, cookie, count, offset = 0) {
  const lines = [CSV_HEADER]
  for (let i = offset; i < offset + count; i += 1) lines.push(CSV_ROWS[i % CSV_ROWS.length](i))
  const form = new FormData()
  form.append('csvFile', new Blob([lines.join('\n')], { type: 'text/csv' }), 'bench.csv')
  form.append('contributorMode', 'default')
  const started = performance.now()
  const response = await fetch(`${base}/api/admin/headstash-submissions/bulk-upload`, {
    method: 'POST',
    headers: { cookie, ...SAME_ORIGIN },
    body: form,
  })
  const body = await response.json()
  return {
    seconds: (performance.now() - started) / 1000,
    successCount: body.successCount ?? `failed (${response.status}: ${body.message})`,
    failedCount: body.failedCount,
  }
}
