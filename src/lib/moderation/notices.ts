/**
 * A submitter who left an e-mail address hears the decision on their find: "your find is live" with its
 * permalink, or the rejection reason and note. Sent from the jobs queue, never in the moderator's
 * request, and only once the undo window has passed: a decision taken back within it is never told.
 *
 * Exactly one e-mail per decision: a decision is the entry's (id, reviewedAt), and a ledger row keyed by
 * it is written in the same transaction as the send, so a job run twice (Payload's runner can hand a job
 * to two runners) or retried after a failure never mails the same decision again. An address in the
 * opt-out store gets nothing.
 */
import { createElement } from 'react'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { emailFrom, isEmailConfigured } from '../email/config'
import { renderEmailHtml } from '../email/render'
import { JOBS_QUEUE } from '../jobs/queue'
import { payloadPool } from '../db/transaction'
import { publicOrigin } from '../site/runtime-env.mjs'
import { REJECTION_REASONS } from '../submissions/options'
import { findPath } from '../submissions/paths'
import { NoticeEmail } from '../newsletter/email/NoticeEmail'
import { signToken } from '../newsletter/tokens'
import { NOTICE_STOP_API, NOTICE_STOP_PAGE } from './paths'
import { NOTICE_TEXTS } from './texts'

export const DECISION_NOTICE_TASK = 'submitterDecisionNotice'

/** Addresses are compared as the mailbox a person types: case and surrounding spaces do not matter. */
export const noticeAddressKey = (email: string): string => email.trim().toLowerCase()

export type DecidedStatus = 'approved' | 'rejected'

export interface DecisionNotices {
  ids: readonly number[]
  status: DecidedStatus
  /** Identifies the decision: the entries' reviewedAt as it was written. */
  reviewedAt: string
  /** Not sent before this time (the end of the undo window). */
  notBefore: Date
  /** Inside a collection hook: queue in the change's own transaction. */
  req?: PayloadRequest
}

/** Queues one job for a decision over `ids` (one entry or a bulk batch); nothing when no entry left an address. */
export async function queueDecisionNotices(payload: Payload, notices: DecisionNotices, withAddress?: readonly number[]): Promise<void> {
  if (!isEmailConfigured()) return
  const ids =
    withAddress ??
    (notices.ids.length === 0
      ? []
      : (
          await payloadPool(payload).query(
            `SELECT "id" FROM "headstash_submissions" WHERE "id" = ANY($1::int[]) AND coalesce(trim("submitter_email"), '') <> '' ORDER BY "id"`,
            [notices.ids],
          )
        ).rows.map((row) => Number(row.id)))
  if (ids.length === 0) return
  await payload.jobs.queue({
    task: DECISION_NOTICE_TASK,
    queue: JOBS_QUEUE,
    input: { ids: [...ids], status: notices.status, reviewedAt: notices.reviewedAt },
    waitUntil: notices.notBefore,
    ...(notices.req ? { req: notices.req } : {}),
  })
}

export interface NoticeEmail {
  subject: string
  text: string
  html: string
}

export const stopLinks = (email: string) => {
  const token = encodeURIComponent(signToken('stop-find-notices', email))
  const origin = publicOrigin()
  return { page: `${origin}${NOTICE_STOP_PAGE}?token=${token}`, oneClick: `${origin}${NOTICE_STOP_API}?token=${token}` }
}

export interface DecidedFind {
  id: number
  name: string
  status: DecidedStatus
  rejectionReason: string | null
  rejectionNote: string | null
}

/** The e-mail about one decision, in the site's notice layout, with the link that stops these e-mails. */
export async function decisionEmail(find: DecidedFind, email: string): Promise<NoticeEmail> {
  const stop = stopLinks(email).page
  const approved = find.status === 'approved'
  const reason = REJECTION_REASONS.find((option) => option.value === find.rejectionReason)?.label ?? null
  const subject = approved ? NOTICE_TEXTS.approvedSubject(find.name) : NOTICE_TEXTS.rejectedSubject(find.name)
  const paragraphs = approved ? [...NOTICE_TEXTS.approved(find.name)] : NOTICE_TEXTS.rejected(find.name, reason, find.rejectionNote)
  const action = approved ? { label: NOTICE_TEXTS.approvedAction, url: `${publicOrigin()}${findPath(find.id, find.name)}` } : undefined
  const footer = { reason: NOTICE_TEXTS.footerReason, unsubscribe: { label: NOTICE_TEXTS.stopLabel, url: stop } }
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '-- ',
    `${footer.reason} ${NOTICE_TEXTS.stopLabel}: ${stop}`,
  ].join('\n\n')
  const html = await renderEmailHtml(createElement(NoticeEmail, { subject, paragraphs, action, footer }))
  return { subject, text, html }
}

/** Records the address as opted out; true when it was not before. */
export async function stopNotices(payload: Payload, email: string): Promise<void> {
  await payloadPool(payload).query(`INSERT INTO "submitter_notice_opt_outs" ("email") VALUES ($1) ON CONFLICT ("email") DO NOTHING`, [
    noticeAddressKey(email),
  ])
}

/** Sends the notice of one entry's decision unless it was taken back, already sent, or the address opted out. */
async function sendOne(payload: Payload, id: number, status: DecidedStatus, reviewedAt: string): Promise<void> {
  const client = await payloadPool(payload).connect()
  try {
    await client.query('BEGIN')
    const { rows } = await client.query(
      `SELECT s."id", s."name", s."status", s."reviewed_at", s."submitter_email", s."rejection_reason", s."rejection_note",
              EXISTS (SELECT 1 FROM "submitter_notice_opt_outs" o WHERE o."email" = lower(trim(s."submitter_email"))) AS "opted_out"
         FROM "headstash_submissions" s WHERE s."id" = $1`,
      [id],
    )
    const row = rows[0]
    const email = typeof row?.submitter_email === 'string' ? row.submitter_email.trim() : ''
    const stands =
      row !== undefined &&
      row.status === status &&
      row.reviewed_at instanceof Date &&
      row.reviewed_at.getTime() === new Date(reviewedAt).getTime()
    if (!stands || !email || row.opted_out) {
      await client.query('ROLLBACK')
      return
    }
    // Taken by the first runner; a second one waits on the key here and then finds it taken.
    const claimed = await client.query(
      `INSERT INTO "submitter_notices" ("submission_id", "reviewed_at", "status", "email") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("submission_id", "reviewed_at") DO NOTHING RETURNING 1`,
      [id, reviewedAt, status, noticeAddressKey(email)],
    )
    if (claimed.rowCount === 0) {
      await client.query('ROLLBACK')
      return
    }
    const message = await decisionEmail(
      {
        id,
        name: String(row.name),
        status,
        rejectionReason: (row.rejection_reason as string | null) ?? null,
        rejectionNote: (row.rejection_note as string | null) ?? null,
      },
      email,
    )
    const stop = stopLinks(email)
    const unsubscribeMailto = `mailto:${process.env.EMAIL_UNSUBSCRIBE_ADDRESS || emailFrom().address}?subject=unsubscribe`
    await payload.sendEmail({
      to: email,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'List-Unsubscribe': `<${stop.oneClick}>, <${unsubscribeMailto}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    await client.query('COMMIT')
  } catch (error) {
    // Not sent (or not recorded): the ledger row goes with the rollback, so the retry sends it.
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

export const decisionNoticeTask: TaskConfig<typeof DECISION_NOTICE_TASK> = {
  slug: DECISION_NOTICE_TASK,
  label: 'Submitter decision e-mail',
  retries: 5,
  inputSchema: [
    { name: 'ids', type: 'json', required: true },
    { name: 'status', type: 'text', required: true },
    { name: 'reviewedAt', type: 'text', required: true },
  ],
  handler: async ({ input, req: { payload } }) => {
    const ids = Array.isArray(input.ids) ? input.ids.filter((id): id is number => typeof id === 'number') : []
    const status = input.status === 'approved' ? 'approved' : 'rejected'
    // One refused address must not hold back the others: each is tried, and the job fails (to be retried,
    // the sent ones skipped by the ledger) only after all of them were.
    let failure: unknown = null
    for (const id of ids) {
      try {
        await sendOne(payload, id, status, input.reviewedAt)
      } catch (error) {
        payload.logger.error({ err: error, msg: `Decision e-mail for submission ${id} not sent` })
        failure = error
      }
    }
    if (failure) throw failure
    return { output: {} }
  },
}
