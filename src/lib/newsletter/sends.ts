import type { Payload } from 'payload'
import { z } from 'zod'
import { CACHE_TAGS, expireTags } from '@/lib/cache'
import { isEmailConfigured } from '@/lib/email/config'
import type { StaffContext } from '@/lib/audit/record'
import { HttpError } from '@/lib/http/errors'
import type { NewsletterIssue } from '@/payload-types'
import {
  activeSendOf,
  changeSendState,
  countEligible,
  createSend,
  deleteSend,
  findSend,
  markIssueSent,
  SendConflict,
  sendProgress,
  sendsOfIssue,
  type SendProgress,
} from './delivery'
import { renderIssueEmail } from './issue-email'
import { issueMessage, messageIdDomain, newsletterTransport } from './mailer'
import { startSendNow } from './send-start'
import { queueSendJob, wakeNewsletterWorker } from './worker'

/** What an editor is told when a send cannot start or change; the admin shows these as they are. */
export const SEND_MESSAGES = {
  emailOff: 'E-mail is off (SMTP_URL is not set), so the newsletter cannot be sent',
  noSubject: 'Give the issue a subject before sending it',
  emptyBody: 'Write the issue before sending it: its body is empty',
  notPublished: 'Publish the issue before sending it: subscribers get its published version',
  noRecipients: 'No subscriber would receive this issue: there are no active, confirmed subscribers',
  noneUnreached: 'Every subscriber has already received this issue',
  alreadySent: 'This issue has already been sent. To send it to the subscribers it has not reached yet, send { "resend": "unreached" }',
  notSentYet: 'This issue has not been sent yet, so there is nobody it has not reached: send it first',
  unfinished: 'This issue is being sent: pause, resume or cancel that send first',
  pastSchedule: 'Choose a time in the future to schedule the send',
  notSending: 'This issue has no send in progress to pause',
  notPaused: 'This issue has no paused send to resume',
  nothingToCancel: 'This issue has no scheduled, running or paused send to cancel',
  neverSent: 'This issue has not been sent',
  noStaffAddress: 'Your account has no e-mail address: add one to your account to get test messages',
} as const

export const TEST_SUBJECT_PREFIX = '[Test] '

export const sendRequestSchema = z
  .object({
    scheduledFor: z.iso.datetime({ offset: true, message: 'scheduledFor must be a date and time, e.g. 2026-12-01T09:00:00Z' }).optional(),
    resend: z.literal('unreached', { message: 'resend can only be "unreached"' }).optional(),
  })
  .strict()
export type SendRequest = z.infer<typeof sendRequestSchema>

interface LexicalNode {
  type?: string
  text?: string
  children?: LexicalNode[]
}

/** A body with no words and nothing else in it (no image, block, rule…): only empty paragraphs. */
export function isEmptyBody(body: NewsletterIssue['body']): boolean {
  const stack: LexicalNode[] = [...((body?.root?.children as LexicalNode[] | undefined) ?? [])]
  while (stack.length) {
    const node = stack.pop()!
    if (typeof node.text === 'string') {
      if (node.text.trim()) return false
      continue
    }
    if (node.type !== 'paragraph' && node.type !== 'linebreak' && node.type !== 'text') return false
    stack.push(...(node.children ?? []))
  }
  return true
}

/** The issue as subscribers would get it (its published version), or the reason it cannot be sent. */
async function sendableIssue(payload: Payload, id: number): Promise<NewsletterIssue> {
  const issue = await payload.findByID({ collection: 'newsletter-issues', id, depth: 0, draft: false, overrideAccess: true })
  if (!issue.subject?.trim()) throw new HttpError(400, SEND_MESSAGES.noSubject)
  if (isEmptyBody(issue.body)) throw new HttpError(400, SEND_MESSAGES.emptyBody)
  if (issue._status !== 'published') throw new HttpError(400, SEND_MESSAGES.notPublished)
  return issue
}

export type StartedSend = { sendId: number; recipients: number } | { sendId: number; scheduledFor: string }

/**
 * Starts (or schedules) a send of the issue. A send now snapshots its recipients and content at once,
 * makes the issue public (sentAt, cache expired) and queues the job; a scheduled one does both when its
 * time comes.
 * An issue is sent once: again only to the subscribers no earlier send reached, and only when asked.
 */
export async function startIssueSend(payload: Payload, issueId: number, request: SendRequest, staff?: StaffContext): Promise<StartedSend> {
  if (!isEmailConfigured()) throw new HttpError(409, SEND_MESSAGES.emailOff)
  const issue = await sendableIssue(payload, issueId)
  const earlier = await sendsOfIssue(payload, issueId)
  const unreachedOnly = request.resend === 'unreached'
  if (earlier.some((send) => send.state === 'scheduled' || send.state === 'sending' || send.state === 'paused')) {
    throw new HttpError(409, SEND_MESSAGES.unfinished)
  }
  if (earlier.length && !unreachedOnly) throw new HttpError(409, SEND_MESSAGES.alreadySent)
  if (!earlier.length && unreachedOnly) throw new HttpError(409, SEND_MESSAGES.notSentYet)
  const scheduledFor = request.scheduledFor ? new Date(request.scheduledFor) : undefined
  if (scheduledFor && scheduledFor.getTime() <= Date.now()) throw new HttpError(400, SEND_MESSAGES.pastSchedule)
  if ((await countEligible(payload, issueId, unreachedOnly)) === 0) {
    throw new HttpError(400, unreachedOnly ? SEND_MESSAGES.noneUnreached : SEND_MESSAGES.noRecipients)
  }
  let sendId: number
  try {
    sendId = await createSend(payload, issueId, { scheduledFor: scheduledFor?.toISOString(), resendOf: earlier[0]?.id }, staff)
  } catch (error) {
    if (error instanceof SendConflict) throw new HttpError(409, SEND_MESSAGES.unfinished)
    throw error
  }
  if (scheduledFor) {
    await queueSendJob(payload, sendId, scheduledFor)
    return { sendId, scheduledFor: scheduledFor.toISOString() }
  }
  const recipients = (await startSendNow(payload, sendId, issue)) ?? 0
  if (recipients === 0) {
    // Everyone eligible left between the count and the snapshot: nothing was sent, so no send is recorded.
    await deleteSend(payload, sendId)
    throw new HttpError(400, unreachedOnly ? SEND_MESSAGES.noneUnreached : SEND_MESSAGES.noRecipients)
  }
  if (await markIssueSent(payload, issue.id)) expireTags(CACHE_TAGS.newsletterIssues)
  await queueSendJob(payload, sendId)
  wakeNewsletterWorker()
  return { sendId, recipients }
}

/** The progress of the issue's latest send. */
export async function issueProgress(payload: Payload, issueId: number): Promise<SendProgress> {
  const latest = (await sendsOfIssue(payload, issueId))[0]
  if (!latest) throw new HttpError(404, SEND_MESSAGES.neverSent)
  return sendProgress(payload, latest)
}

export async function pauseIssueSend(payload: Payload, issueId: number, reason: string, staff?: StaffContext): Promise<SendProgress> {
  const send = await activeSendOf(payload, issueId)
  if (!send || !(await changeSendState(payload, send.id, ['sending'], 'paused', reason, staff)))
    throw new HttpError(409, SEND_MESSAGES.notSending)
  return sendProgress(payload, (await findSend(payload, send.id))!)
}

export async function resumeIssueSend(payload: Payload, issueId: number, staff?: StaffContext): Promise<SendProgress> {
  const send = await activeSendOf(payload, issueId)
  if (!send || !(await changeSendState(payload, send.id, ['paused'], 'sending', null, staff)))
    throw new HttpError(409, SEND_MESSAGES.notPaused)
  await queueSendJob(payload, send.id)
  wakeNewsletterWorker()
  return sendProgress(payload, (await findSend(payload, send.id))!)
}

export async function cancelIssueSend(payload: Payload, issueId: number, staff?: StaffContext): Promise<SendProgress> {
  const send = await activeSendOf(payload, issueId)
  if (!send || !(await changeSendState(payload, send.id, ['scheduled', 'sending', 'paused'], 'cancelled', null, staff))) {
    throw new HttpError(409, SEND_MESSAGES.nothingToCancel)
  }
  return sendProgress(payload, (await findSend(payload, send.id))!)
}

/** Sends the issue as subscribers would get it (its current draft, for checking) to one staff address. */
export async function sendTestMessage(payload: Payload, issueId: number, to: string | null | undefined): Promise<{ sentTo: string }> {
  if (!isEmailConfigured()) throw new HttpError(409, SEND_MESSAGES.emailOff)
  if (!to) throw new HttpError(400, SEND_MESSAGES.noStaffAddress)
  const issue = await payload.findByID({ collection: 'newsletter-issues', id: issueId, depth: 1, draft: true, overrideAccess: true })
  if (!issue.subject?.trim()) throw new HttpError(400, SEND_MESSAGES.noSubject)
  const transport = newsletterTransport(1)
  try {
    const template = await renderIssueEmail(payload, issue)
    await transport.sendMail(
      issueMessage(template, to, `<test.${issueId}.${Date.now()}@${messageIdDomain()}>`, {
        subjectPrefix: TEST_SUBJECT_PREFIX,
      }),
    )
  } finally {
    transport.close()
  }
  return { sentTo: to }
}
