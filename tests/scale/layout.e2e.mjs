// The production layout on loopback, each part started by its own command as in production:
// one Postgres, one Redis, one S3 store (s3rver), two web instances (`npm start` through the launcher,
// PAYLOAD_JOBS_AUTORUN=false) and one worker (`npm run worker`'s command). A change made on one
// instance shows on the other, an upload made on one is served by the other from the bucket, and a
// newsletter send queued through an instance is carried out by the worker, not by a web server.
// Needs `next build` and redis-server. Run: `npm run test:scale-out`.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import sharp from 'sharp'
import { CLUSTER_SECRET, review, signIn, startApp, startRedis, submitFind, waitForText } from '../../scripts/lib/cluster.mjs'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import { builtWorkerArgs } from '../../scripts/lib/worker-command.mjs'
import { startS3 } from '../helpers/s3.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const logDir = path.join(root, 'test-results', 'scale-layout')
fs.mkdirSync(logDir, { recursive: true })
/** Bounds on waiting for the other parts; generous for a loaded 2-core machine, not performance claims. */
const OTHER_INSTANCE_DEADLINE_MS = 10_000
const SEND_DEADLINE_MS = 120_000
const BUCKET = 'headstash-layout'
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }
const READERS = 25

describe('production layout: 2 web instances + 1 worker, one Postgres + Redis + S3', { timeout: 600_000 }, () => {
  const stops = []
  let workDir
  let database
  let s3
  let sink
  let worker
  let a
  let b
  let cookie
  let workerArgs

  before(async () => {
    workerArgs = await builtWorkerArgs()
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-layout-'))
    fs.chmodSync(workDir, 0o755)
    database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['layout'] })
    stops.push(() => database.stop())
    const redis = await startRedis()
    stops.push(redis.stop)
    s3 = await startS3(BUCKET)
    stops.push(s3.stop)
    sink = await startSmtpSink()
    stops.push(() => sink.close())
    const env = {
      PAYLOAD_JOBS_AUTORUN: 'false',
      SMTP_URL: sink.url,
      EMAIL_FROM: 'Smoke Signals <signals@headstash.test>',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }
    const common = { databaseUrl: database.urls.layout, redisUrl: redis.url, workDir }
    const first = await startApp({ ...common, mode: 'demo', env, logFile: path.join(logDir, 'web-a.log') })
    stops.push(first.stop)
    const second = await startApp({
      ...common,
      mode: 'start',
      env: { ...env, SERVER_URL: first.base },
      logFile: path.join(logDir, 'web-b.log'),
    })
    stops.push(second.stop)
    ;[a, b] = [first.base, second.base]

    const log = fs.createWriteStream(path.join(logDir, 'worker.log'))
    worker = spawn(process.execPath, workerArgs, {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        NODE_TEST_CONTEXT: undefined,
        DATABASE_URL: database.urls.layout,
        PAYLOAD_SECRET: CLUSTER_SECRET,
        SERVER_URL: first.base,
        MEDIA_DIR: path.join(workDir, 'media'),
        NEWSLETTER_MAX_PER_SECOND: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    worker.stdout.pipe(log)
    worker.stderr.pipe(log)
    const exited = new Promise((resolve) => worker.once('exit', resolve))
    stops.push(async () => (worker.kill('SIGTERM'), await exited))
    cookie = await signIn(a)
  })
  after(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
  })

  it('shows an approval made on one instance on the other', async () => {
    const name = `Layout Kush ${Date.now()}`
    const id = await submitFind(a, cookie, name)
    assert.ok(!(await (await fetch(`${b}/the-cloud`)).text()).includes(name))
    await review(a, cookie, id, name, 'approved')
    assert.notEqual(await waitForText(`${b}/the-cloud`, name, { timeoutMs: OTHER_INSTANCE_DEADLINE_MS }), null, 'B shows the approval')
  })

  it('stores an upload made on one instance in the bucket and serves it from the other', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([png], { type: 'image/png' }), 'layout.png')
    const upload = await fetch(`${a}/api/upload-image`, { method: 'POST', body: form })
    assert.equal(upload.status, 201, await upload.clone().text())
    const { imageUrl } = await upload.json()
    const filename = imageUrl.split('/').pop()
    const inBucket = fs.readdirSync(path.join(s3.directory, BUCKET), { recursive: true }).map(String)
    assert.ok(
      inBucket.some((file) => file.includes(filename)),
      `${filename} in the bucket`,
    )
    assert.ok(!fs.existsSync(path.join(workDir, 'media', filename)), 'not on the instance disk')
    const served = await fetch(`${b}${imageUrl}`, { headers: { cookie, ...SAME_ORIGIN } })
    assert.equal(served.status, 200)
    assert.equal(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
      'PNG',
    )
  })

  it('has a newsletter send queued through an instance carried out by the worker', async () => {
    const run = Date.now()
    const client = new pg.Client({ connectionString: database.urls.layout })
    await client.connect()
    try {
      await client.query(
        `INSERT INTO newsletter_subscribers (email, subscribed_at, is_active, status, confirmed_at)
         SELECT 'layout-' || $2::text || '-' || n || '@example.com', now(), true, 'active', now() FROM generate_series(1, $1) AS n`,
        [READERS, String(run)],
      )
    } finally {
      await client.end()
    }
    const staff = { cookie, ...SAME_ORIGIN, 'content-type': 'application/json' }
    const subject = `Layout dispatch ${run}`
    const created = await fetch(`${a}/api/newsletter-issues`, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({ subject, slug: `layout-${run}`, _status: 'published', body: paragraph('Sent by the worker.') }),
    })
    assert.equal(created.status, 201, await created.clone().text())
    const issueId = (await created.json()).doc.id
    const send = await fetch(`${a}/api/admin/newsletter/issues/${issueId}/send`, { method: 'POST', headers: staff, body: '{}' })
    assert.ok(send.ok, `send: ${send.status} ${await send.clone().text()}`)

    const deadline = Date.now() + SEND_DEADLINE_MS
    let progress
    while (Date.now() < deadline) {
      progress = await (await fetch(`${b}/api/admin/newsletter/issues/${issueId}/progress`, { headers: staff })).json()
      if (progress.state === 'done') break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    assert.equal(progress?.state, 'done', `progress: ${JSON.stringify(progress)}`)
    const delivered = sink.log.filter((message) => message.to.includes(`layout-${run}-`))
    assert.equal(delivered.length, READERS)
    const workerLog = fs.readFileSync(path.join(logDir, 'worker.log'), 'utf8')
    assert.match(workerLog, /runs the newsletter queue/)
    // The web servers run no queue (PAYLOAD_JOBS_AUTORUN=false): the send's lease was the worker's.
    const check = new pg.Client({ connectionString: database.urls.layout })
    await check.connect()
    try {
      const { rows } = await check.query(`SELECT application_name FROM pg_stat_activity WHERE application_name = 'headstash-worker'`)
      assert.ok(rows.length > 0, 'the worker holds its own connections')
    } finally {
      await check.end()
    }
  })
})

function paragraph(text) {
  const node = { type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }
  const block = { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [node] }
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [block] } }
}
