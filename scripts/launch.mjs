#!/usr/bin/env node
// The one entry point for running Headstash. Without DATABASE_URL it starts the embedded Postgres
// (data in .data/postgres) and stops it on Ctrl-C / SIGTERM; with DATABASE_URL it only runs the app.
//
//   node scripts/launch.mjs dev             next dev with demo content, schema pushed into headstash_dev
//   node scripts/launch.mjs start           scripts/server.mjs (needs `npm run build`); pending migrations are
//                                           applied as the server starts (src/instrumentation.ts)
//   node scripts/launch.mjs demo            build, then serve with the demo content loaded
//   node scripts/launch.mjs migrate:create  write a new migration from the current collections
//
// Production layout (README "Scaling out"): N web instances, each `npm start` with DATABASE_URL (plus
// DATABASE_REPLICA_URLS for read replicas), REDIS_URL, S3_* and PAYLOAD_JOBS_AUTORUN=false; M workers,
// each `npm run worker` (scripts/worker.ts); one Postgres, Redis and S3 bucket run outside the app.
// With DATABASE_URL set the launcher starts nothing but the app.
//
// dev and demo without SMTP_URL also start a local mail inbox (scripts/lib/mail-inbox.mjs) and send the
// site's e-mail there, so double opt-in can be tried end to end; its web page's URL is printed.
// MAIL_INBOX_PORT fixes the page's port; DEMO_MAIL_INBOX=off keeps e-mail off (single opt-in).
//
// Development pushes schema changes straight into its database; migrated databases never see a push,
// because `payload migrate` stops to ask a question on a database that was pushed to (and hangs
// unattended). So dev and the migrated app use different databases.
// Migrations and the seed run inside the Next server rather than through the `payload` CLI: the CLI
// loads TypeScript through tsx's async loader, which on Node 20 here sometimes let the process exit 0
// halfway, without migrating.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nextEnv from '@next/env'
import { DEMO_ADMIN } from './lib/demo-admin.mjs'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const mode = process.argv[2] ?? 'dev'
// The launcher decides on embedded Postgres from DATABASE_URL, so it reads .env files the way Next does.
nextEnv.loadEnvConfig(root, mode === 'dev')
const modes = ['dev', 'start', 'demo', 'migrate:create']
if (!modes.includes(mode)) {
  console.error(`Unknown mode "${mode}". Use one of: ${modes.join(', ')}.`)
  process.exit(2)
}

const port = process.env.PORT ?? '3000'
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? (mode === 'start' ? '' : 'headstash-local-development-secret'),
}

if (mode === 'start' && !env.PAYLOAD_SECRET) {
  console.error('PAYLOAD_SECRET must be set for `npm start` (any long random string; see .env.example).')
  process.exit(1)
}

let database
let child
let inbox

function run(command, args, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      child = undefined
      if (code === 0 || shuttingDown) resolve()
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${signal ?? code}`))
    })
  })
}

// The app gets the signal and drains (scripts/server.mjs: in-flight requests finish within
// SHUTDOWN_TIMEOUT_MS); only after it has exited is the embedded Postgres stopped, so no request in
// progress loses its database. Should the app outlive its own deadline, it is killed a little later.
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000)
let shuttingDown = false
async function shutdown(code, signal) {
  if (shuttingDown) return
  shuttingDown = true
  let exitCode = code
  const running = child
  if (running) {
    const exited = new Promise((resolve) => running.once('exit', (childCode) => resolve(childCode)))
    running.kill(signal ?? 'SIGTERM')
    const backstop = setTimeout(() => running.kill('SIGKILL'), shutdownTimeoutMs + 5_000)
    const childCode = await exited
    clearTimeout(backstop)
    // A clean drain is a clean exit; a forced one (or a crash) is reported as such.
    if (signal) exitCode = childCode ?? 1
  }
  await inbox?.close()
  if (database) {
    process.stdout.write('Stopping embedded Postgres… ')
    // It may have gone down on its own (crash, kill): that must not turn a clean drain into a failure.
    await database.stop().then(
      () => process.stdout.write('stopped.\n'),
      (error) => process.stdout.write(`already stopped (${error instanceof Error ? error.message : String(error)}).\n`),
    )
  }
  process.exit(exitCode)
}
process.on('SIGINT', () => void shutdown(130, 'SIGINT'))
process.on('SIGTERM', () => void shutdown(143, 'SIGTERM'))

async function main() {
  if (!env.DATABASE_URL) {
    const name = mode === 'dev' ? 'headstash_dev' : 'headstash'
    const dataDir = process.env.EMBEDDED_POSTGRES_DIR
      ? path.resolve(process.env.EMBEDDED_POSTGRES_DIR)
      : path.join(root, '.data', 'postgres')
    database = await startEmbeddedPostgres({ dataDir, databases: [name] })
    env.DATABASE_URL = database.urls[name]
    console.log(`Embedded Postgres ${database.port} (data: ${path.relative(root, dataDir) || dataDir}, database: ${name})`)
  }

  if ((mode === 'dev' || mode === 'demo') && !env.SMTP_URL && env.DEMO_MAIL_INBOX !== 'off') {
    // Imported here: the inbox's packages are development dependencies, absent from a production install.
    const { startMailInbox } = await import('./lib/mail-inbox.mjs')
    inbox = await startMailInbox({ webPort: Number(env.MAIL_INBOX_PORT ?? 0) })
    env.SMTP_URL = inbox.smtpUrl
    env.EMAIL_FROM ??= 'Smoke Signals <signals@headstash.example>'
    console.log(`Demo mail inbox: ${inbox.webUrl} (every e-mail the site sends lands there)`)
  }

  const seedDemo = {
    HEADSTASH_SEED_DEMO: 'true',
    SEED_ADMIN_USERNAME: DEMO_ADMIN.username,
    SEED_ADMIN_PASSWORD: DEMO_ADMIN.password,
  }
  if (mode === 'dev') {
    await run(bin('next'), ['dev', '-p', port], { PAYLOAD_DB_PUSH: 'true', ...seedDemo })
    return
  }
  if (mode === 'migrate:create') {
    await run(bin('payload'), ['migrate:create', ...process.argv.slice(3)])
    return
  }

  if (mode === 'demo' && !process.env.DEMO_SKIP_BUILD) await run(bin('next'), ['build'])
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` first.')
  }
  if (mode === 'demo') {
    console.log(
      `\nHeadstash demo: http://localhost:${port}\n` +
        `  staff admin:  http://localhost:${port}/admin/login\n` +
        (inbox ? `  mail inbox:   ${inbox.webUrl}\n` : '') +
        `  username: ${DEMO_ADMIN.username}\n  password: ${DEMO_ADMIN.password}\n`,
    )
  }
  await run(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    NODE_ENV: 'production',
    PORT: port,
    ...(mode === 'demo' ? seedDemo : {}),
  })
}

main().then(
  () => shutdown(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    void shutdown(1)
  },
)
