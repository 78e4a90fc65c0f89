#!/usr/bin/env node
// Proof that request bodies are capped while they stream, against the real production entry point
// (scripts/launch.mjs start → embedded Postgres → scripts/server.mjs → Next). Needs `npm run build`.
//  1. Oversized bodies, chunked and with a Content-Length, to a JSON endpoint, the image upload, Payload's
//     REST and GraphQL each answer 413 with a JSON `message` (the route's own text).
//  2. Memory: BODY_CHECK_PARALLEL (10) anonymous chunked bodies of BODY_CHECK_ATTEMPT_MB (1024) each at
//     once, to the JSON endpoint, GraphQL and /api/upload-image in turn; the server process's resident
//     memory is sampled throughout and its growth over the idle figure is reported. Goal: at most
//     BODY_CHECK_GOAL_MB (50) plus what the route may hold by its own limit (ten 10 MB images).
//     A server that buffers bodies would take the machine down, so the attempts are abandoned once the
//     growth passes BODY_CHECK_ABORT_MB (2048) and the figure is reported as "at least".
// Exits non-zero when a check fails.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { clearInterval, setInterval } from 'node:timers'
import { fileURLToPath } from 'node:url'
import { freePort } from './lib/embedded-postgres.mjs'
import { BODY_LIMITS } from '../src/lib/http/body-limits.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PARALLEL = Number(process.env.BODY_CHECK_PARALLEL ?? 10)
const ATTEMPT_BYTES = Number(process.env.BODY_CHECK_ATTEMPT_MB ?? 1024) * 1024 * 1024
const GOAL_MB = Number(process.env.BODY_CHECK_GOAL_MB ?? 50)
const ABORT_MB = Number(process.env.BODY_CHECK_ABORT_MB ?? 2048)
const CHUNK = Buffer.alloc(64 * 1024, 0x61)
const MB = 1024 * 1024

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(2)
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-body-check-'))
fs.chmodSync(workDir, 0o755)
const { DATABASE_URL: _ignored, ...parentEnv } = process.env

const checks = []
const check = (ok, text) => {
  checks.push(ok)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`)
}

/** The server.mjs process under the launcher (the one that holds request bodies). */
function serverPid(launcherPid) {
  const children = fs.readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  const pid = children.find((child) => fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('server.mjs'))
  if (!pid) throw new Error('no server.mjs process under the launcher')
  return pid
}
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

/**
 * Streams `total` bytes (chunked unless `declare` sets Content-Length) until the server answers or cuts
 * the connection; resolves with the answer, if any, and how much was sent.
 */
function send(port, urlPath, { total, contentType, declare = false, stop = { now: false } }) {
  return new Promise((resolve) => {
    let sent = 0
    let answer
    let settled = false
    const finish = (error) => {
      if (settled) return
      settled = true
      resolve({ ...answer, sent, error: answer ? undefined : (error?.code ?? error?.message) })
    }
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: urlPath,
      method: 'POST',
      headers: {
        'Content-Type': contentType,
        'Sec-Fetch-Site': 'same-origin',
        ...(declare ? { 'Content-Length': String(total) } : { 'Transfer-Encoding': 'chunked' }),
      },
    })
    request.on('response', (response) => {
      const parts = []
      response.on('data', (part) => parts.push(part))
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8')
        let json
        try {
          json = JSON.parse(text)
        } catch {
          json = undefined
        }
        answer = { status: response.statusCode, json, text: text.slice(0, 200) }
        request.destroy()
        finish()
      })
      response.on('error', finish)
    })
    request.on('error', finish)
    request.on('close', () => finish(new Error('closed')))
    const pump = () => {
      while (!answer && !stop.now && sent < total && !request.destroyed) {
        const piece = total - sent < CHUNK.length ? CHUNK.subarray(0, total - sent) : CHUNK
        sent += piece.length
        if (!request.write(piece)) return void request.once('drain', pump)
      }
      if (stop.now) request.destroy()
      else if (sent >= total && !request.writableEnded) request.end()
    }
    pump()
  })
}

function launch(port, log) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'launch.mjs'), 'start'], {
    cwd: root,
    env: {
      ...parentEnv,
      PORT: String(port),
      PAYLOAD_SECRET: 'headstash-body-check',
      EMBEDDED_POSTGRES_DIR: path.join(workDir, 'postgres'),
      MEDIA_DIR: path.join(workDir, 'media'),
      COOKIE_SECURE: 'false',
      // Every attempt comes from this one address; the limits themselves have their own tests.
      RATE_LIMIT_PUBLIC_POST: '100000',
      RATE_LIMIT_NEWSLETTER: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited }
}

async function waitUntilReady(base) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not become ready within 120 s')
}

const log = fs.createWriteStream(path.join(workDir, 'app.log'))
let app
try {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  app = launch(port, log)
  await waitUntilReady(base)
  const pid = serverPid(app.child.pid)

  // 1. Every kind of route, both framings: 413 with the route's message.
  const targets = [
    ['JSON endpoint', '/api/newsletter/subscribe', 'application/json', BODY_LIMITS.json],
    ['image upload', '/api/upload-image', 'multipart/form-data; boundary=x', BODY_LIMITS.image],
    ['Payload REST', '/api/strains', 'application/json', BODY_LIMITS.document],
    ['Payload GraphQL', '/api/graphql', 'application/json', BODY_LIMITS.document],
  ]
  for (const [label, urlPath, contentType, limit] of targets) {
    for (const declare of [false, true]) {
      const total = limit.maxBytes + 4 * MB
      const result = await send(port, urlPath, { total, contentType, declare })
      const framing = declare ? 'Content-Length' : 'chunked'
      check(
        result.status === 413 && result.json?.message === limit.message,
        `${label} ${urlPath}, ${framing} ${(total / MB).toFixed(1)} MB → ${result.status ?? result.error} ${result.text ?? ''}`.trim(),
      )
    }
  }

  // 2. Memory under PARALLEL streamed attempts of ATTEMPT_BYTES each, per kind of route. A route may
  //    hold up to its own limit per request (an image is processed whole), so its allowance is the goal
  //    plus PARALLEL times that limit.
  for (const [label, urlPath, contentType, limit] of [targets[0], targets[3], targets[1]]) {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const idle = rssMb(pid)
    let peak = idle
    const stop = { now: false }
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid))
      if (peak - idle > ABORT_MB) stop.now = true
    }, 100)
    const started = Date.now()
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => send(port, urlPath, { total: ATTEMPT_BYTES, contentType, stop })),
    )
    clearInterval(sampler)
    peak = Math.max(peak, rssMb(pid))
    const growth = peak - idle
    const allowance = GOAL_MB + (PARALLEL * limit.maxBytes) / MB
    const statuses = results.map((result) => result.status ?? result.error).join(', ')
    const sentMb = results.reduce((sum, result) => sum + result.sent, 0) / MB
    console.log(
      `${label}: ${PARALLEL} × ${ATTEMPT_BYTES / MB} MB chunked to ${urlPath}: answers [${statuses}], ${sentMb.toFixed(0)} MB sent in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s; server RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ` +
        `growth ${stop.now ? 'at least ' : ''}${growth.toFixed(0)} MB`,
    )
    check(
      !stop.now && growth <= allowance,
      `${label}: memory growth ${growth.toFixed(0)} MB ≤ ${allowance.toFixed(0)} MB (${GOAL_MB} MB + ${PARALLEL} × its ${(limit.maxBytes / MB).toFixed(2)} MB limit)`,
    )
    check(
      results.every((result) => result.status === 413),
      `${label}: every attempt was answered 413`,
    )
  }
  check((await fetch(`${base}/api/ready`)).ok, 'the server still answers afterwards')
} catch (error) {
  check(false, error instanceof Error ? error.message : String(error))
} finally {
  app?.child.kill('SIGTERM')
  await app?.exited
  log.end()
  if (checks.includes(false)) console.log(`app log kept in ${workDir}/app.log`)
  else fs.rmSync(workDir, { recursive: true, force: true })
}
process.exit(checks.includes(false) ? 1 : 0)
