#!/usr/bin/env node
// `npm run bench:newsletter`: one newsletter send of BENCH_NEWSLETTER_RECIPIENTS (default 20,000)
// recipients by one `npm run worker` process to a loopback SMTP sink (scripts/lib/smtp-sink.mjs).
// Prints messages per second (first to last message the sink accepted) beside a bare nodemailer pool
// sending messages of the same size to a sink of its own (the limit of the SMTP path on this machine at
// this moment, no ledger), the CPU each process spent per 1,000 messages (figures a busy shared machine
// disturbs less than rates), the worker's peak and sampled resident memory, and the app's /the-cloud
// p99 while idle and during the send (autocannon, BENCH_CONNECTIONS × BENCH_SECONDS) on a production
// build: the existing .next is reused, else `next build` runs first (BENCH_NEWSLETTER_NO_APP=1: worker
// only). Pacing caps are lifted unless set in the environment. BENCH_WORKER_ARGS adds node flags to the
// worker (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"). It prints figures and never asserts times.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { clearInterval, setInterval } from 'node:timers'
import { fileURLToPath } from 'node:url'
import net from 'node:net'
import autocannon from 'autocannon'
import nodemailer from 'nodemailer'
import pg from 'pg'
import { CLUSTER_SECRET, startCluster } from './lib/cluster.mjs'
import { postmasterPid, startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { startSmtpSink } from './lib/smtp-sink.mjs'
import { tsxArgs } from './lib/app-conditions.mjs'
import { builtWorkerArgs } from './lib/worker-command.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const RECIPIENTS = Number(process.env.BENCH_NEWSLETTER_RECIPIENTS ?? 20_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const withApp = !process.env.BENCH_NEWSLETTER_NO_APP
if (withApp && !fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build: running `next build` first (BENCH_NEWSLETTER_NO_APP=1 measures the worker only).')
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('next build failed')
}
/** CPU seconds a process has used (user + system). */
const cpuSeconds = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
/** CPU seconds of each Postgres process (the postmaster and its children: backends, writers), by pid. */
const postgresCpu = async (client) => {
  const { rows } = await client.query(`SELECT setting FROM pg_settings WHERE name = 'data_directory'`)
  const postmaster = postmasterPid(rows[0].setting)
  const children = fs.readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  return new Map([postmaster, ...children.map(Number)].map((pid) => [pid, cpuSeconds(pid)]))
}
const cpuSince = (before, after) => [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0)
/** The machine's CPU time so far, all cores: total and idle (clock ticks). */
const machineCpu = () => {
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  return { total: ticks.reduce((a, b) => a + b, 0), idle: ticks[3] + ticks[4] }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const sink = await startSmtpSink()
const pacing = {
  NEWSLETTER_MAX_PER_SECOND: process.env.NEWSLETTER_MAX_PER_SECOND ?? '100000',
  NEWSLETTER_MAX_PER_WINDOW: process.env.NEWSLETTER_MAX_PER_WINDOW ?? '10000000',
  NEWSLETTER_MAX_PER_DOMAIN: process.env.NEWSLETTER_MAX_PER_DOMAIN ?? '100000',
  NEWSLETTER_BATCH_SIZE: process.env.NEWSLETTER_BATCH_SIZE ?? '100',
  NEWSLETTER_SMTP_CONNECTIONS: process.env.NEWSLETTER_SMTP_CONNECTIONS ?? '5',
}
const stops = []
let databaseUrl
let appBase
let secret = 'headstash-bench-secret'
if (withApp) {
  // The app as a web server only: the send runs in the worker process, as in production.
  Object.assign(process.env, { SMTP_URL: sink.url, PAYLOAD_JOBS_AUTORUN: 'false' })
  const cluster = await startCluster({ instances: ['demo'], redis: false })
  stops.push(cluster.stop)
  databaseUrl = cluster.databaseUrl
  appBase = cluster.apps[0].base
  secret = CLUSTER_SECRET
} else {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-bench-nl-'))
  fs.chmodSync(workDir, 0o755)
  const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['bench'], quiet: true })
  stops.push(async () => (await database.stop(), fs.rmSync(workDir, { recursive: true, force: true })))
  databaseUrl = database.urls.bench
}
const env = {
  ...process.env,
  ...pacing,
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: secret,
  SMTP_URL: sink.url,
  EMAIL_FROM: 'Smoke Signals <signals@headstash.test>',
  SERVER_URL: appBase ?? 'https://headstash.test',
}
const run = (args, extra = {}) => {
  const result = spawnSync(process.execPath, tsxArgs(...args), { cwd: root, env: { ...env, ...extra }, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`)
  return result.stdout
}

/** Mirrors src/lib/newsletter/mailer.ts (openNoDelaySocket): pooled sockets with Nagle's algorithm off. */
const noDelaySocket = ({ host, port }, callback) => {
  const socket = net.connect({ host, port, noDelay: true })
  socket.once('error', callback)
  socket.once('connect', () => {
    socket.off('error', callback)
    callback(null, { connection: socket })
  })
}

/** The bare SMTP path: `count` ready-made messages of `bytes` each through a nodemailer pool, no ledger. */
async function bareSmtp(count, bytes) {
  const bareSink = await startSmtpSink()
  const transport = nodemailer.createTransport({
    pool: true,
    host: '127.0.0.1',
    port: bareSink.port,
    maxConnections: Number(pacing.NEWSLETTER_SMTP_CONNECTIONS),
    maxMessages: Infinity,
    getSocket: noDelaySocket,
  })
  const line = `${'x'.repeat(74)}\r\n`
  const raw = Buffer.from(`From: a@headstash.test\r\nSubject: bare\r\n\r\n${line.repeat(Math.max(1, Math.round(bytes / line.length)))}`)
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: Number(pacing.NEWSLETTER_SMTP_CONNECTIONS) * 2 }, async () => {
      while (next < count) {
        next += 1
        await transport.sendMail({ envelope: { from: 'a@headstash.test', to: `bare${next}@headstash.test` }, raw })
      }
    }),
  )
  const perSecond = count / ((performance.now() - started) / 1000)
  transport.close()
  await bareSink.close()
  return perSecond
}

const p99 = async (label) => {
  const result = await autocannon({ url: `${appBase}/the-cloud`, connections: CONNECTIONS, duration: SECONDS })
  return { label, p99: result.latency.p99, perSecond: result.requests.average }
}

try {
  if (!withApp) run(['scripts/migrate.ts'], { NODE_ENV: 'production' })
  // A first load warms the server (its JIT, its cache) so the idle figure is not a cold start's.
  if (appBase) await autocannon({ url: `${appBase}/the-cloud`, connections: CONNECTIONS, duration: Math.min(5, SECONDS) })
  const idle = appBase ? await p99('/the-cloud idle') : undefined
  const { sendId } = JSON.parse(
    run(['tests/newsletter/start-send.ts', String(RECIPIENTS)])
      .trim()
      .split('\n')
      .at(-1),
  )
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const workerArgs = await builtWorkerArgs()
  const worker = spawn(process.execPath, [...(process.env.BENCH_WORKER_ARGS?.split(' ') ?? []), ...workerArgs], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let workerLog = ''
  worker.stdout.on('data', (chunk) => {
    workerLog = (workerLog + chunk.toString()).slice(-20_000)
  })
  const rss = []
  const sampler = setInterval(() => {
    const status = fs.readFileSync(`/proc/${worker.pid}/status`, 'utf8')
    rss.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
  }, 500)
  let firstAt
  while (!firstAt) {
    if (sink.log.length > 0) firstAt = performance.now()
    else await sleep(5)
  }
  const cpuAtFirst = cpuSeconds(worker.pid)
  const postgresAtFirst = await postgresCpu(client)
  const benchAtFirst = process.cpuUsage()
  const machineAtFirst = machineCpu()
  const during = appBase ? await p99('/the-cloud during the send') : undefined
  for (;;) {
    const { rows } = await client.query('SELECT state FROM newsletter_sends WHERE id = $1', [sendId])
    if (rows[0]?.state === 'done') break
    await sleep(100)
  }
  const seconds = (performance.now() - firstAt) / 1000
  const workerCpu = cpuSeconds(worker.pid) - cpuAtFirst
  const postgresSeconds = cpuSince(postgresAtFirst, await postgresCpu(client))
  const benchUsage = process.cpuUsage(benchAtFirst)
  const benchSeconds = (benchUsage.user + benchUsage.system) / 1e6
  const machine = machineCpu()
  const machineBusy = 1 - (machine.idle - machineAtFirst.idle) / (machine.total - machineAtFirst.total)
  clearInterval(sampler)
  const peak = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${worker.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  worker.kill('SIGTERM')
  await new Promise((resolve) => worker.once('exit', resolve))
  await client.end()
  const distinct = new Set(sink.log.map((entry) => entry.to)).size
  const bytes = sink.log.reduce((sum, entry) => sum + entry.bytes, 0) / Math.max(1, sink.log.length)
  const rate = sink.log.length / seconds
  const bare = await bareSmtp(Math.min(5_000, RECIPIENTS), bytes)
  // Measured again after the send: on a shared machine the gap between the two shows how much the load drifted.
  const idleAgain = appBase ? await p99('/the-cloud idle again (drift check)') : undefined
  const perThousand = (cpu) => `${((cpu / sink.log.length) * 1000).toFixed(2)} s`
  const median = rss.sort((a, b) => a - b)[Math.floor(rss.length / 2)] ?? 0
  console.log(`\nNewsletter send: ${RECIPIENTS} recipients, one worker, ${os.cpus().length} cores, pacing ${JSON.stringify(pacing)}`)
  console.log('| figure | value | ratio |\n| --- | --- | --- |')
  console.log(
    `| messages accepted by the sink | ${sink.log.length} (${distinct} distinct recipients, ${(bytes / 1024).toFixed(1)} KB each) | |`,
  )
  console.log(
    `| messages per second, worker (ledger, pacing, rendering) | ${rate.toFixed(0)} (${seconds.toFixed(1)} s) | ${(rate / bare).toFixed(2)} × bare |`,
  )
  console.log(`| messages per second, bare nodemailer pool (same size, own sink, no ledger) | ${bare.toFixed(0)} | 1.00 × bare |`)
  console.log(`| worker RSS peak / median while sending | ${peak.toFixed(0)} MB / ${median.toFixed(0)} MB | |`)
  console.log(`| worker CPU per 1,000 messages | ${perThousand(workerCpu)} (${((workerCpu / seconds) * 100).toFixed(0)} % of one core) | |`)
  console.log(`| Postgres CPU per 1,000 messages | ${perThousand(postgresSeconds)} | |`)
  console.log(`| this script's CPU per 1,000 messages (the SMTP sink${appBase ? ', autocannon' : ''}) | ${perThousand(benchSeconds)} | |`)
  const writes = /(\d+) outcomes written in (\d+) updates/.exec(workerLog)
  if (writes)
    console.log(`| ledger updates for the outcomes | ${writes[2]} for ${writes[1]} (${(writes[1] / writes[2]).toFixed(1)} per update) | |`)
  console.log(`| machine busy while sending (all processes) | ${(machineBusy * 100).toFixed(0)} % of ${os.cpus().length} cores | |`)
  if (idle && during && idleAgain) {
    console.log(`| /the-cloud p99 idle (req/s) | ${idle.p99} ms (${idle.perSecond.toFixed(0)}) | 1.00 × idle |`)
    console.log(
      `| /the-cloud p99 during the send (req/s) | ${during.p99} ms (${during.perSecond.toFixed(0)}) | ${(during.p99 / idle.p99).toFixed(2)} × idle |`,
    )
    console.log(
      `| /the-cloud p99 idle again, after the send (req/s) | ${idleAgain.p99} ms (${idleAgain.perSecond.toFixed(0)}) | ${(idleAgain.p99 / idle.p99).toFixed(2)} × idle |`,
    )
  }
} finally {
  await sink.close()
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
}
