// Load generation for the bench scripts through Debian's `wrk` (apt-get install wrk): a native client,
// so the figures are the server's and not the client's. A Node client (autocannon) saturates on these
// 2 cores near a few thousand requests/s, below what a bare node:http server sends, which made every
// ratio to the bare server look better than it was (docs/decisions.md#cache-hits).
import { execFile } from 'node:child_process'
import fs from 'node:fs'

const WRK = process.env.WRK_BIN ?? '/usr/bin/wrk'

/** Whether wrk is installed; the bench says how to install it otherwise. */
export const hasWrk = () => fs.existsSync(WRK)

const UNITS_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

/** "1.23ms" → 1.23 (milliseconds). */
const durationMs = (text) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text)
  return match ? Number(match[1]) * UNITS_MS[match[2]] : Number.NaN
}

/** Requests/s, p50 / p99 latency (ms) and failed requests from wrk's `--latency` report. */
export function parseWrk(output) {
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN)
  const percentile = (p) => durationMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '')
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0
  return { perSecond, p50: percentile(50), p99: percentile(99), failures: non2xx + socketErrors }
}

/**
 * Runs wrk against `url` with `connections` keep-alive connections for `seconds`. `threads` defaults to 1:
 * the server under test is one Node process (one core busy), so on 2 cores one wrk thread gets the other
 * core; a second thread would take CPU from the server it measures.
 */
export function wrk(url, { seconds = 10, connections = 20, threads = 1, headers = {} } = {}) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  return new Promise((resolve, reject) => {
    execFile(WRK, [...args, url], { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrk failed on ${url}: ${stderr || error.message}`))
      else resolve(parseWrk(stdout))
    })
  })
}
