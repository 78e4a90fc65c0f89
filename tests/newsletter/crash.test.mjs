// The newsletter survives its worker being killed: a send to NEWSLETTER_CRASH_RECIPIENTS subscribers
// (default 2,000; 20000 for the full run) while `npm run worker` is killed with SIGKILL at
// NEWSLETTER_CRASH_KILLS (default 10) random points and started again each time. Counted from the SMTP
// sink's log, not from the ledger: no recipient is missing, and the repeats are at most the messages that
// were in flight (claimed, not yet recorded) at the kills. A worker that ends by itself is started again,
// as a production supervisor would, and listed in the printed summary (`exitedOnTheirOwn`).
// Run: `npm run test:newsletter-crash` (real Postgres, embedded; real worker processes; a loopback SMTP sink).
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import { tsxArgs } from '../../scripts/lib/app-conditions.mjs'
import { builtWorkerArgs } from '../../scripts/lib/worker-command.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const RECIPIENTS = Number(process.env.NEWSLETTER_CRASH_RECIPIENTS ?? 2000)
const KILLS = Number(process.env.NEWSLETTER_CRASH_KILLS ?? 10)
const LEASE_SECONDS = 2

let database
let sink
let client
let workDir
let runningWorker
/** What follows `node` to start a worker (worker-command.mjs). */
let workerArgs
const env = {}

before(async () => {
  workerArgs = await builtWorkerArgs()
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-crash-'))
  fs.chmodSync(workDir, 0o755)
  database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['headstash_crash'] })
  sink = await startSmtpSink()
  Object.assign(env, process.env, {
    // The worker is a process of its own, not a child test of node:test.
    NODE_TEST_CONTEXT: undefined,
    DATABASE_URL: database.urls.headstash_crash,
    PAYLOAD_SECRET: 'headstash-crash-test',
    PAYLOAD_DB_PUSH: 'false',
    SMTP_URL: sink.url,
    EMAIL_FROM: 'Smoke Signals <signals@headstash.test>',
    SERVER_URL: 'https://headstash.test',
    MEDIA_DIR: path.join(workDir, 'media'),
    NEWSLETTER_LEASE_SECONDS: String(LEASE_SECONDS),
    NEWSLETTER_MAX_PER_SECOND: '100000',
    NEWSLETTER_MAX_PER_WINDOW: '1000000',
    NEWSLETTER_MAX_PER_DOMAIN: '100000',
  })
  const migrated = spawnSync(process.execPath, tsxArgs('scripts/migrate.ts'), {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  assert.equal(migrated.status, 0, migrated.stderr)
  client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
})

after(async () => {
  // A failed assertion leaves the last worker running: stop it before its database goes.
  supervising = false
  if (runningWorker && runningWorker.exitCode === null && runningWorker.signalCode === null) {
    runningWorker.kill('SIGKILL')
    await runningWorker.exited
  }
  await client?.end()
  await sink?.close()
  await database?.stop()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})

/** Workers that ended by themselves (not killed by the test), with how: restarted like a supervisor would. */
const exitedOnTheirOwn = []
let supervising = true

/** Starts a worker and, like the supervisor of a production layout, starts another if it ends by itself. */
function startWorker() {
  const child = spawn(process.execPath, workerArgs, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  child.exited = new Promise((resolve) => child.once('exit', resolve))
  runningWorker = child
  child.once('exit', (code, signal) => {
    if (signal === 'SIGKILL' || signal === 'SIGTERM' || !supervising) return
    exitedOnTheirOwn.push(signal ?? code)
    console.error(`worker exited on its own (${signal ?? code}); starting another`)
    if (runningWorker === child) startWorker()
  })
  return child
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The worker sends below the web servers' priority (scripts/worker.ts). It lowers its own priority as it
 * starts, so a worker restarted just before a kill point that the sink's count has already passed (two
 * close points, or messages the dead worker had on the wire) may not have got there yet: wait for it.
 */
async function expectLowerPriority() {
  const priority = () => {
    try {
      return os.getPriority(runningWorker.pid)
    } catch {
      return 0 // it has just ended by itself, and another is being started
    }
  }
  const deadline = Date.now() + 30_000
  while (priority() <= 0 && Date.now() < deadline) await sleep(20)
  assert.ok(priority() > 0, 'the worker runs at a lower priority than the web servers')
}

async function sendState(sendId) {
  const { rows } = await client.query('SELECT state FROM newsletter_sends WHERE id = $1', [sendId])
  return rows[0]?.state
}

test(
  `${RECIPIENTS} recipients, ${KILLS} kill -9 of the worker: none missing, repeats only of messages in flight`,
  // A worker that never finishes fails the run instead of holding CI: about 3 minutes per 2,000 here.
  { timeout: Math.max(8, RECIPIENTS / 1000) * 60_000 },
  async () => {
    const started = spawnSync(process.execPath, tsxArgs('tests/newsletter/start-send.ts', String(RECIPIENTS)), {
      cwd: root,
      env,
      encoding: 'utf8',
    })
    assert.equal(started.status, 0, started.stderr)
    const { sendId, recipients } = JSON.parse(started.stdout.trim().split('\n').at(-1))
    assert.equal(recipients, RECIPIENTS)

    // Kill points: distinct random message counts spread over the send.
    const points = new Set()
    while (points.size < KILLS) points.add(Math.floor(RECIPIENTS * (0.05 + Math.random() * 0.85)))
    const killAt = [...points].sort((a, b) => a - b)
    const inFlightAtKills = []

    startWorker()
    for (const point of killAt) {
      while (sink.log.length < point) {
        if ((await sendState(sendId)) === 'done') break
        await sleep(5)
      }
      if ((await sendState(sendId)) === 'done') break
      await expectLowerPriority()
      const worker = runningWorker
      worker.kill('SIGKILL')
      await worker.exited
      // What the dead worker had claimed and not yet recorded: the most it can have left half-done.
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM newsletter_deliveries WHERE send_id = $1 AND state = 'sending'`, [
        sendId,
      ])
      inFlightAtKills.push({ atMessage: sink.log.length, inFlight: rows[0].n })
      startWorker()
    }
    while ((await sendState(sendId)) !== 'done') await sleep(100)
    supervising = false
    runningWorker.kill('SIGTERM')
    await runningWorker.exited

    const perRecipient = new Map()
    for (const { to } of sink.log) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1)
    const expected = Array.from({ length: RECIPIENTS }, (_, i) => `reader${i + 1}@d${(i + 1) % 50}.example`)
    const missing = expected.filter((address) => !perRecipient.has(address))
    const duplicates = sink.log.length - perRecipient.size
    const allowed = inFlightAtKills.reduce((sum, kill) => sum + kill.inFlight, 0)
    console.log(
      JSON.stringify({
        recipients: RECIPIENTS,
        kills: inFlightAtKills.length,
        messages: sink.log.length,
        missing: missing.length,
        duplicates,
        inFlightAtKills,
        exitedOnTheirOwn,
      }),
    )
    assert.equal(inFlightAtKills.length, KILLS, 'the send finished before every kill point was reached')
    assert.deepEqual(missing, [])
    assert.ok(duplicates <= allowed, `${duplicates} repeated messages, more than the ${allowed} in flight at the kills`)
    assert.equal(perRecipient.size, RECIPIENTS)
  },
)
