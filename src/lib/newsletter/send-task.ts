import { randomUUID } from 'node:crypto'
import type { SmtpError, Transporter } from 'nodemailer'
import type { Payload, TaskConfig } from 'payload'
import { CACHE_TAGS, expireTags } from '@/lib/cache'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import {
  acquireSendLease,
  claimBatch,
  extendLeases,
  findSend,
  finishIfDone,
  markIssueSent,
  nextDue,
  releaseClaims,
  releaseSendLease,
  requeueAbandoned,
  setWaitingReason,
  sendContent,
  type ClaimedDelivery,
  type DeliveryResult,
} from './delivery'
import { ResultRecorder, Signal } from './send-pipeline'
import { classifySmtpError, deliverySettings, type DeliverySettings } from './delivery-settings'
import { compileIssueMessage, type CompiledIssueMessage } from './compiled-message'
import { renderIssueEmail } from './issue-email'
import { issueAsSent } from './issue-snapshot'
import { newsletterTransport } from './mailer'
import { startSendNow } from './send-start'
import { TRACKING_OFF, withTracking } from './tracking'

export const SEND_TASK = 'newsletterSend'
/** The newsletter's own queue: a long send never holds up scheduled publishing or confirmation e-mail. */
export const NEWSLETTER_QUEUE = 'newsletter'

export const DELIVERY_MESSAGES = {
  smtpUnreachable: (detail: string) => `Waiting for the mail server (${detail}); nothing is marked sent until it answers.`,
} as const

/**
 * The lease a worker took for a job before running it (src/lib/newsletter/worker.ts), by job id, so the
 * handler works under the same lease.
 */
const claimedLeases = new Map<string | number, string>()
export const rememberLease = (jobId: string | number, owner: string) => claimedLeases.set(jobId, owner)
export const forgetLease = (jobId: string | number) => claimedLeases.delete(jobId)

/** Set when this process shuts down: a running send stops after its batch and gives its lease back. */
let stopping = false
export const stopSendsInThisProcess = () => {
  stopping = true
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Longest the loop sleeps at a time, so a pause or a cancel is noticed within it. */
const MAX_NAP_MS = 1_000
/** How long to wait when the pacing allows nothing more right now. */
const PACED_NAP_MS = 50
/** Waits between attempts to reach a mail server that is down: doubling up to this. */
const MAX_UNREACHABLE_WAIT_MS = 30_000

/** One attempt at one recipient: `sent` only on the server's 250 for the message. */
async function deliver(transport: Transporter, message: CompiledIssueMessage, delivery: ClaimedDelivery): Promise<DeliveryResult> {
  try {
    const info = await transport.sendMail(message.forRecipient(delivery.email, delivery.messageId))
    return { id: delivery.id, outcome: 'sent', attempts: delivery.attempts, response: info.response }
  } catch (error) {
    const smtpError = error as SmtpError
    return {
      id: delivery.id,
      outcome: classifySmtpError(smtpError),
      attempts: delivery.attempts,
      response: smtpError.response ?? `${smtpError.code ?? 'Error'}: ${smtpError.message}`,
    }
  }
}

/** Messages handed to the SMTP pool per connection: each connection takes its next one the moment it is free. */
const QUEUED_PER_CONNECTION = 2

/**
 * Runs one send under `owner`'s lease until every recipient is reached or given up on, or the send is
 * paused or cancelled, or the lease is lost. Recipients are claimed from the ledger a batch at a time,
 * the next batch while the current one is still going out; each message is handed to a pool of SMTP
 * connections as soon as one is free and its outcome written as soon as the server answered it, so no
 * message waits for a slower one. A heartbeat keeps the lease while it works.
 */
export async function runSend(
  payload: Payload,
  sendId: number,
  owner: string,
  settings: DeliverySettings = deliverySettings(),
): Promise<string> {
  if (!(await acquireSendLease(payload, sendId, owner, settings.leaseSeconds))) return 'another worker holds this send'
  let lost = false
  const heartbeat = setInterval(
    () => {
      extendLeases(payload, sendId, owner, settings.leaseSeconds).then(
        (held) => {
          if (!held) lost = true
        },
        (error: unknown) => payload.logger.error({ err: error, msg: `Newsletter send ${sendId}: heartbeat failed` }),
      )
    },
    (settings.leaseSeconds * 1000) / 3,
  )
  const recorder = new ResultRecorder(payload, owner, settings)
  const changed = new Signal()
  /** Claimed recipients not yet handed to the SMTP pool. */
  const pending: ClaimedDelivery[] = []
  /** Messages handed to the SMTP pool whose answer has not come yet. */
  let inFlight = 0
  /** Set when the mail server could not be reached: nothing more is handed out until the pool is idle. */
  let unreachable: string | undefined
  /** Messages the server answered (accepted or refused): it is reachable. */
  let answered = 0
  let transport: Transporter | undefined
  const maxInFlight = settings.connections * QUEUED_PER_CONNECTION

  const handOut = (message: CompiledIssueMessage) => {
    while (!unreachable && inFlight < maxInFlight && pending.length) {
      const delivery = pending.shift()!
      inFlight += 1
      void deliver(transport!, message, delivery).then((result) => {
        inFlight -= 1
        if (result.outcome === 'unreachable') unreachable ??= result.response
        else answered += 1
        recorder.add(result)
        handOut(message)
        changed.notify()
      })
    }
  }
  /** Stops handing out: what is claimed and not yet out goes back to the queue, what is out is answered and written. */
  const settle = async () => {
    const unsent = pending.splice(0)
    await releaseClaims(
      payload,
      owner,
      unsent.map((delivery) => delivery.id),
    )
    await changed.until(() => inFlight === 0, Number.POSITIVE_INFINITY)
    await recorder.flush()
  }

  try {
    let send = await findSend(payload, sendId)
    if (!send) return 'send is gone'
    const issue = await payload.findByID({ collection: 'newsletter-issues', id: send.issue, depth: 1, overrideAccess: true })
    if (send.state === 'scheduled') {
      await startSendNow(payload, sendId, issue)
      if (await markIssueSent(payload, send.issue)) expireTags(CACHE_TAGS.newsletterIssues)
      send = await findSend(payload, sendId)
    }
    if (!send || send.state !== 'sending') return `send is ${send?.state ?? 'gone'}`
    const started = await sendContent(payload, sendId)
    const snapshot = started?.content ?? null
    // Rendered and compiled once for the whole send, from what the send fixed when it started (a send
    // from before that was stored renders the issue as it is now); each recipient's copy differs only
    // by their address, Message-ID and unsubscribe links.
    const rendered = await renderIssueEmail(payload, issueAsSent(issue, snapshot), snapshot?.nodes)
    const message = await compileIssueMessage(withTracking(rendered, sendId, started?.tracking ?? TRACKING_OFF, publicOrigin()))
    transport = newsletterTransport(settings.connections)
    let unreachableWaitMs = 1_000
    let answeredBefore = 0
    for (;;) {
      if (recorder.failed) throw recorder.failed
      if (lost) return 'lease lost'
      if (stopping) return 'worker stopping'
      const current = await findSend(payload, sendId)
      if (current?.state !== 'sending') return `send is ${current?.state ?? 'gone'}`
      if (unreachable) {
        await settle()
        if (answered === answeredBefore) {
          // Not one answer since the last look: the server is down. Wait, then try with a new pool
          // (nodemailer's pool may hold on to the failed connections).
          await setWaitingReason(payload, sendId, DELIVERY_MESSAGES.smtpUnreachable(unreachable))
          payload.logger.warn(`Newsletter send ${sendId}: mail server unreachable (${unreachable}); retrying`)
          transport.close()
          for (let waited = 0; waited < unreachableWaitMs && !stopping; waited += MAX_NAP_MS) await sleep(MAX_NAP_MS)
          unreachableWaitMs = Math.min(MAX_UNREACHABLE_WAIT_MS, unreachableWaitMs * 2)
          transport = newsletterTransport(settings.connections)
        }
        answeredBefore = answered
        unreachable = undefined
        continue
      }
      if (answered > answeredBefore) {
        if (current.reason) await setWaitingReason(payload, sendId, null)
        unreachableWaitMs = 1_000
        answeredBefore = answered
      }
      // The next batch is claimed while the last one is still going out.
      if (pending.length + inFlight >= settings.batchSize) {
        await changed.until(() => Boolean(unreachable) || pending.length + inFlight < settings.batchSize, MAX_NAP_MS)
        continue
      }
      await requeueAbandoned(payload, sendId)
      const { claimed, paced } = await claimBatch(payload, sendId, owner, settings)
      if (claimed.length) {
        pending.push(...claimed)
        handOut(message)
        continue
      }
      if (paced) {
        await sleep(PACED_NAP_MS)
        continue
      }
      if (pending.length + inFlight > 0) {
        // Nothing due now: wait for the messages out to be answered (a refusal may queue a retry).
        await changed.until(() => Boolean(unreachable) || inFlight === 0, MAX_NAP_MS)
        continue
      }
      await recorder.flush()
      const { inFlight: othersInFlight, dueInMs } = await nextDue(payload, sendId)
      if (dueInMs === undefined && othersInFlight === 0) {
        await finishIfDone(payload, sendId)
        payload.logger.info(`Newsletter send ${sendId}: done; ${recorder.written} outcomes written in ${recorder.writes} updates`)
        return 'done'
      }
      await sleep(Math.min(MAX_NAP_MS, Math.max(20, dueInMs ?? MAX_NAP_MS)))
    }
  } finally {
    await settle().catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Newsletter send ${sendId}: could not record the last answers` }),
    )
    clearInterval(heartbeat)
    transport?.close()
    await releaseSendLease(payload, sendId, owner)
  }
}

/**
 * Sends an issue to its snapshotted recipients (input: the send's id). Queued on the newsletter queue
 * when a send starts, resumes, or is found abandoned; a worker takes the job under a lease first
 * (src/lib/newsletter/worker.ts), so two workers never run the same send.
 */
export const newsletterSendTask: TaskConfig<typeof SEND_TASK> = {
  slug: SEND_TASK,
  label: 'Newsletter send',
  inputSchema: [{ name: 'sendId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  // A failed run is not retried by Payload: the worker's sweep queues a fresh job for any send left
  // unfinished without a live lease (newsletterSendsToResume).
  retries: 0,
  handler: async ({ input, job, req: { payload } }) => {
    const owner = claimedLeases.get(job.id) ?? `job-${job.id}-${randomUUID()}`
    const outcome = await runSend(payload, input.sendId, owner)
    return { output: { outcome } }
  },
}
