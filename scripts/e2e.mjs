#!/usr/bin/env node
// End-to-end run: production build, a fresh embedded Postgres, migrations + demo seed, `next start`,
// then Playwright in Debian's Chromium against it; then (full runs only) the mail specs, the connection
// budget of one instance under 100 concurrent clients (tests/scale/connection-budget.e2e.mjs) and the
// tests that start their own instances on Postgres and Redis: the cache tests (tests/cache: coherence
// between two instances, bounds and database identity), the public pages' byte budgets
// (tests/bytes/budgets.e2e.mjs) and the one-build-any-origin test, the same build served at two other
// origins (tests/origin).
// Everything it starts, it stops.
//   E2E_STEPS=…       the steps to take, of build, browser, mail, load (the connection budget under 100
//                     clients), instances (the other tests that start instances of their own) (default: all,
//                     or build and browser when spec files or other Playwright arguments are given). npm test takes
//                     them in separate runs so that others can share the machine meanwhile (scripts/test.mjs),
//                     with E2E_BUILT_BY_STEP=1 telling a later run that the build is this script's.
//   E2E_SKIP_BUILD=1  reuse the existing .next build (local reruns)
//   E2E_SKIP_CACHE=1  skip the cache tests (they need Debian's redis-server)
//   E2E_MAIL=1        run the app with the demo's mail inbox (double opt-in) and hand its URL to the
//                     specs; without it e-mail is off: single opt-in, as the acceptance flows expect.
//                     A full run does both: every spec without mail, then the mail specs (MAIL_SPECS)
//                     on a second instance of the same build, on a fresh database, with the inbox.
//   E2E_RESULTS_DIR=… where the app's log and Playwright's traces and JSON report go (test-results)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CLUSTER_SECRET, DEMO_ADMIN, startDemoDatabase } from './lib/cluster.mjs'
import { freePort } from './lib/embedded-postgres.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
/**
 * The build is made with a public origin that no server here runs at, as a CI build is: every server
 * must answer with the origin it is given at run time, and the origin test checks that this one shows
 * up nowhere.
 */
const BUILD_ORIGIN = 'https://builder.headstash.invalid'

const children = new Set()
function start(command, args, env, { quiet = false } = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}
const finished = (child) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code ?? 1))))

async function waitForServer(url, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited (${server.exitCode}) before answering`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the app did not answer at ${url} within ${timeoutMs / 1000}s`)
}

/** The app's log and Playwright's results (playwright.config.ts reads the same variable). */
const resultsDir = path.resolve(root, process.env.E2E_RESULTS_DIR ?? 'test-results')

/** The media directory of the app on database `name`. */
const mediaDir = (name) => path.join(workDir, `media-${name}`)

/** The specs that need the app to send e-mail to the demo inbox. */
const MAIL_SPECS = ['tests/e2e/newsletter-email.spec.ts', 'tests/e2e/newsletter-send.spec.ts']

/**
 * Starts the demo app on `database` (which holds the demo content: startDemoDatabase), runs Playwright
 * with `args` against it and stops the app. With `mail`, the app sends e-mail to the demo inbox, whose
 * URL the specs get.
 */
async function runPlaywright({ database: name, mail, args }) {
  const port = String(await freePort())
  const baseUrl = `http://127.0.0.1:${port}`
  const inboxUrl = mail ? `http://localhost:${await freePort()}` : ''
  fs.mkdirSync(resultsDir, { recursive: true })
  const appLog = fs.createWriteStream(path.join(resultsDir, mail ? 'e2e-app-mail.log' : 'e2e-app.log'))
  const server = start(
    process.execPath,
    [path.join(root, 'scripts', 'launch.mjs'), 'demo'],
    {
      DATABASE_URL: database.urls[name],
      PORT: port,
      DEMO_SKIP_BUILD: '1',
      PAYLOAD_SECRET: CLUSTER_SECRET,
      MEDIA_DIR: mediaDir(name),
      SERVER_URL: baseUrl,
      // Every spec signs in from this one address; the per-client login limit has its own int test.
      RATE_LIMIT_AUTH: '1000',
      // Scheduled publishing has minute precision; a short queue tick keeps the drafts spec's wait near that.
      PAYLOAD_JOBS_INTERVAL_SECONDS: '5',
      ...(inboxUrl ? { MAIL_INBOX_PORT: new URL(inboxUrl).port } : { DEMO_MAIL_INBOX: 'off' }),
    },
    { quiet: true },
  )
  server.stdout.pipe(appLog)
  server.stderr.pipe(appLog)
  try {
    await waitForServer(`${baseUrl}/`, server)
    const playwright = start(bin('playwright'), ['test', ...args], {
      E2E_BASE_URL: baseUrl,
      // Specs sign e-mail links (unsubscribe tokens) as the app would.
      PAYLOAD_SECRET: CLUSTER_SECRET,
      E2E_ADMIN_USERNAME: DEMO_ADMIN.username,
      E2E_ADMIN_PASSWORD: DEMO_ADMIN.password,
      ...(inboxUrl ? { E2E_MAIL_INBOX_URL: inboxUrl } : {}),
    })
    return await finished(playwright)
  } finally {
    server.kill('SIGTERM')
    await finished(server)
  }
}

const specArgs = process.argv.slice(2)
const STEPS = ['build', 'browser', 'mail', 'load', 'instances']
const steps = new Set(
  process.env.E2E_STEPS
    ? process.env.E2E_STEPS.split(',').map((step) => step.trim())
    : specArgs.length === 0
      ? STEPS
      : ['build', 'browser'],
)
if (process.env.E2E_SKIP_BUILD) steps.delete('build')
for (const step of steps) if (!STEPS.includes(step)) throw new Error(`E2E_STEPS: no step "${step}" (the steps: ${STEPS.join(', ')})`)

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-e2e-'))
fs.chmodSync(workDir, 0o755)
let database
let exitCode = 1
let cleaning
/** Stops what this run started and removes its directory (a database and media, about 100 MB). */
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const child of children) child.kill('SIGTERM')
    await Promise.all([...children].map(finished))
    try {
      await database?.stop()
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true })
    }
  })())
// `npm test` stops a step with SIGTERM when it hangs or when it is itself stopped (Ctrl-C): Node's default
// for a signal ends the process at once, without the `finally` below, and left the directory behind.
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
]) {
  process.once(signal, () => cleanUp().finally(() => process.exit(128 + number)))
}
try {
  if (steps.has('build')) {
    const build = start(bin('next'), ['build'], {
      NEXT_TELEMETRY_DISABLED: '1',
      SERVER_URL: BUILD_ORIGIN,
      NEXT_PUBLIC_SERVER_URL: BUILD_ORIGIN,
    })
    if ((await finished(build)) !== 0) throw new Error('next build failed')
  }
  exitCode = 0
  const databases = [...(steps.has('browser') ? ['headstash_e2e'] : []), ...(steps.has('mail') ? ['headstash_e2e_mail'] : [])]
  if (databases.length) {
    database = await startDemoDatabase({
      dataDir: path.join(workDir, 'postgres'),
      databases,
      mediaDirs: databases.map(mediaDir),
    })
  }
  if (steps.has('browser')) {
    exitCode = await runPlaywright({ database: 'headstash_e2e', mail: Boolean(process.env.E2E_MAIL), args: specArgs })
  }
  if (exitCode === 0 && steps.has('mail')) {
    // The mail flows need the app sending e-mail (double opt-in) to the demo inbox, which the other
    // specs must not have: a second instance of the same build on a fresh database runs just them.
    exitCode = await runPlaywright({ database: 'headstash_e2e_mail', mail: true, args: MAIL_SPECS })
  }
  // The tests below start their own instances.
  const nodeTest = async (file, env = {}) =>
    finished(start(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', path.join(root, 'tests', file)], env))
  if (exitCode === 0 && steps.has('load')) {
    // 100 concurrent clients on one instance: its answers must come in time, so nothing else runs meanwhile.
    exitCode = await nodeTest(path.join('scale', 'connection-budget.e2e.mjs'))
  }
  if (exitCode === 0 && steps.has('instances')) {
    const cacheTests = process.env.E2E_SKIP_CACHE ? [] : ['coherence.e2e.mjs', 'bounded.e2e.mjs']
    for (const test of cacheTests) {
      if (exitCode !== 0) break
      exitCode = await nodeTest(path.join('cache', test))
    }
    if (exitCode === 0) exitCode = await nodeTest(path.join('bytes', 'budgets.e2e.mjs'))
    if (exitCode === 0) {
      exitCode = await nodeTest(
        path.join('origin', 'one-build.e2e.mjs'),
        // The origin test checks that the origin the build was made with shows up nowhere: known when
        // this script's build step made it, in this run or an earlier one (E2E_BUILT_BY_STEP=1).
        steps.has('build') || process.env.E2E_BUILT_BY_STEP ? { E2E_BUILD_ORIGIN: BUILD_ORIGIN } : {},
      )
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await cleanUp()
}
process.exit(exitCode)
