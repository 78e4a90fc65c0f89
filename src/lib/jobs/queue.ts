import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { isAdminUser } from '@/access'

/**
 * Payload's jobs queue: scheduled publishing of episodes and changelog entries, newsletter e-mail, and the
 * overdue-review check on its schedule.
 *
 * The queue is run through Payload's own endpoint, `GET /api/payload-jobs/run`, never by calling
 * `payload.jobs.run()` in the background: a scheduled publish has to expire the public pages' cache
 * tags, and Next's `revalidateTag` works only inside a request (outside one it throws "static generation
 * store missing", which src/lib/cache swallows), so a publish made by Payload's in-process `autoRun` cron
 * would leave the pages stale until their time-based revalidation. A request to the endpoint is a Next
 * route handler like any other: the publish's afterChange hook expires the tags at once.
 */

/** The queue Payload's schedulePublish task and the newsletter e-mail tasks are queued on. */
export const JOBS_QUEUE = 'default'
export const JOBS_RUN_PATH = `/api/payload-jobs/run?queue=${JOBS_QUEUE}&limit=20`

const DEFAULT_INTERVAL_SECONDS = 60

/** The environment variables read here (process.env by default). */
type Env = Partial<Record<string, string>>

export interface JobsRunnerSettings {
  /** The app runs the queue itself (demo, single server); PAYLOAD_JOBS_AUTORUN=false turns it off. */
  enabled: boolean
  intervalMs: number
}

export function jobsRunnerSettings(env: Env = process.env): JobsRunnerSettings {
  const seconds = Number(env.PAYLOAD_JOBS_INTERVAL_SECONDS ?? DEFAULT_INTERVAL_SECONDS)
  return {
    enabled: env.PAYLOAD_JOBS_AUTORUN !== 'false',
    intervalMs: Math.round((Number.isFinite(seconds) && seconds >= 1 ? seconds : DEFAULT_INTERVAL_SECONDS) * 1000),
  }
}

/**
 * The secret a worker presents to run the queue: CRON_SECRET when set (a separate worker or a platform
 * cron needs to know it), otherwise derived from PAYLOAD_SECRET so the demo needs no extra setting.
 */
export function jobsSecret(env: Env = process.env): string {
  if (env.CRON_SECRET) return env.CRON_SECRET
  return createHmac('sha256', env.PAYLOAD_SECRET || '')
    .update('headstash:payload-jobs:run')
    .digest('hex')
}

export const jobsRunHeaders = (secret = jobsSecret()): Record<string, string> => ({ authorization: `Bearer ${secret}` })

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** `jobs.access.run`: staff, or a worker presenting the secret (Payload's default admits any account). */
export function canRunJobs({ req }: { req: PayloadRequest }): boolean {
  if (isAdminUser(req.user)) return true
  const header = req.headers.get('authorization') ?? ''
  return header.startsWith('Bearer ') && sameSecret(header.slice('Bearer '.length), jobsSecret())
}

/** Staff only for queueing and cancelling jobs (the admin's "Schedule publish"). */
export const staffOnly = ({ req }: { req: PayloadRequest }): boolean => isAdminUser(req.user)

/** Where a running queue runner leaves its "run now" call (instrumentation and routes are separate bundles). */
const RUN_SOON = Symbol.for('headstash.jobs.runSoon')
type RunnerGlobal = typeof globalThis & { [RUN_SOON]?: () => void }

/**
 * Asks this server's queue runner for a run now instead of at its next tick (a queued e-mail must not
 * wait a minute). Does nothing where no runner runs in this process (PAYLOAD_JOBS_AUTORUN=false: the
 * separate worker picks the job up on its own schedule).
 */
export function runJobsSoon(): void {
  ;(globalThis as RunnerGlobal)[RUN_SOON]?.()
}

/**
 * Starts the app's own queue runner: every interval, and whenever runJobsSoon asks, one request to the
 * run endpoint on this server's loopback address. Runs never overlap; a call that comes during a run gets
 * one more run right after it (that run may have looked for jobs before the new one was queued). A
 * failed run is logged and the next one tries again.
 */
export function startJobsRunner({ origin, intervalMs }: { origin: string; intervalMs: number }): () => void {
  const url = new URL(JOBS_RUN_PATH, origin)
  let running = false
  let again = false
  const tick = async (): Promise<void> => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      const response = await fetch(url, { headers: jobsRunHeaders() })
      if (!response.ok) console.error(`[jobs] ${url.pathname} answered ${response.status}`)
    } catch (error) {
      console.error('[jobs] queue run failed', error)
    } finally {
      running = false
    }
    if (again) {
      again = false
      await tick()
    }
  }
  const runSoon = () => void tick()
  const timer = setInterval(runSoon, intervalMs)
  ;(globalThis as RunnerGlobal)[RUN_SOON] = runSoon
  // Said once, so an operator sees that this instance runs the queue (PAYLOAD_JOBS_AUTORUN=false stops it).
  console.log(`[jobs] this server runs the jobs queue every ${intervalMs / 1000} s (scheduled publishing) and at once for queued e-mail`)
  // The runner must not keep a shutting-down server alive.
  timer.unref()
  return () => {
    clearInterval(timer)
    const global = globalThis as RunnerGlobal
    if (global[RUN_SOON] === runSoon) delete global[RUN_SOON]
  }
}
