import { randomUUID } from 'node:crypto'
import type { SmtpError, Transporter } from 'nodemailer'
import type { Payload, TaskConfig } from 'payload'
import { CACHE_TAGS, expireTags } from '@/lib/cache'
import {
  acquireSendLease,
  claimBatch,
  extendLeases,
  findSend,
  finishIfDone,
  markIssueSent,
  nextDue,
  recordResults,
  releaseSendLease,
  requeueAbandoned,
  setWaitingReason,
  startSnapshot,
  type ClaimedDelivery,
  type DeliveryResult,
} from './delivery'
import { classifySmtpError, deliverySettings, type DeliverySettings } from './delivery-settings'
import { renderIssueEmail, type IssueEmailTemplate } from './issue-email'
import { issueMessage, messageIdDomain, newsletterTransport } from './mailer'

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Longest the loop sleeps at a time, so a pause or a cancel is noticed within it. */
const MAX_NAP_MS = 1_000
/** Waits between attempts to reach a mail server that is down: doubling up to this. */
const MAX_UNREACHABLE_WAIT_MS = 30_000

/** One attempt at one recipient: `sent` only on the server's 250 for the message. */
async function deliver(transport: Transporter, template: IssueEmailTemplate, delivery: ClaimedDelivery): Promise<DeliveryResult> {
  try {
    const info = await transport.sendMail(issueMessage(template, delivery.email, delivery.messageId))
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

/**
 * Runs one send under `owner`'s lease until every recipient is reached or given up on, or the send is
 * paused or cancelled, or the lease is lost. Batches are claimed from the ledger, sent over a pool of
 * SMTP connections, and their outcomes written back; a heartbeat keeps the lease while it works.
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
  let transport: Transporter | undefined
  try {
    let send = await findSend(payload, sendId)
    if (send?.state === 'scheduled') {
      await startSnapshot(payload, sendId, messageIdDomain())
      if (await markIssueSent(payload, send.issue)) expireTags(CACHE_TAGS.newsletterIssues)
      send = await findSend(payload, sendId)
    }
    if (!send || send.state !== 'sending') return `send is ${send?.state ?? 'gone'}`
    const issue = await payload.findByID({ collection: 'newsletter-issues', id: send.issue, depth: 1, overrideAccess: true })
    // Rendered once for the whole send; each recipient's copy differs only by their unsubscribe link.
    const template = await renderIssueEmail(payload, issue)
    transport = newsletterTransport(settings.connections)
    let unreachableWaitMs = 1_000
    for (;;) {
      if (lost) return 'lease lost'
      const current = await findSend(payload, sendId)
      if (current?.state !== 'sending') return `send is ${current?.state ?? 'gone'}`
      await requeueAbandoned(payload, sendId)
      const { claimed, paced } = await claimBatch(payload, sendId, owner, settings)
      if (!claimed.length) {
        if (paced) {
          await sleep(50)
          continue
        }
        const { inFlight, dueInMs } = await nextDue(payload, sendId)
        if (dueInMs === undefined && inFlight === 0) {
          await finishIfDone(payload, sendId)
          return 'done'
        }
        await sleep(Math.min(MAX_NAP_MS, Math.max(20, dueInMs ?? MAX_NAP_MS)))
        continue
      }
      const results = await Promise.all(claimed.map((delivery) => deliver(transport!, template, delivery)))
      await recordResults(payload, owner, results, settings)
      const unreachable = results.filter((result) => result.outcome === 'unreachable')
      if (unreachable.length === results.length) {
        await setWaitingReason(payload, sendId, DELIVERY_MESSAGES.smtpUnreachable(unreachable[0]!.response))
        payload.logger.warn(`Newsletter send ${sendId}: mail server unreachable (${unreachable[0]!.response}); retrying`)
        // A new pool: nodemailer's pool may hold on to the failed connections.
        transport.close()
        await sleep(unreachableWaitMs)
        unreachableWaitMs = Math.min(MAX_UNREACHABLE_WAIT_MS, unreachableWaitMs * 2)
        transport = newsletterTransport(settings.connections)
      } else {
        if (unreachableWaitMs > 1_000 || current.reason) await setWaitingReason(payload, sendId, null)
        unreachableWaitMs = 1_000
      }
    }
  } finally {
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
