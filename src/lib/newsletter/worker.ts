import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Payload } from 'payload'

import { deliverySettings } from './delivery-settings'
import { SENDS_TABLE } from './ledger'
import { forgetLease, NEWSLETTER_QUEUE, rememberLease, SEND_TASK, stopSendsInThisProcess } from './send-task'
import { payloadPool as pool } from '@/lib/db/transaction'

/**
 * Runs the newsletter queue: in the web process for a single server (the demo), and in `npm run worker`
 * processes in production (as many as wanted).
 *
 * Payload's own runner marks a job `processing` when it picks it up and never looks at it again: a
 * worker that dies leaves the job `processing` forever (https://github.com/payloadcms/payload/issues/17645),
 * and two runners that look for jobs at the same moment can both pick the same one (it finds, then
 * updates). So a worker here claims a job by taking its send's lease in one statement (FOR UPDATE SKIP
 * LOCKED on the send row, only when no live lease exists), whatever `processing` says, and only then
 * hands that one job to Payload to run. The running send renews the lease with a heartbeat; when its
 * worker dies the lease runs out and the next worker to look takes the job over.
 */

export const workerId = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

/**
 * Takes the oldest runnable newsletter job whose send nobody holds: not completed, not failed, due, and
 * its send's lease free or run out. Returns the job's id, with the send's lease now held by `owner`.
 */
export async function claimNewsletterJob(payload: Payload, owner: string, leaseSeconds: number): Promise<number | undefined> {
  const { rows } = await pool(payload).query<{ jobId: number }>(
    `WITH pick AS (
       SELECT j.id AS job_id, s.id AS send_id
       FROM payload_jobs j JOIN ${SENDS_TABLE} s ON s.id = (j.input->>'sendId')::int
       WHERE j.queue = $1 AND j.task_slug = $2 AND j.completed_at IS NULL AND j.has_error IS NOT TRUE
         AND (j.wait_until IS NULL OR j.wait_until <= now())
         AND (s.lease_until IS NULL OR s.lease_until < now())
       ORDER BY j.created_at, j.id
       LIMIT 1
       FOR UPDATE OF s SKIP LOCKED
     )
     UPDATE ${SENDS_TABLE} s SET lease_owner = $3, lease_until = now() + make_interval(secs => $4)
     FROM pick WHERE s.id = pick.send_id AND (s.lease_until IS NULL OR s.lease_until < now())
     RETURNING pick.job_id AS "jobId"`,
    [NEWSLETTER_QUEUE, SEND_TASK, owner, leaseSeconds],
  )
  return rows[0]?.jobId
}

/**
 * Sends left unfinished with no job to carry them on: a send whose job ended without finishing it (its
 * run failed, or a worker's lease was taken over by another). Each gets a new job.
 */
export async function resumeOrphanedSends(payload: Payload): Promise<number> {
  const { rows } = await pool(payload).query<{ id: number }>(
    `SELECT s.id FROM ${SENDS_TABLE} s
     WHERE s.state = 'sending' AND (s.lease_until IS NULL OR s.lease_until < now())
       AND NOT EXISTS (
         SELECT 1 FROM payload_jobs j
         WHERE j.queue = $1 AND j.task_slug = $2 AND j.completed_at IS NULL AND j.has_error IS NOT TRUE
           AND (j.input->>'sendId')::int = s.id)`,
    [NEWSLETTER_QUEUE, SEND_TASK],
  )
  for (const { id } of rows) await queueSendJob(payload, id)
  return rows.length
}

export async function queueSendJob(payload: Payload, sendId: number, waitUntil?: Date): Promise<void> {
  await payload.jobs.queue({ task: SEND_TASK, queue: NEWSLETTER_QUEUE, input: { sendId }, ...(waitUntil ? { waitUntil } : {}) })
}

/** Claims one job and runs it to its end; false when there was nothing to claim. */
export async function runOneNewsletterJob(payload: Payload, owner: string = workerId()): Promise<boolean> {
  const { leaseSeconds } = deliverySettings()
  const jobId = await claimNewsletterJob(payload, owner, leaseSeconds)
  if (jobId === undefined) return false
  rememberLease(jobId, owner)
  try {
    await payload.jobs.runByID({ id: jobId, silent: true })
  } finally {
    forgetLease(jobId)
  }
  return true
}

/** Runs newsletter jobs until none is left to claim (tests, and one pass of the worker loop). */
export async function drainNewsletterQueue(payload: Payload, owner: string = workerId()): Promise<void> {
  await resumeOrphanedSends(payload)
  while (await runOneNewsletterJob(payload, owner)) await resumeOrphanedSends(payload)
}

/** Where a running worker loop leaves its "look now" call (routes and instrumentation are separate bundles). */
const WAKE = Symbol.for('headstash.newsletter.wake')
type WorkerGlobal = typeof globalThis & { [WAKE]?: () => void }

/** Asks this process's newsletter worker, if it runs one, to look for work now instead of at its next poll. */
export function wakeNewsletterWorker(): void {
  ;(globalThis as WorkerGlobal)[WAKE]?.()
}

/** How often an idle worker looks for work: a crashed worker's send is taken over within lease + this. */
const POLL_MS = 2_000

/**
 * The worker loop: look for sends to resume and jobs to claim, run them one at a time, and poll when
 * idle. Returns a stop function: the running send stops after its batch and gives its lease back
 * (another worker carries it on).
 */
export function startNewsletterWorker(payload: Payload, { owner = workerId(), pollMs = POLL_MS } = {}): () => Promise<void> {
  let stopped = false
  let wake: (() => void) | undefined
  const nap = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  ;(globalThis as WorkerGlobal)[WAKE] = () => wake?.()
  const loop = (async () => {
    while (!stopped) {
      try {
        await drainNewsletterQueue(payload, owner)
      } catch (error) {
        payload.logger.error({ err: error, msg: 'Newsletter worker: run failed; trying again' })
      }
      if (!stopped) await nap()
    }
  })()
  return async () => {
    stopped = true
    stopSendsInThisProcess()
    wake?.()
    delete (globalThis as WorkerGlobal)[WAKE]
    await loop
  }
}
