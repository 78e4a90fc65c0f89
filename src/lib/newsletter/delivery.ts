import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { retryDelaySeconds, type DeliverySettings, type SmtpOutcome } from './delivery-settings'
import { sendEngagement, type ClicksReport, type OpensReport } from './engagement'
import { asSnapshot, type IssueSnapshot } from './issue-snapshot'
import { ACTIVE_SEND_STATES, DELIVERIES_TABLE, SENDS_TABLE, type SendState } from './ledger'
import type { TrackingChoice } from './tracking'
import { payloadPool as pool, inTransaction } from '@/lib/db/transaction'
import { recordAudit, type StaffContext } from '@/lib/audit/record'
import { runnerForClient } from '@/lib/audit/runner'

/** The ledger's reads and writes; every state change of a send or a recipient goes through here. */

const ACTIVE = ACTIVE_SEND_STATES.map((state) => `'${state}'`).join(', ')

/** Who may receive an issue: active (confirmed, when double opt-in is on) and not suppressed. */
const ELIGIBLE = `s.status = 'active' AND s.suppressed_at IS NULL`

export interface SendRow {
  id: number
  issue: number
  state: SendState
  scheduledFor: string | null
  recipients: number
  startedAt: string | null
  finishedAt: string | null
  reason: string | null
  resendOf: number | null
}

const SEND_COLUMNS = `id, issue_id AS issue, state, scheduled_for AS "scheduledFor", recipients, started_at AS "startedAt",
  finished_at AS "finishedAt", reason, resend_of AS "resendOf"`

export async function findSend(payload: Payload, id: number): Promise<SendRow | undefined> {
  const { rows } = await pool(payload).query<SendRow>(`SELECT ${SEND_COLUMNS} FROM ${SENDS_TABLE} WHERE id = $1`, [id])
  return rows[0]
}

/** The issue's sends, newest first. */
export async function sendsOfIssue(payload: Payload, issue: number): Promise<SendRow[]> {
  const { rows } = await pool(payload).query<SendRow>(`SELECT ${SEND_COLUMNS} FROM ${SENDS_TABLE} WHERE issue_id = $1 ORDER BY id DESC`, [
    issue,
  ])
  return rows
}

/** How many subscribers would receive the issue now (all eligible, or those no earlier send reached). */
export async function countEligible(payload: Payload, issue: number, unreachedOnly: boolean): Promise<number> {
  const { rows } = await pool(payload).query<{ count: string }>(
    `SELECT count(*) FROM newsletter_subscribers s WHERE ${ELIGIBLE} AND ($2::boolean IS FALSE OR NOT ${reachedBefore('$1')})`,
    [issue, unreachedOnly],
  )
  return Number(rows[0]?.count ?? 0)
}

/** The subscriber `s` was sent this issue by an earlier send. */
const reachedBefore = (issueParam: string) =>
  `EXISTS (SELECT 1 FROM ${DELIVERIES_TABLE} d JOIN ${SENDS_TABLE} p ON p.id = d.send_id
     WHERE p.issue_id = ${issueParam} AND d.subscriber_id = s.id AND d.state = 'sent')`

/** A constraint violation: another request started a send of the same issue first. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

export class SendConflict extends Error {}

/** The audit log's name for a send (a row of the ledger's sends table). */
export const SENDS_AUDIT_NAME = 'newsletter-sends'

/**
 * A send row in state `scheduled` (nothing snapshotted yet); SendConflict when the issue has an
 * unfinished send. Started by staff (`staff`), the audit row is written in the same transaction.
 */
export async function createSend(
  payload: Payload,
  issue: number,
  { scheduledFor, resendOf }: { scheduledFor?: string; resendOf?: number },
  staff?: StaffContext,
): Promise<number> {
  try {
    return await inTransaction(payload, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO ${SENDS_TABLE} (issue_id, state, scheduled_for, resend_of) VALUES ($1, 'scheduled', $2, $3) RETURNING id`,
        [issue, scheduledFor ?? null, resendOf ?? null],
      )
      const id = rows[0]!.id
      if (staff) {
        await recordAudit(runnerForClient(client), staff.actor, staff.requestId, [
          {
            action: 'create',
            collection: SENDS_AUDIT_NAME,
            targetId: id,
            diff: {
              issue: { before: null, after: issue },
              scheduledFor: { before: null, after: scheduledFor ?? null },
              resendOf: { before: null, after: resendOf ?? null },
            },
          },
        ])
      }
      return id
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new SendConflict('the issue has an unfinished send')
    throw error
  }
}

export async function deleteSend(payload: Payload, id: number): Promise<void> {
  await pool(payload).query(`DELETE FROM ${SENDS_TABLE} WHERE id = $1`, [id])
}

/** Message-IDs are stable per recipient of a send and reveal nothing (no subscriber id or address). */
const messageIdSalt = () =>
  createHmac('sha256', process.env.PAYLOAD_SECRET || '')
    .update('headstash:newsletter:message-id')
    .digest('hex')

/**
 * Starts a scheduled send: takes the snapshot of its recipients in one INSERT … SELECT (who is eligible
 * at this moment; a resend only those no earlier send of the issue reached), fixes what its messages
 * show (`start.content`; a resend keeps what the issue's first send showed) and whether they count
 * opens and clicks, and moves it to `sending`.
 * Returns the number of recipients, or undefined when the send was not waiting to start (cancelled, or
 * another worker started it).
 */
export async function startSnapshot(
  payload: Payload,
  sendId: number,
  messageIdDomain: string,
  start: { content: IssueSnapshot; tracking: TrackingChoice },
): Promise<number | undefined> {
  return inTransaction(payload, async (client) => {
    const { rows } = await client.query<{ issue: number; resendOf: number | null }>(
      `SELECT issue_id AS issue, resend_of AS "resendOf" FROM ${SENDS_TABLE} WHERE id = $1 AND state = 'scheduled' FOR UPDATE`,
      [sendId],
    )
    const send = rows[0]
    if (!send) return undefined
    const inserted = await client.query(
      `INSERT INTO ${DELIVERIES_TABLE} (send_id, subscriber_id, email, domain, message_id)
       SELECT $1::int, s.id, s.email, lower(split_part(s.email, '@', 2)),
              '<' || md5($1::int::text || '.' || s.id::text || '.' || $4::text) || '@' || $3::text || '>'
       FROM newsletter_subscribers s
       WHERE ${ELIGIBLE} AND ($5::boolean IS FALSE OR NOT ${reachedBefore('$2::int')})
       ORDER BY s.id`,
      [sendId, send.issue, messageIdDomain, messageIdSalt(), send.resendOf !== null],
    )
    const recipients = inserted.rowCount ?? 0
    await client.query(
      `UPDATE ${SENDS_TABLE} SET state = 'sending', recipients = $2::int, started_at = now(), finished_at = CASE WHEN $2::int = 0 THEN now() END,
         content = coalesce(
           (SELECT p.content FROM ${SENDS_TABLE} p WHERE p.issue_id = $3 AND p.id <> $1 AND p.content IS NOT NULL ORDER BY p.id LIMIT 1),
           $4::jsonb),
         track_opens = $5, track_clicks = $6
       WHERE id = $1`,
      [sendId, recipients, send.issue, JSON.stringify(start.content), start.tracking.opens, start.tracking.clicks],
    )
    if (recipients === 0) await client.query(`UPDATE ${SENDS_TABLE} SET state = 'done' WHERE id = $1`, [sendId])
    return recipients
  })
}

/** What the send's messages show and whether they count opens and clicks (fixed when it started). */
export async function sendContent(
  payload: Payload,
  sendId: number,
): Promise<{ content: IssueSnapshot | null; tracking: TrackingChoice } | undefined> {
  const { rows } = await pool(payload).query<{ content: unknown; opens: boolean; clicks: boolean }>(
    `SELECT content, track_opens AS opens, track_clicks AS clicks FROM ${SENDS_TABLE} WHERE id = $1`,
    [sendId],
  )
  const row = rows[0]
  return row ? { content: asSnapshot(row.content), tracking: { opens: row.opens, clicks: row.clicks } } : undefined
}

/**
 * Moves a send between states when it is in one of `from`; returns whether it did. Pausing keeps the
 * reason for the progress view; leaving the paused state clears it.
 */
export async function changeSendState(
  payload: Payload,
  sendId: number,
  from: readonly SendState[],
  to: SendState,
  reason: string | null = null,
  staff?: StaffContext,
): Promise<boolean> {
  const update = `UPDATE ${SENDS_TABLE} SET state = $3::text, reason = $4, finished_at = CASE WHEN $3::text IN ('cancelled', 'done') THEN now() END
     WHERE id = $1 AND state = ANY($2::text[])`
  if (!staff) {
    const { rowCount } = await pool(payload).query(update, [sendId, from, to, reason])
    return (rowCount ?? 0) > 0
  }
  // A staff member's pause, resume or cancel: the change and its audit row in one transaction.
  return inTransaction(payload, async (client) => {
    const { rows } = await client.query<{ state: string; reason: string | null }>(
      `SELECT state, reason FROM ${SENDS_TABLE} WHERE id = $1 FOR UPDATE`,
      [sendId],
    )
    const { rowCount } = await client.query(update, [sendId, from, to, reason])
    if (!rowCount || !rows[0]) return false
    await recordAudit(runnerForClient(client), staff.actor, staff.requestId, [
      {
        action: 'update',
        collection: SENDS_AUDIT_NAME,
        targetId: sendId,
        diff: {
          state: { before: rows[0].state, after: to },
          ...(rows[0].reason !== reason ? { reason: { before: rows[0].reason, after: reason } } : {}),
        },
      },
    ])
    return true
  })
}

/** The issue's send that has not finished yet, if any. */
export async function activeSendOf(payload: Payload, issue: number): Promise<SendRow | undefined> {
  const { rows } = await pool(payload).query<SendRow>(
    `SELECT ${SEND_COLUMNS} FROM ${SENDS_TABLE} WHERE issue_id = $1 AND state IN (${ACTIVE}) ORDER BY id DESC LIMIT 1`,
    [issue],
  )
  return rows[0]
}

// ---- leases ----

/**
 * Takes the send for `owner` when nobody holds it (or the holder's lease ran out: that worker died or
 * stalled). Returns whether `owner` holds it now.
 */
export async function acquireSendLease(payload: Payload, sendId: number, owner: string, leaseSeconds: number): Promise<boolean> {
  const { rowCount } = await pool(payload).query(
    `UPDATE ${SENDS_TABLE} SET lease_owner = $2, lease_until = now() + make_interval(secs => $3)
     WHERE id = $1 AND (lease_owner = $2 OR lease_until IS NULL OR lease_until < now())`,
    [sendId, owner, leaseSeconds],
  )
  return (rowCount ?? 0) > 0
}

/**
 * The heartbeat: extends the owner's lease on the send and on the recipients it has in flight.
 * False when the lease was lost (another worker took the send over): the owner must stop at once.
 */
export async function extendLeases(payload: Payload, sendId: number, owner: string, leaseSeconds: number): Promise<boolean> {
  const { rowCount } = await pool(payload).query(
    `UPDATE ${SENDS_TABLE} SET lease_until = now() + make_interval(secs => $3) WHERE id = $1 AND lease_owner = $2`,
    [sendId, owner, leaseSeconds],
  )
  if (!rowCount) return false
  await pool(payload).query(
    `UPDATE ${DELIVERIES_TABLE} SET lease_until = now() + make_interval(secs => $3)
     WHERE send_id = $1 AND lease_owner = $2 AND state = 'sending'`,
    [sendId, owner, leaseSeconds],
  )
  return true
}

export async function releaseSendLease(payload: Payload, sendId: number, owner: string): Promise<void> {
  await pool(payload).query(`UPDATE ${SENDS_TABLE} SET lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2`, [
    sendId,
    owner,
  ])
}

/**
 * Recipients whose worker died mid-batch (state `sending`, lease run out) go back to the queue. Their
 * message may or may not have reached the server before the crash: sending it again is the only way
 * not to lose them, so a crash can repeat at most the messages that were in flight.
 */
export async function requeueAbandoned(payload: Payload, sendId: number): Promise<number> {
  const { rowCount } = await pool(payload).query(
    `UPDATE ${DELIVERIES_TABLE} SET state = 'queued', lease_owner = NULL, lease_until = NULL
     WHERE send_id = $1 AND state = 'sending' AND lease_until < now()`,
    [sendId],
  )
  return rowCount ?? 0
}

// ---- claiming a batch ----

export interface ClaimedDelivery {
  id: number
  email: string
  messageId: string
  attempts: number
}

/** Pacing keys serialise the budget check and the claim across workers (one advisory lock). */
const PACING_LOCK = 0x6e6c7064 // "nlpd"

/**
 * Claims the next batch of the send for `owner`: `queued` rows that are due, locked with FOR UPDATE SKIP
 * LOCKED (two workers never claim the same row), as many as the pacing allows right now: the per-second
 * and sliding-window caps count messages sent (sent_at) plus those in flight, over all sends; the
 * per-domain cap the same per recipient domain. Recipients who are no longer eligible (unsubscribed or
 * suppressed since the snapshot) are marked `suppressed` instead and get nothing.
 * Returns the claimed rows, or the reason nothing could be claimed.
 */
export async function claimBatch(
  payload: Payload,
  sendId: number,
  owner: string,
  settings: DeliverySettings,
): Promise<{ claimed: ClaimedDelivery[]; paced: boolean }> {
  return inTransaction(payload, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [PACING_LOCK])
    const { rows: usage } = await client.query<{ lastSecond: string; inWindow: string; inFlight: string }>(
      `SELECT
         (SELECT count(*) FROM ${DELIVERIES_TABLE} WHERE sent_at > now() - interval '1 second') AS "lastSecond",
         (SELECT count(*) FROM ${DELIVERIES_TABLE} WHERE sent_at > now() - make_interval(secs => $1)) AS "inWindow",
         (SELECT count(*) FROM ${DELIVERIES_TABLE} WHERE state = 'sending') AS "inFlight"`,
      [settings.windowSeconds],
    )
    const used = usage[0]!
    const inFlight = Number(used.inFlight)
    const budget = Math.min(
      settings.batchSize,
      settings.perSecond - Number(used.lastSecond) - inFlight,
      settings.windowMax - Number(used.inWindow) - inFlight,
    )
    if (budget <= 0) return { claimed: [], paced: true }
    const { rows } = await client.query<ClaimedDelivery & { state: string }>(
      `WITH locked AS (
         SELECT d.id, d.domain, (s.id IS NOT NULL AND ${ELIGIBLE}) AS eligible
         FROM ${DELIVERIES_TABLE} d LEFT JOIN newsletter_subscribers s ON s.id = d.subscriber_id
         WHERE d.send_id = $1 AND d.state = 'queued' AND d.next_attempt_at <= now()
         ORDER BY d.next_attempt_at, d.id
         LIMIT $3 * 4
         FOR UPDATE OF d SKIP LOCKED
       ), domain_use AS (
         SELECT domain, count(*) AS used FROM ${DELIVERIES_TABLE}
         WHERE domain IN (SELECT domain FROM locked)
           AND (sent_at > now() - make_interval(secs => $5) OR state = 'sending')
         GROUP BY domain
       ), ranked AS (
         SELECT l.id, l.eligible,
                CASE WHEN l.eligible THEN row_number() OVER (PARTITION BY l.domain, l.eligible ORDER BY l.id) + coalesce(u.used, 0) ELSE 0 END AS slot
         FROM locked l LEFT JOIN domain_use u USING (domain)
       ), chosen AS (
         SELECT id, eligible FROM ranked WHERE slot <= $4 ORDER BY eligible, id LIMIT $3
       )
       UPDATE ${DELIVERIES_TABLE} d
       SET state = CASE WHEN c.eligible THEN 'sending' ELSE 'suppressed' END,
           attempts = d.attempts + CASE WHEN c.eligible THEN 1 ELSE 0 END,
           lease_owner = CASE WHEN c.eligible THEN $2 END,
           lease_until = CASE WHEN c.eligible THEN now() + make_interval(secs => $6) END
       FROM chosen c WHERE d.id = c.id
       RETURNING d.id, d.email, d.message_id AS "messageId", d.attempts, d.state`,
      [sendId, owner, budget, settings.perDomain, settings.domainWindowSeconds, settings.leaseSeconds],
    )
    const claimed = rows.filter((row) => row.state === 'sending').map(({ state: _state, ...row }) => row)
    return { claimed, paced: rows.length === 0 && (await hasDue(client, sendId)) }
  })
}

const hasDue = async (client: PoolClient, sendId: number) =>
  (
    await client.query(`SELECT 1 FROM ${DELIVERIES_TABLE} WHERE send_id = $1 AND state = 'queued' AND next_attempt_at <= now() LIMIT 1`, [
      sendId,
    ])
  ).rows.length > 0

/** When the send's next queued recipient is due (undefined: nothing left to send or in flight). */
export async function nextDue(payload: Payload, sendId: number): Promise<{ inFlight: number; dueInMs: number | undefined }> {
  const { rows } = await pool(payload).query<{ inFlight: string; dueInMs: number | null }>(
    `SELECT count(*) FILTER (WHERE state = 'sending') AS "inFlight",
            (extract(epoch FROM min(next_attempt_at) FILTER (WHERE state = 'queued') - now()) * 1000)::float8 AS "dueInMs"
     FROM ${DELIVERIES_TABLE} WHERE send_id = $1 AND state IN ('queued', 'sending')`,
    [sendId],
  )
  const row = rows[0]
  return { inFlight: Number(row?.inFlight ?? 0), dueInMs: row?.dueInMs === null || row?.dueInMs === undefined ? undefined : row.dueInMs }
}

// ---- recording results ----

export interface DeliveryResult {
  id: number
  outcome: SmtpOutcome
  attempts: number
  /** The server's answer (or the network error, when it gave none). */
  response: string
}

/**
 * Writes a batch's outcomes, only for rows the owner still holds: `sent` (the server answered 250),
 * `failed` (5xx, or temporary failures past the last attempt), back to `queued` with a later attempt
 * (4xx), or back to `queued` as it was (the server could not be reached: not the recipient's attempt).
 */
export async function recordResults(payload: Payload, owner: string, results: DeliveryResult[], settings: DeliverySettings): Promise<void> {
  if (!results.length) return
  const ids: number[] = []
  const states: string[] = []
  const responses: string[] = []
  const delays: number[] = []
  const attemptDeltas: number[] = []
  for (const result of results) {
    ids.push(result.id)
    responses.push(result.response.slice(0, 1000))
    if (result.outcome === 'retry' && result.attempts >= settings.maxAttempts) {
      states.push('failed')
      delays.push(0)
      attemptDeltas.push(0)
    } else {
      states.push(result.outcome === 'retry' || result.outcome === 'unreachable' ? 'queued' : result.outcome)
      delays.push(result.outcome === 'retry' ? retryDelaySeconds(settings, result.attempts) : 0)
      attemptDeltas.push(result.outcome === 'unreachable' ? -1 : 0)
    }
  }
  await pool(payload).query(
    `UPDATE ${DELIVERIES_TABLE} d
     SET state = r.state, smtp_response = r.response, lease_owner = NULL, lease_until = NULL,
         attempts = d.attempts + r.attempt_delta,
         sent_at = CASE WHEN r.state = 'sent' THEN now() ELSE d.sent_at END,
         next_attempt_at = now() + make_interval(secs => r.delay)
     FROM unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::int[]) AS r(id, state, response, delay, attempt_delta)
     WHERE d.id = r.id AND d.lease_owner = $6 AND d.state = 'sending'`,
    [ids, states, responses, delays, attemptDeltas, owner],
  )
}

/** Says on the send what it is waiting for (null clears it). Only while it is sending: a pause keeps its own reason. */
export async function setWaitingReason(payload: Payload, sendId: number, reason: string | null): Promise<void> {
  await pool(payload).query(`UPDATE ${SENDS_TABLE} SET reason = $2 WHERE id = $1 AND state = 'sending' AND reason IS DISTINCT FROM $2`, [
    sendId,
    reason,
  ])
}

/** A sending send with no recipient left queued or in flight is done. */
export async function finishIfDone(payload: Payload, sendId: number): Promise<boolean> {
  const { rowCount } = await pool(payload).query(
    `UPDATE ${SENDS_TABLE} SET state = 'done', finished_at = now(), reason = NULL
     WHERE id = $1 AND state = 'sending'
       AND NOT EXISTS (SELECT 1 FROM ${DELIVERIES_TABLE} WHERE send_id = $1 AND state IN ('queued', 'sending'))`,
    [sendId],
  )
  return (rowCount ?? 0) > 0
}

// ---- progress ----

export interface SendProgress {
  sendId: number
  state: SendState | 'waiting'
  reason?: string
  recipients: number
  queued: number
  sent: number
  failed: number
  bounced: number
  suppressed: number
  ratePerSecond: number
  etaSeconds: number | null
  scheduledFor?: string
  /** Opens by people and by machines, or "Not tracked" when the send did not count them. */
  opens: OpensReport
  /** Clicks per link, or "Not tracked" when the send did not count them. */
  clicks: ClicksReport
}

/** Seconds over which the rate is measured. */
const RATE_WINDOW_SECONDS = 10

export async function sendProgress(payload: Payload, send: SendRow): Promise<SendProgress> {
  const { rows } = await pool(payload).query<Record<string, string>>(
    `SELECT count(*) FILTER (WHERE state IN ('queued', 'sending')) AS queued,
            count(*) FILTER (WHERE state = 'sent') AS sent,
            count(*) FILTER (WHERE state = 'failed') AS failed,
            count(*) FILTER (WHERE state = 'bounced') AS bounced,
            count(*) FILTER (WHERE state = 'suppressed') AS suppressed,
            count(*) FILTER (WHERE sent_at > now() - make_interval(secs => $2)) AS recent
     FROM ${DELIVERIES_TABLE} WHERE send_id = $1`,
    [send.id, RATE_WINDOW_SECONDS],
  )
  const counts = rows[0] ?? {}
  const n = (key: string) => Number(counts[key] ?? 0)
  const ratePerSecond = send.state === 'sending' ? Math.round((n('recent') / RATE_WINDOW_SECONDS) * 10) / 10 : 0
  const waiting = send.state === 'sending' && Boolean(send.reason)
  return {
    sendId: send.id,
    state: waiting ? 'waiting' : send.state,
    ...(send.reason && (waiting || send.state === 'paused') ? { reason: send.reason } : {}),
    recipients: send.recipients,
    queued: n('queued'),
    sent: n('sent'),
    failed: n('failed'),
    bounced: n('bounced'),
    suppressed: n('suppressed'),
    ratePerSecond,
    etaSeconds: ratePerSecond > 0 ? Math.ceil(n('queued') / ratePerSecond) : null,
    ...(send.scheduledFor ? { scheduledFor: new Date(send.scheduledFor).toISOString() } : {}),
    ...(await sendEngagement(payload, send.id)),
  }
}

/** Marks the issue sent (its web page, the archive and the feed go public) the first time a send starts. */
export async function markIssueSent(payload: Payload, issue: number): Promise<boolean> {
  return inTransaction(payload, async (client) => {
    const { rowCount } = await client.query(`UPDATE newsletter_issues SET sent_at = now() WHERE id = $1 AND sent_at IS NULL`, [issue])
    // Its versions carry the date too, so the editor's next save keeps it.
    await client.query(
      `UPDATE _newsletter_issues_v v SET version_sent_at = i.sent_at FROM newsletter_issues i
       WHERE v.parent_id = i.id AND i.id = $1 AND v.version_sent_at IS NULL`,
      [issue],
    )
    return (rowCount ?? 0) > 0
  })
}

/**
 * Gives claimed recipients back to the queue untouched (the worker stops before handing them to the
 * mail server): their claim did not count as an attempt.
 */
export async function releaseClaims(payload: Payload, owner: string, ids: number[]): Promise<void> {
  if (!ids.length) return
  await pool(payload).query(
    `UPDATE ${DELIVERIES_TABLE} SET state = 'queued', lease_owner = NULL, lease_until = NULL, attempts = attempts - 1
     WHERE id = ANY($1::int[]) AND lease_owner = $2 AND state = 'sending'`,
    [ids, owner],
  )
}
