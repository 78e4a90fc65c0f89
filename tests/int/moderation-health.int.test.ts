// The review queue's health and the overdue alert, on the real database and a real SMTP server on
// loopback. SMTP_URL must be set before the Payload config is imported, so the app modules come late.
import type { ReactNode } from 'react'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { payloadPool } from '@/lib/db/transaction'
import type * as ApiHelpers from '../helpers/api'
import type * as Health from '@/lib/moderation/health'
import type * as Overdue from '@/lib/moderation/overdue'
import type * as ReviewTime from '@/lib/moderation/review-time'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestInbox, type TestInbox } from '../helpers/smtp'
import { validSubmission } from '../helpers/fixtures'

type Api = typeof ApiHelpers
let inbox: TestInbox
let helpers: Api
let payload: Payload
let health: typeof Health
let overdue: typeof Overdue
let reviewTime: typeof ReviewTime
let staff = ''
let visitor = ''

const suffix = `${Date.now()}-${process.pid}`
const ALERT_INBOX = `queue-watch.${suffix}@headstash.test`
const HOUR = 3_600_000
const MINUTE = 60_000

beforeAll(async () => {
  inbox = await startTestInbox()
  Object.assign(process.env, { SMTP_URL: inbox.url, MODERATION_ALERT_EMAIL: ALERT_INBOX })
  helpers = await import('../helpers/api')
  payload = await helpers.payloadInstance()
  health = await import('@/lib/moderation/health')
  overdue = await import('@/lib/moderation/overdue')
  reviewTime = await import('@/lib/moderation/review-time')
  staff = await helpers.signInNewAccount(`queue-staff-${suffix}`, 'queue-staff-pass-1', 'admin')
  visitor = await helpers.signInNewAccount(`queue-visitor-${suffix}`, 'queue-visitor-pass-1', 'user')
})

afterAll(async () => {
  await inbox?.close()
})

const pool = () => payloadPool(payload)

/**
 * A schema of this file's own holding an empty copy of headstash_submissions: the module's queries name
 * the table without a schema, so a client whose search_path starts here computes over these rows only,
 * whatever other test files left in the shared table.
 */
const SCHEMA = `queue_health_${suffix.replace(/\W/g, '_')}`

async function inOwnSchema<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool().connect()
  try {
    await client.query(`SET search_path TO ${SCHEMA}, public`)
    return await work(client)
  } finally {
    await client.query('RESET search_path').catch(() => undefined)
    client.release()
  }
}

describe('queue figures on a seeded week (own schema, injected now)', () => {
  const now = new Date('2030-06-15T12:00:00.000Z')
  const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * HOUR).toISOString()

  beforeAll(async () => {
    await pool().query(`CREATE SCHEMA ${SCHEMA}`)
    // Columns and types only (no NOT NULLs): each row gives what the figures read.
    await pool().query(`CREATE TABLE ${SCHEMA}.headstash_submissions AS SELECT * FROM public.headstash_submissions WITH NO DATA`)
    const rows: Array<{ id: number; status: string; submitted: string | null; created: string; reviewed: string | null }> = [
      // Decisions in the window: hours to decision 2, 4, 10, 20, 24, 30, 36, and 1 (no submission date: from creation).
      { id: 1, status: 'approved', submitted: at(-7 * 24), created: at(-7 * 24), reviewed: at(-7 * 24 + 2) },
      { id: 2, status: 'rejected', submitted: at(-6 * 24), created: at(-6 * 24), reviewed: at(-6 * 24 + 4) },
      { id: 3, status: 'approved', submitted: at(-5 * 24), created: at(-5 * 24), reviewed: at(-5 * 24 + 10) },
      { id: 4, status: 'approved', submitted: at(-4 * 24), created: at(-4 * 24), reviewed: at(-4 * 24 + 20) },
      { id: 5, status: 'rejected', submitted: at(-3 * 24), created: at(-3 * 24), reviewed: at(-3 * 24 + 24) },
      { id: 6, status: 'approved', submitted: at(-3 * 24), created: at(-3 * 24), reviewed: at(-3 * 24 + 30) },
      { id: 7, status: 'approved', submitted: at(-2 * 24), created: at(-2 * 24), reviewed: at(-2 * 24 + 36) },
      { id: 8, status: 'approved', submitted: null, created: at(-24), reviewed: at(-24 + 1) },
      // Not decisions of the queue: written already decided (an import with a historical date), decided
      // before the window, decided after `now`.
      { id: 9, status: 'approved', submitted: at(-40 * 24), created: at(-2 * 24), reviewed: at(-2 * 24) },
      { id: 10, status: 'approved', submitted: at(-32 * 24), created: at(-32 * 24), reviewed: at(-31 * 24) },
      { id: 11, status: 'approved', submitted: at(-2), created: at(-2), reviewed: at(1) },
      // Pending: one reopened after a decision (72 h waiting), 20 h 1 min, 19 h 59 min, and 5 h by creation.
      { id: 12, status: 'pending', submitted: at(-72), created: at(-72), reviewed: at(-24) },
      { id: 13, status: 'pending', submitted: at(-20 - 1 / 60), created: at(-21), reviewed: null },
      { id: 14, status: 'pending', submitted: at(-20 + 1 / 60), created: at(-20), reviewed: null },
      { id: 15, status: 'pending', submitted: null, created: at(-5), reviewed: null },
    ]
    for (const row of rows) {
      await pool().query(
        `INSERT INTO ${SCHEMA}.headstash_submissions (id, name, status, submission_date, created_at, updated_at, reviewed_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6)`,
        [row.id, `Seeded ${row.id}`, row.status, row.submitted, row.created, row.reviewed],
      )
    }
  })

  afterAll(async () => {
    await pool().query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)
  })

  it('answers every figure as computed by hand', async () => {
    // Decision hours sorted: 1, 2, 4, 10, 20, 24, 30, 36 (n = 8). percentile_cont interpolates at
    // (n - 1) * p: p50 at 3.5 → 10 + 0.5 * (20 - 10) = 15; p95 at 6.65 → 30 + 0.65 * (36 - 30) = 33.9.
    // Within 24 h (24 included): 1, 2, 4, 10, 20, 24 → 6 of 8. Oldest pending: entry 12, 72 h.
    const stats = await inOwnSchema((client) => health.readModerationStats(client, now))
    expect(stats).toEqual({
      pending: 4,
      oldestPendingHours: 72,
      p50Hours: 15,
      p95Hours: 33.9,
      maxHours: 36,
      decidedWithin24hShare: 0.75,
      decisions: 8,
    })
    expect(Object.keys(health.healthAnswer(stats)).sort()).toEqual(
      ['decidedWithin24hShare', 'maxHours', 'oldestPendingHours', 'p50Hours', 'p95Hours', 'pending'].sort(),
    )
  })

  it('counts decisions per UTC day, split at 24 hours, with every day of the window', async () => {
    const days = await inOwnSchema((client) => health.readDecisionsPerDay(client, now))
    expect(days).toHaveLength(31)
    expect(days[0]?.day).toBe('2030-05-16')
    expect(days[30]?.day).toBe('2030-06-15')
    const busy = Object.fromEntries(
      days.filter((day) => day.withinPromise + day.late > 0).map((day) => [day.day, [day.withinPromise, day.late]]),
    )
    expect(busy).toEqual({
      '2030-06-08': [1, 0],
      '2030-06-09': [1, 0],
      '2030-06-10': [1, 0],
      '2030-06-12': [1, 0],
      '2030-06-13': [1, 1],
      '2030-06-14': [1, 0],
      '2030-06-15': [0, 1],
    })
  })

  it('answers null (not 0) for what there is nothing to measure', async () => {
    // Months before the first decision: nothing decided in the window; the queue is still the queue.
    const early = await inOwnSchema((client) => health.readModerationStats(client, new Date('2030-01-01T00:00:00.000Z')))
    expect(early).toMatchObject({ pending: 4, p50Hours: null, p95Hours: null, maxHours: null, decidedWithin24hShare: null, decisions: 0 })
    const empty = await inOwnSchema(async (client) => {
      await client.query('BEGIN')
      try {
        await client.query('DELETE FROM headstash_submissions')
        return await health.readModerationStats(client, now)
      } finally {
        await client.query('ROLLBACK')
      }
    })
    expect(empty).toEqual({
      pending: 0,
      oldestPendingHours: null,
      p50Hours: null,
      p95Hours: null,
      maxHours: null,
      decidedWithin24hShare: null,
      decisions: 0,
    })
  })

  it('lists the entries overdue at 20 h (20 h 1 min yes, 19 h 59 min no), and lets exactly one of two concurrent checks claim each', async () => {
    const listed = await inOwnSchema((client) => overdue.readOverdue(client, now))
    expect(listed).toEqual({
      total: 2,
      entries: [
        { id: 12, name: 'Seeded 12', submittedAt: '2030-06-12T12:00:00Z', hoursWaiting: 72 },
        { id: 13, name: 'Seeded 13', submittedAt: '2030-06-14T15:59:00Z', hoursWaiting: 20 },
      ],
    })
    const [first, second] = await Promise.all([
      inOwnSchema((client) => overdue.claimOverdue(client, now)),
      inOwnSchema((client) => overdue.claimOverdue(client, now)),
    ])
    expect([...(first ?? []), ...(second ?? [])].map((entry) => entry.id).sort()).toEqual([12, 13])
    expect(await inOwnSchema((client) => overdue.claimOverdue(client, now))).toEqual([])
  })
})

/** Creates a pending entry submitted at `submittedAt` (past the API: the date is the test's). */
async function pendingEntry(name: string, submittedAt: Date): Promise<number> {
  const doc = await payload.create({
    collection: 'headstash-submissions',
    data: { status: 'pending', ...validSubmission.flower, name, submissionDate: submittedAt.toISOString() },
    overrideAccess: true,
  })
  return doc.id
}

const alertsFor = (name: string) => inbox.to(ALERT_INBOX).filter((mail) => mail.subject?.endsWith(`: ${name}`))

describe('GET /api/admin/moderation/health', () => {
  it('is staff only: 401 signed out, 403 for a non-staff account', async () => {
    const anonymous = await helpers.api('GET', '/api/admin/moderation/health')
    expect(anonymous.status).toBe(401)
    const user = await helpers.api('GET', '/api/admin/moderation/health', { cookie: visitor })
    expect(user.status).toBe(403)
    expect(user.json).toHaveProperty('message')
  })

  it('answers exactly the six figures, counting a new pending entry and its age', async () => {
    const before = await helpers.api<Health.ModerationHealth>('GET', '/api/admin/moderation/health', { cookie: staff })
    expect(before.status).toBe(200)
    // Older than anything other test files create, so it is the oldest pending entry.
    await pendingEntry(`Endpoint oldest ${suffix}`, new Date(Date.now() - 90 * 24 * HOUR))
    const after = await helpers.api<Health.ModerationHealth>('GET', '/api/admin/moderation/health', { cookie: staff })
    expect(Object.keys(after.json).sort()).toEqual([
      'decidedWithin24hShare',
      'maxHours',
      'oldestPendingHours',
      'p50Hours',
      'p95Hours',
      'pending',
    ])
    expect(after.json.pending).toBe(before.json.pending + 1)
    expect(after.json.oldestPendingHours).toBeCloseTo(90 * 24, 0)
    // The same figures as the module computes on the same table.
    const stats = await health.readModerationStats(pool())
    expect(after.json).toEqual({ ...health.healthAnswer(stats), oldestPendingHours: after.json.oldestPendingHours })
  })
})

describe('the overdue alert', () => {
  it('keeps its schedule record out of reach: no reading it but staff, no writing it for anyone', async () => {
    // A far-future "last run" written there would stop the scheduled checks.
    const stats = '/api/globals/payload-jobs-stats'
    expect((await helpers.api('GET', stats, { cookie: visitor })).status).toBe(403)
    expect((await helpers.api('GET', stats, { cookie: staff })).status).toBe(200)
    const poisoned = {
      stats: {
        scheduledRuns: { queues: { default: { tasks: { moderationOverdueCheck: { lastScheduledRun: '2999-01-01T00:00:00.000Z' } } } } },
      },
    }
    expect((await helpers.api('POST', stats, { cookie: visitor, body: poisoned })).status).toBe(403)
    expect((await helpers.api('POST', stats, { cookie: staff, body: poisoned })).status).toBe(403)
  })

  it('mails staff exactly once for an entry aged 20 h 1 min, even when two checks run at once and again later; none for 19 h 59 min', async () => {
    const now = new Date()
    const lateName = `Overdue ${suffix}`
    const earlyName = `Nearly overdue ${suffix}`
    const late = await pendingEntry(lateName, new Date(now.getTime() - 20 * HOUR - MINUTE))
    await pendingEntry(earlyName, new Date(now.getTime() - 20 * HOUR + MINUTE))
    const runs = await Promise.all([overdue.runOverdueCheck(payload, now), overdue.runOverdueCheck(payload, now)])
    expect(runs.flatMap((run) => run.alerted).filter((id) => id === late)).toEqual([late])
    // A later run (a restart, another worker) finds the claim stored with the entry.
    expect((await overdue.runOverdueCheck(payload, now)).alerted).not.toContain(late)
    expect(alertsFor(lateName)).toHaveLength(1)
    expect(alertsFor(earlyName)).toHaveLength(0)
    const mail = alertsFor(lateName)[0]!
    expect(mail.subject).toBe(`Waiting 20 h for review: ${lateName}`)
    expect(mail.text).toContain(`/admin/collections/headstash-submissions/${late}`)
    const stored = await pool().query<{ overdue_alerted_at: Date | null }>(
      'SELECT overdue_alerted_at FROM headstash_submissions WHERE id = $1',
      [late],
    )
    expect(stored.rows[0]?.overdue_alerted_at).toBeInstanceOf(Date)
  })

  it('runs as the scheduled jobs-queue task, and gives a claim back when the mail server refuses', async () => {
    const { OVERDUE_CHECK_TASK } = await import('@/lib/moderation/jobs')
    const refusedName = `Refused alert ${suffix}`
    const refused = await pendingEntry(refusedName, new Date(Date.now() - 20 * HOUR - 2 * MINUTE))
    inbox.refuse.set(ALERT_INBOX.toLowerCase(), { code: 550, message: 'mailbox unavailable' })
    try {
      const run = await overdue.runOverdueCheck(payload)
      expect(run.failed).toContain(refused)
    } finally {
      inbox.refuse.delete(ALERT_INBOX.toLowerCase())
    }
    expect(alertsFor(refusedName)).toHaveLength(0)
    // Given back: the queue's next run sends it, once, through the task Payload schedules (two jobs
    // of it, one after the other: the second finds the claim taken).
    await payload.jobs.queue({ task: OVERDUE_CHECK_TASK, input: {} })
    await payload.jobs.queue({ task: OVERDUE_CHECK_TASK, input: {} })
    await helpers.runJobsQueue()
    await helpers.runJobsQueue()
    expect(alertsFor(refusedName)).toHaveLength(1)
    // Each run of the queue also queues the next scheduled check, due at the next five-minute mark.
    const scheduled = await pool().query<{ wait_until: Date }>(
      `SELECT wait_until FROM payload_jobs WHERE task_slug = $1 AND completed_at IS NULL AND (meta->>'scheduled')::boolean`,
      [OVERDUE_CHECK_TASK],
    )
    expect(scheduled.rows).toHaveLength(1)
    const due = scheduled.rows[0]!.wait_until
    expect(due.getUTCMinutes() % 5).toBe(0)
    expect(due.getTime()).toBeLessThanOrEqual(Date.now() + 5 * MINUTE)
  })

  it('goes to every staff account with an e-mail address when no alert address is configured', async () => {
    const staffEmail = `queue-admin.${suffix}@headstash.test`
    await payload.create({
      collection: 'users',
      data: { username: `queue-admin-${suffix}`, password: 'queue-admin-pass-1', role: 'admin', email: staffEmail },
      overrideAccess: true,
    })
    const name = `Staff-mailed ${suffix}`
    await pendingEntry(name, new Date(Date.now() - 21 * HOUR))
    delete process.env.MODERATION_ALERT_EMAIL
    try {
      await overdue.runOverdueCheck(payload)
    } finally {
      process.env.MODERATION_ALERT_EMAIL = ALERT_INBOX
    }
    expect(inbox.to(staffEmail).filter((mail) => mail.subject?.endsWith(`: ${name}`))).toHaveLength(1)
  })
})

/** The text a server component's element tree holds (function components are not rendered). */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children)
  return ''
}

describe('the review-time sentence on /wiyhs', () => {
  it('keeps the promise below 20 decisions and says the 95th percentile, rounded up, from 20', () => {
    const { reviewTimeCopy, PROMISE_COPY, MIN_DECISIONS_FOR_MEASURED_COPY } = reviewTime
    expect(MIN_DECISIONS_FOR_MEASURED_COPY).toBe(20)
    expect(PROMISE_COPY).toBe('Approved submissions go live within 24 hours.')
    expect(reviewTimeCopy({ decisions: 19, p95Hours: 3 })).toBe(PROMISE_COPY)
    expect(reviewTimeCopy({ decisions: 0, p95Hours: null })).toBe(PROMISE_COPY)
    expect(reviewTimeCopy({ decisions: 20, p95Hours: 33.9 })).toBe('Submissions are typically reviewed within 34 hours.')
    expect(reviewTimeCopy({ decisions: 20, p95Hours: 6 })).toBe('Submissions are typically reviewed within 6 hours.')
    expect(reviewTimeCopy({ decisions: 250, p95Hours: 0.2 })).toBe('Submissions are typically reviewed within 1 hour.')
  })

  it('switches the page from the promise to the measured time once there are 20 decisions in 30 days', async () => {
    const { default: WiyhsPage } = await import('@/app/(frontend)/wiyhs/page')
    const pageText = async () => textOf(await WiyhsPage())
    const before = await health.readModerationStats(pool())
    const seeded = Math.max(0, reviewTime.MIN_DECISIONS_FOR_MEASURED_COPY - before.decisions)
    if (before.decisions < reviewTime.MIN_DECISIONS_FOR_MEASURED_COPY) {
      expect(await pageText()).toContain(`Every find is reviewed by the Headstash team. ${reviewTime.PROMISE_COPY}`)
    }
    // Enough decisions, each 5 h after submission, decided days after they were created.
    await pool().query(
      `INSERT INTO headstash_submissions (category, name, where_acquired, flames, submitted_by, location, industry, status,
         submission_date, created_at, updated_at, reviewed_at)
       SELECT 'flower', 'Decided ' || n || ' ${suffix}', 'Shop', 4, 'Tester', 'Denver', 'retail', 'approved',
              now() - make_interval(days => 3), now() - make_interval(days => 3), now(), now() - make_interval(days => 3) + interval '5 hours'
         FROM generate_series(1, $1::int) AS n`,
      [Math.max(seeded, 1)],
    )
    const after = await health.readModerationStats(pool())
    expect(after.decisions).toBeGreaterThanOrEqual(reviewTime.MIN_DECISIONS_FOR_MEASURED_COPY)
    const text = await pageText()
    expect(text).toContain(
      `Every find is reviewed by the Headstash team. ${reviewTime.measuredCopy(Math.max(1, Math.ceil(after.p95Hours!)))}`,
    )
    expect(text).not.toContain(reviewTime.PROMISE_COPY)
  })
})
