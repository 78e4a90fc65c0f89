#!/usr/bin/env node
// Proof of the graceful shutdown (docs/decisions.md#shutdown) against the real production entry point: `npm start`
// (scripts/launch.mjs → embedded Postgres → scripts/server.mjs → Next). Needs `npm run build` first.
//  1. CLIENTS keep-alive clients (one connection each) request public pages and API reads in a loop;
//     SIGTERM arrives mid-load. A client stops when an answer says `Connection: close` (behind a load
//     balancer it would go to another instance). Every request sent must be answered (< 500): 0 failed,
//     every client told to go, the launcher exits 0 within 30 s, and Postgres stops only after the app.
//  2. A request that never finishes is cut off at SHUTDOWN_TIMEOUT_MS and the exit is non-zero.
//  3. The same launcher on a port that is already taken exits non-zero instead of running deaf.
// Exits non-zero when a check fails. Counts, not timings, decide (the exit time is bounded by a limit).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './lib/embedded-postgres.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CLIENTS = Number(process.env.SHUTDOWN_CHECK_CLIENTS ?? 16)
const LOAD_BEFORE_SIGNAL_MS = 3_000
const EXIT_LIMIT_MS = 30_000
const PATHS = ['/', '/changelog', '/api/changelog/public', '/api/headstash/submissions', '/api/podcast/episodes', '/api/auth/me']

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(2)
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-shutdown-'))
fs.chmodSync(workDir, 0o755)
const { DATABASE_URL: _ignored, ...parentEnv } = process.env

function launch(port, log, extraEnv = {}) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'launch.mjs'), 'start'], {
    cwd: root,
    env: {
      ...parentEnv,
      ...extraEnv,
      PORT: String(port),
      PAYLOAD_SECRET: 'headstash-shutdown-check',
      EMBEDDED_POSTGRES_DIR: path.join(workDir, 'postgres'),
      MEDIA_DIR: path.join(workDir, 'media'),
      COOKIE_SECURE: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })))
  return { child, exited }
}

async function waitUntilReady(base, exited) {
  let gone = false
  void exited.then(() => (gone = true))
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (gone) throw new Error('the server exited before it was ready')
    try {
      const response = await fetch(`${base}/api/ready`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not become ready within 120 s')
}

function get(agent, port, urlPath) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (response) => {
      response.resume()
      response.once('end', () => resolve({ status: response.statusCode ?? 0, close: response.headers.connection === 'close' }))
      response.once('error', (error) => resolve({ error }))
    })
    request.once('error', (error) => resolve({ error }))
  })
}

async function client(index, port, state) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  let step = index
  try {
    for (;;) {
      const urlPath = PATHS[step % PATHS.length]
      step += 1
      const result = await get(agent, port, urlPath)
      if (state.signalled) state.afterSignal += 1
      else state.beforeSignal += 1
      if (result.error) {
        state.failed.push(`${urlPath}: ${result.error.code ?? result.error.message}`)
        return
      }
      if (result.status >= 500) state.failed.push(`${urlPath}: HTTP ${result.status}`)
      if (result.close) {
        state.toldToGo += 1
        return
      }
      // A server that keeps serving keep-alive connections after the signal would hold us here forever.
      if (state.signalledAt && Date.now() - state.signalledAt > EXIT_LIMIT_MS) return
    }
  } finally {
    agent.destroy()
  }
}

const log = fs.createWriteStream(path.join(workDir, 'app.log'))
const checks = []
const check = (ok, text) => {
  checks.push(ok)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`)
}

let app
try {
  // 1. Drain under load.
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  app = launch(port, log)
  await waitUntilReady(base, app.exited)
  const state = { signalled: false, signalledAt: 0, beforeSignal: 0, afterSignal: 0, toldToGo: 0, failed: [] }
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index, port, state))
  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS))
  state.signalled = true
  const signalledAt = Date.now()
  state.signalledAt = signalledAt
  app.child.kill('SIGTERM')
  await Promise.all(clients)
  const exit = await Promise.race([app.exited, new Promise((resolve) => setTimeout(() => resolve(null), EXIT_LIMIT_MS + 5_000))])
  if (!exit) app.child.kill('SIGKILL')
  const exitMs = exit ? exit.at - signalledAt : Infinity
  console.log(
    `${CLIENTS} keep-alive clients: ${state.beforeSignal} requests before SIGTERM, ${state.afterSignal} after; ` +
      `${state.failed.length} failed; exit code ${exit?.code ?? 'none'} after ${exitMs} ms`,
  )
  for (const failure of state.failed.slice(0, 10)) console.log(`     failed: ${failure}`)
  check(state.failed.length === 0, 'no request failed (reset, refused or ≥ 500)')
  check(state.toldToGo === CLIENTS, `every client was answered with Connection: close (${state.toldToGo}/${CLIENTS})`)
  check(exit?.code === 0, 'the launcher exited 0 after draining')
  check(exitMs < EXIT_LIMIT_MS, `it exited within ${EXIT_LIMIT_MS / 1000} s`)
  const appLog = fs.readFileSync(path.join(workDir, 'app.log'), 'utf8')
  const drainedAt = appLog.indexOf('Drained in')
  const pgStoppedAt = appLog.indexOf('Stopping embedded Postgres')
  check(drainedAt !== -1 && pgStoppedAt > drainedAt, 'embedded Postgres was stopped after the app had drained')

  // 2. A request that never completes (its body never arrives) is cut off at SHUTDOWN_TIMEOUT_MS, and
  //    the forced exit is reported as a failure (non-zero), not as a clean drain.
  const stuckPort = await freePort()
  app = launch(stuckPort, log, { SHUTDOWN_TIMEOUT_MS: '2000' })
  await waitUntilReady(`http://127.0.0.1:${stuckPort}`, app.exited)
  const stuck = net.connect(stuckPort, '127.0.0.1')
  stuck.on('error', () => undefined)
  await new Promise((resolve) => stuck.once('connect', resolve))
  stuck.write(
    'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email"',
  )
  await new Promise((resolve) => setTimeout(resolve, 500))
  app.child.kill('SIGTERM')
  const forced = await Promise.race([app.exited, new Promise((resolve) => setTimeout(() => resolve(null), EXIT_LIMIT_MS))])
  stuck.destroy()
  if (!forced) app.child.kill('SIGKILL')
  check(
    Boolean(forced) && forced.code !== 0,
    `a request outliving SHUTDOWN_TIMEOUT_MS is cut off with a non-zero exit (${forced?.code ?? 'still running'})`,
  )

  // 3. A busy port is fatal.
  const blocker = net.createServer()
  const busyPort = await freePort()
  await new Promise((resolve) => blocker.listen(busyPort, resolve))
  app = launch(busyPort, log)
  const busy = await Promise.race([app.exited, new Promise((resolve) => setTimeout(() => resolve(null), 120_000))])
  if (!busy) {
    // Still running deaf: stop it the polite way first, so the launcher also stops its Postgres.
    app.child.kill('SIGTERM')
    const stopped = await Promise.race([app.exited, new Promise((resolve) => setTimeout(() => resolve(null), EXIT_LIMIT_MS))])
    if (!stopped) app.child.kill('SIGKILL')
  }
  blocker.close()
  check(Boolean(busy) && busy.code !== 0, `a busy port ends the launcher with a non-zero exit (${busy?.code ?? 'still running'})`)
} catch (error) {
  check(false, error instanceof Error ? error.message : String(error))
  app?.child.kill('SIGTERM')
  await app?.exited
} finally {
  log.end()
  if (checks.includes(false)) console.log(`app log kept in ${workDir}/app.log`)
  else fs.rmSync(workDir, { recursive: true, force: true })
}
process.exit(checks.includes(false) ? 1 : 0)
