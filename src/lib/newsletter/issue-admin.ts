import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { countEligible } from './delivery'
import { personaliseIssueEmail, renderIssueEmail } from './issue-email'
import { DELIVERIES_TABLE, SENDS_TABLE } from './ledger'
import { SEND_MESSAGES } from './sends'
import { EVENTS_TABLE } from './events-schema'
import { payloadPool as pool } from '@/lib/db/transaction'

/**
 * What the issue's edit view reads besides the send endpoints: the e-mail as it would be sent, how many
 * subscribers a send would reach right now, and the report of the messages that went out.
 */

export interface IssuePreview {
  subject: string
  preheader: string
  html: string
}

/**
 * The issue's current draft rendered exactly as a send renders it. The footer's unsubscribe link goes to
 * the unsubscribe page without a token: a preview belongs to no recipient, and clicking it in the
 * preview must not unsubscribe anyone.
 */
export async function issuePreview(payload: Payload, issueId: number): Promise<IssuePreview> {
  const issue = await payload.findByID({ collection: 'newsletter-issues', id: issueId, depth: 1, draft: true, overrideAccess: true })
  const template = await renderIssueEmail(payload, issue)
  const { html } = personaliseIssueEmail(template, `${publicOrigin()}/unsubscribe`)
  return { subject: template.subject, preheader: template.preheader, html }
}

export interface IssueRecipients {
  /** Subscribers a send started now would snapshot. */
  recipients: number
  /** Of those, the ones no earlier send of this issue reached (what "re-send to those not yet reached" sends to). */
  unreached: number
  /** Why a send (or a re-send) would be refused for want of recipients, in the send endpoint's own words. */
  refusals: { send: string | null; resend: string | null }
}

export async function issueRecipients(payload: Payload, issueId: number): Promise<IssueRecipients> {
  const [recipients, unreached] = await Promise.all([countEligible(payload, issueId, false), countEligible(payload, issueId, true)])
  return {
    recipients,
    unreached,
    refusals: {
      send: recipients === 0 ? SEND_MESSAGES.noRecipients : null,
      resend: unreached === 0 ? SEND_MESSAGES.noneUnreached : null,
    },
  }
}

export interface IssueReport {
  /** How many sends the issue has had (scheduled ones included); 0 until its first send is started. */
  sends: number
  /** Messages the mail server accepted that no bounce report has taken back. */
  delivered: number
  bounced: number
  /** Messages the mail server refused for good. */
  failed: number
  /** Recipients who marked the message as spam. */
  complained: number
  /** Recipients who were sent this issue and unsubscribed after it arrived (and have not come back). */
  unsubscribed: number
}

/** The outcome of every send of the issue together (a re-send adds to the first send's numbers). */
export async function issueReport(payload: Payload, issueId: number): Promise<IssueReport> {
  const db = pool(payload)
  const { rows } = await db.query<Record<keyof Omit<IssueReport, 'complained'>, string>>(
    `SELECT count(*) FILTER (WHERE d.state = 'sent') AS delivered,
            count(*) FILTER (WHERE d.state = 'bounced') AS bounced,
            count(*) FILTER (WHERE d.state = 'failed') AS failed,
            count(DISTINCT d.subscriber_id) FILTER (WHERE d.state = 'sent' AND s.unsubscribed_at > d.sent_at) AS unsubscribed
     FROM ${DELIVERIES_TABLE} d
     JOIN ${SENDS_TABLE} p ON p.id = d.send_id
     JOIN newsletter_subscribers s ON s.id = d.subscriber_id
     WHERE p.issue_id = $1`,
    [issueId],
  )
  const counts = rows[0]
  const { rows: sends } = await db.query<{ count: string }>(`SELECT count(*) AS count FROM ${SENDS_TABLE} WHERE issue_id = $1`, [issueId])
  return {
    sends: Number(sends[0]?.count ?? 0),
    delivered: Number(counts?.delivered ?? 0),
    bounced: Number(counts?.bounced ?? 0),
    failed: Number(counts?.failed ?? 0),
    complained: await complaintsAbout(db, issueId),
    unsubscribed: Number(counts?.unsubscribed ?? 0),
  }
}

/** Complaints reported by the mail providers about this issue's messages (one event row per report). */
async function complaintsAbout(db: Pool, issueId: number): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(DISTINCT e.delivery_id) AS count
     FROM ${EVENTS_TABLE} e
     JOIN ${DELIVERIES_TABLE} d ON d.id = e.delivery_id
     JOIN ${SENDS_TABLE} p ON p.id = d.send_id
     WHERE p.issue_id = $1 AND e.type = 'complaint'`,
    [issueId],
  )
  return Number(rows[0]?.count ?? 0)
}
