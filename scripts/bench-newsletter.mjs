#!/usr/bin/env node
// `npm run bench:newsletter`: one newsletter send of BENCH_NEWSLETTER_RECIPIENTS (default 20,000)
// recipients by one `npm run worker` process to a loopback SMTP sink (scripts/lib/smtp-sink.mjs).
// Prints messages per second (first to last message the sink accepted), the worker's peak and sampled
// resident memory, and, when a production build exists (`npm run build`), the app's /the-cloud p99
// while idle and during the send (autocannon, BENCH_CONNECTIONS × BENCH_SECONDS). Pacing caps are
// lifted unless set in the environment. It prints figures and never asserts times.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { clearInterval, setInterval } from 'node:timers'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { startCluster } from './lib/cluster.mjs'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { startSmtpSink } from './lib/smtp-sink.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const RECIPIENTS = Number(process.env.BENCH_NEWSLETTER_RECIPIENTS ?? 20_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const withApp = fs.existsSync(path.join(root, '.next', 'BUILD_ID'))
/** CPU seconds a process has used (user + system). */
const cpuSeconds = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
/** CPU seconds of each Postgres process (the postmaster and its children: backends, writers), by pid. */
const postgresCpu = async (client) => {
  const { rows } = await client.query(`SELECT setting FROM pg_settings WHERE name = 'data_directory'`)
  const postmaster = Number(fs.readFileSync(path.join(rows[0].setting, 'postmaster.pid'), 'utf8').split('\n')[0])
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
  secret = 'headstash-cluster-secret'
} else {
  console.log('No production build: measuring the worker only (run `npm run build` for the /the-cloud p99 figures).')
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
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...env, ...extra }, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`)
  return result.stdout
}

const p99 = async (label) => {
  const result = await autocannon({ url: `${appBase}/the-cloud`, connections: CONNECTIONS, duration: SECONDS })
  return { label, p99: result.latency.p99, perSecond: result.requests.average }
}

try {
  if (!withApp) run(['scripts/migrate.ts'], { NODE_ENV: 'production' })
  const idle = appBase ? (await fetch(`${appBase}/the-cloud`), await p99('/the-cloud idle')) : undefined
  const { sendId } = JSON.parse(
    run(['tests/newsletter/start-send.ts', String(RECIPIENTS)])
      .trim()
      .split('\n')
      .at(-1),
  )
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const worker = spawn(process.execPath, [...(process.env.BENCH_WORKER_ARGS?.split(' ') ?? []), '--import', 'tsx', 'scripts/worker.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
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
  console.log(`\nNewsletter send: ${RECIPIENTS} recipients, one worker, ${os.cpus().length} cores, pacing ${JSON.stringify(pacing)}`)
  console.log('| figure | value |\n| --- | --- |')
  console.log(`| messages accepted by the sink | ${sink.log.length} (${distinct} distinct recipients) |`)
  console.log(`| messages per second | ${(sink.log.length / seconds).toFixed(0)} (${seconds.toFixed(1)} s) |`)
  console.log(
    `| worker RSS peak / median while sending | ${peak.toFixed(0)} MB / ${(rss.sort((a, b) => a - b)[Math.floor(rss.length / 2)] ?? 0).toFixed(0)} MB |`,
  )
  console.log(
    `| worker CPU per 1,000 messages | ${((workerCpu / sink.log.length) * 1000).toFixed(2)} s (${((workerCpu / seconds) * 100).toFixed(0)} % of one core while sending) |`,
  )
  const perThousand = (cpu) => `${((cpu / sink.log.length) * 1000).toFixed(2)} s`
  console.log(`| Postgres CPU per 1,000 messages | ${perThousand(postgresSeconds)} |`)
  console.log(`| this script's CPU per 1,000 messages (the SMTP sink${appBase ? ', autocannon' : ''}) | ${perThousand(benchSeconds)} |`)
  console.log(`| machine busy while sending (all processes) | ${(machineBusy * 100).toFixed(0)} % of ${os.cpus().length} cores |`)
  for (const figure of [idle, during].filter(Boolean)) {
    console.log(`| ${figure.label}: p99 (req/s) | ${figure.p99} ms (${figure.perSecond.toFixed(0)}) |`)
  }
} finally {
  await sink.close()
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
}
