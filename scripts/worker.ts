// `npm run worker` (after `npm run build`, which bundles this file): a newsletter worker process (the jobs
// queue only, no web server). Run as many as wanted beside the web servers (PAYLOAD_JOBS_AUTORUN=false
// there); each claims sends under a lease, so they never run the same one, and one that dies has its send
// taken over by another (src/lib/newsletter/worker.ts).
// SIGTERM / SIGINT let the batch in flight finish and release the lease before exiting.
// `npm run worker` starts it with --max-semi-space-size=4 (MB): a send makes many short-lived strings, and
// V8's default young generation (16 MB semi-spaces) grows the process by ~40 MB for no measurable speed.
import { setPriority } from 'node:os'
import { getPayload } from 'payload'

/**
 * A start that never finishes must end the process, for its supervisor to start it again: a database
 * that accepts connections but never answers would otherwise hold a worker that sends nothing. A start
 * that has not finished after STARTUP_LIMIT_MS exits 1; one that ends with nothing left to wait for
 * (Node's exit 13, an unsettled top-level await) says so too. Such exits 13 were Lexical's top-level
 * awaits, which `npm run worker`'s production condition avoids (scripts/lib/app-conditions.mjs).
 */
const STARTUP_LIMIT_MS = 60_000
let started = false
const startLimit = setTimeout(() => {
  console.error(`[worker] did not start within ${STARTUP_LIMIT_MS / 1000} s`)
  process.exit(1)
}, STARTUP_LIMIT_MS)
process.on('exit', (code) => {
  if (started) return
  console.error(`[worker] exited with ${code} before it started${code === 13 ? ': its start never settled' : ''}`)
})

// The worker's share of the connection budget (src/lib/db/pool.ts), read when the config is loaded:
// so the config is imported only after this is set.
process.env.DB_ROLE = 'worker'
const { default: config } = await import('../src/payload.config')
const { startNewsletterWorker, workerId } = await import('../src/lib/newsletter/worker')

/**
 * The worker runs below the web servers' priority: on a machine they share, a send at full speed takes
 * whatever CPU the pages leave, instead of doubling their response times. Pacing caps the send's rate;
 * this only decides who waits when both want the CPU at once.
 */
const WORKER_NICENESS = 10
setPriority(WORKER_NICENESS)

const payload = await getPayload({ config })
started = true
clearTimeout(startLimit)
const owner = workerId()
const stop = startNewsletterWorker(payload, { owner })
console.log(`[worker] ${owner} runs the newsletter queue`)

let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`[worker] ${signal}: finishing the batch in flight`)
  void stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[worker] stopped with an error', error)
      process.exit(1)
    },
  )
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
