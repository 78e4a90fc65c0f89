/**
 * The overdue alert: an entry that has waited OVERDUE_HOURS for a decision is mailed to staff once, with
 * time left to keep the page's 24-hour promise. "Once" holds across restarts and concurrent workers
 * because the alerted state is a column of the entry, claimed by one conditional UPDATE: Postgres lets
 * exactly one statement move `overdue_alerted_at` from NULL, and the others see it taken.
 */
import { createElement } from 'react'
import type { Payload } from 'payload'
import { payloadPool } from '@/lib/db/transaction'
import { isEmailConfigured } from '@/lib/email/config'
import { renderEmailHtml } from '@/lib/email/render'
import { NoticeEmail } from '@/lib/newsletter/email/NoticeEmail'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { SITE_NAME } from '@/lib/site/constants'
import { SUBMITTED_AT_SQL, type Queryable } from './health'

/** An entry pending this long is overdue: four hours before the promise runs out, time to act. */
export const OVERDUE_HOURS = 20

/** How many overdue entries the admin banner names; it says how many more there are. */
export const OVERDUE_BANNER_LIMIT = 5

const OVERDUE_SQL = `status = 'pending' AND ${SUBMITTED_AT_SQL} <= $1::timestamptz - make_interval(hours => ${OVERDUE_HOURS})`

export interface OverdueEntry {
  id: number
  name: string
  submittedAt: string
  /** Whole hours waited as of the check. */
  hoursWaiting: number
}

interface OverdueRow {
  id: number
  name: string
  submitted_at: string
  hours_waiting: number
}

const RETURNED_COLUMNS = `id, name, to_char(${SUBMITTED_AT_SQL} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS submitted_at,
  floor(extract(epoch FROM $1::timestamptz - ${SUBMITTED_AT_SQL}) / 3600)::int AS hours_waiting`

const toEntry = (row: OverdueRow): OverdueEntry => ({
  id: row.id,
  name: row.name,
  submittedAt: row.submitted_at,
  hoursWaiting: row.hours_waiting,
})

/** The overdue entries as of `now`, longest waiting first (the admin banner), and how many there are. */
export async function readOverdue(
  db: Queryable,
  now: Date = new Date(),
  limit = OVERDUE_BANNER_LIMIT,
): Promise<{ total: number; entries: OverdueEntry[] }> {
  const { rows } = await db.query<OverdueRow & { total: number }>(
    `SELECT ${RETURNED_COLUMNS}, count(*) OVER ()::int AS total
       FROM headstash_submissions WHERE ${OVERDUE_SQL}
      ORDER BY ${SUBMITTED_AT_SQL}, id LIMIT $2`,
    [now.toISOString(), limit],
  )
  return { total: rows[0]?.total ?? 0, entries: rows.map(toEntry) }
}

/**
 * Claims every overdue entry not alerted yet, stamping the claim's time; returns the entries this call
 * claimed (none that a concurrent call claimed first) with that stamp, so a failed send can give back
 * exactly its own claim.
 */
export async function claimOverdue(db: Queryable, now: Date = new Date()): Promise<Array<OverdueEntry & { claimedAt: string }>> {
  const { rows } = await db.query<OverdueRow & { claimed_at: string }>(
    `UPDATE headstash_submissions SET overdue_alerted_at = clock_timestamp()
      WHERE ${OVERDUE_SQL} AND overdue_alerted_at IS NULL
      RETURNING ${RETURNED_COLUMNS}, overdue_alerted_at::text AS claimed_at`,
    [now.toISOString()],
  )
  return rows
    .map((row) => ({ ...toEntry(row), claimedAt: row.claimed_at }))
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id)
}

/** Gives back a claim whose e-mail did not go out, so the next check tries again. */
export async function releaseOverdueClaim(db: Queryable, id: number, claimedAt: string): Promise<void> {
  await db.query(`UPDATE headstash_submissions SET overdue_alerted_at = NULL WHERE id = $1 AND overdue_alerted_at = $2::timestamptz`, [
    id,
    claimedAt,
  ])
}

/** The environment variables read here (process.env by default). */
type Env = Partial<Record<string, string>>

/**
 * Who gets the alert: MODERATION_ALERT_EMAIL (comma-separated; a team inbox) when set, otherwise every
 * staff account (role admin) that has an e-mail address.
 */
export async function alertRecipients(db: Queryable, env: Env = process.env): Promise<string[]> {
  const configured = (env.MODERATION_ALERT_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  if (configured.length) return configured
  const { rows } = await db.query<{ email: string }>(
    `SELECT DISTINCT lower(email) AS email FROM users WHERE role = 'admin' AND email IS NOT NULL AND email <> '' ORDER BY 1`,
  )
  return rows.map((row) => row.email)
}

/** The review screen and the entry's own page in Payload's admin, on the public origin. */
export const overdueLinks = (id: number) => ({
  review: `${publicOrigin()}/admin/dashboard?tab=wiyhs-submissions`,
  entry: `${publicOrigin()}/admin/collections/headstash-submissions/${id}`,
})

const OVERDUE_TEXTS = {
  subject: (entry: OverdueEntry) => `Waiting ${entry.hoursWaiting} h for review: ${entry.name}`,
  paragraphs: (entry: OverdueEntry) => [
    `"${entry.name}" was submitted to ${SITE_NAME} on ${entry.submittedAt} and has waited ${entry.hoursWaiting} hours for a decision.`,
    `The WIYHS page tells visitors that approved submissions go live within 24 hours. Approve or reject it before then.`,
  ],
  reviewQueue: 'Review queue',
  thisEntry: 'This entry',
  once: 'You get this e-mail once per entry.',
} as const

/** The alert in plain text and in the site's e-mail frame (the same as every other message it sends). */
export async function overdueEmail(entry: OverdueEntry): Promise<{ subject: string; text: string; html: string }> {
  const links = overdueLinks(entry.id)
  const subject = OVERDUE_TEXTS.subject(entry)
  const paragraphs = OVERDUE_TEXTS.paragraphs(entry)
  const html = await renderEmailHtml(
    createElement(NoticeEmail, {
      subject,
      paragraphs: [...paragraphs, `${OVERDUE_TEXTS.thisEntry}: ${links.entry}`],
      action: { label: OVERDUE_TEXTS.reviewQueue, url: links.review },
      footer: { reason: OVERDUE_TEXTS.once },
    }),
  )
  return {
    subject,
    text: [
      ...paragraphs,
      `${OVERDUE_TEXTS.reviewQueue}: ${links.review}`,
      `${OVERDUE_TEXTS.thisEntry}: ${links.entry}`,
      OVERDUE_TEXTS.once,
    ].join('\n\n'),
    html,
  }
}

export interface OverdueCheckResult {
  /** Entries whose alert went out in this run. */
  alerted: number[]
  /** Entries claimed but not mailed (the SMTP server refused): given back for the next run. */
  failed: number[]
}

/**
 * One run of the check: claims the overdue entries not alerted yet and sends one e-mail per entry to
 * the staff recipients. Without e-mail (no SMTP_URL) or without any recipient nothing is claimed, so the
 * alerts go out once either is configured; the admin banner shows overdue entries either way.
 */
export async function runOverdueCheck(payload: Payload, now: Date = new Date()): Promise<OverdueCheckResult> {
  const db = payloadPool(payload)
  const result: OverdueCheckResult = { alerted: [], failed: [] }
  if (!isEmailConfigured()) return result
  const to = await alertRecipients(db)
  if (to.length === 0) {
    payload.logger.warn(
      'Overdue WIYHS entries cannot be mailed: no staff account has an e-mail address and MODERATION_ALERT_EMAIL is not set',
    )
    return result
  }
  for (const entry of await claimOverdue(db, now)) {
    try {
      await payload.sendEmail({ to, ...(await overdueEmail(entry)) })
      result.alerted.push(entry.id)
    } catch (error) {
      payload.logger.error({ err: error, msg: `The overdue alert for WIYHS entry ${entry.id} could not be sent; the next check retries` })
      await releaseOverdueClaim(db, entry.id, entry.claimedAt)
      result.failed.push(entry.id)
    }
  }
  return result
}
