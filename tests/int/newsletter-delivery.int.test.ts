// Sending an issue through the delivery ledger to a real SMTP server on loopback (tests/helpers/smtp.ts):
// exactly once per recipient, temporary and permanent refusals, a mail server that is down, pause /
// resume / cancel, an unsubscribe after the snapshot, a second send, and a worker that died holding a send.
// SMTP_URL must be set before the Payload config is imported, so the app modules are imported late.
import type { ParsedMail } from 'mailparser'
import type * as ApiHelpers from '../helpers/api'
import type * as Sends from '@/lib/newsletter/sends'
import type * as Worker from '@/lib/newsletter/worker'
import type * as Tokens from '@/lib/newsletter/tokens'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startTestInbox, type TestInbox } from '../helpers/smtp'

type Api = typeof ApiHelpers
let inbox: TestInbox
let http: Api['api']
let payload: Awaited<ReturnType<Api['payloadInstance']>>
let admin = ''
let editor = ''
let sends: typeof Sends
let worker: typeof Worker
let tokens: typeof Tokens

const suffix = `${Date.now()}`
const SITE = 'https://headstash.test'
const STAFF_EMAIL = `editor.${suffix}@headstash.test`
const ISOLATION = 'delivery test: not in this test group'

beforeAll(async () => {
  inbox = await startTestInbox()
  Object.assign(process.env, {
    SMTP_URL: inbox.url,
    EMAIL_FROM: 'Smoke Signals <signals@headstash.test>',
    SERVER_URL: SITE,
    NEWSLETTER_MAX_PER_SECOND: '1000',
    NEWSLETTER_RETRY_SECONDS: '0.2',
    NEWSLETTER_MAX_ATTEMPTS: '3',
    NEWSLETTER_LEASE_SECONDS: '3',
  })
  const helpers = await import('../helpers/api')
  http = (method, path, options = {}) => helpers.api(method, path, { ...options, headers: { origin: SITE, ...options.headers } })
  payload = await helpers.payloadInstance()
  sends = await import('@/lib/newsletter/sends')
  worker = await import('@/lib/newsletter/worker')
  tokens = await import('@/lib/newsletter/tokens')
  const login = async (username: string, role: 'admin' | 'user', email?: string) => {
    await payload.create({
      collection: 'users',
      data: { username, password: 'admin-pass-1', role, ...(email ? { email } : {}) },
      overrideAccess: true,
    })
    return helpers.cookieFrom(await http('POST', '/api/auth/login', { body: { username, password: 'admin-pass-1' } }))
  }
  admin = await login(`send-admin-${suffix}`, 'admin', STAFF_EMAIL)
  editor = await login(`send-viewer-${suffix}`, 'user')
})

afterEach(async () => {
  process.env.SMTP_URL = inbox.url
  process.env.NEWSLETTER_MAX_PER_SECOND = '1000'
  inbox.refuse.clear()
  await payload.db.pool.query(
    `UPDATE newsletter_subscribers SET suppressed_at = NULL, suppression_reason = NULL WHERE suppression_reason = $1`,
    [ISOLATION],
  )
})

afterAll(async () => {
  await inbox?.close()
})

let groupCounter = 0
/** `count` active subscribers of a fresh group; every other subscriber is suppressed until the test ends. */
/**
 * Adds `count` eligible subscribers. With `isolate`, every other subscriber except those in `keep` is
 * suppressed until the test ends (afterEach lifts it), so a send reaches exactly the group and `keep`
 * whatever other test files left in the shared database.
 */
async function subscriberGroup(count: number, { isolate = true, keep = [] as string[] } = {}): Promise<string[]> {
  groupCounter += 1
  const prefix = `g${groupCounter}.${suffix}`
  const { rows } = await payload.db.pool.query<{ email: string }>(
    `INSERT INTO newsletter_subscribers (email, subscribed_at, is_active, status, confirmed_at)
     SELECT 'r' || n || '.${prefix}@' || (ARRAY['example.com', 'example.net', 'mail.test'])[1 + n % 3], now(), true, 'active', now()
     FROM generate_series(1, $1) AS n RETURNING email`,
    [count],
  )
  const emails = rows.map((row) => row.email)
  if (isolate) {
    await payload.db.pool.query(
      `UPDATE newsletter_subscribers SET suppressed_at = now(), suppression_reason = $2 WHERE suppressed_at IS NULL AND NOT (email = ANY($1))`,
      [[...emails, ...keep], ISOLATION],
    )
  }
  return emails
}

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  children: text ? [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }] : [],
})
const body = (text: string) => ({
  root: { type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, children: [paragraph(text)] },
})

let issueCounter = 0
async function publishedIssue(text = 'This week in the haze.', status: 'published' | 'draft' = 'published'): Promise<number> {
  issueCounter += 1
  const issue = await payload.create({
    collection: 'newsletter-issues',
    data: { subject: `Smoke Signals #${issueCounter}`, slug: `delivery-${suffix}-${issueCounter}`, body: body(text), _status: status },
    draft: status === 'draft',
    overrideAccess: true,
  })
  return issue.id
}

const send = (issue: number, requestBody?: unknown, cookie = admin) =>
  http('POST', `/api/admin/newsletter/issues/${issue}/send`, { cookie, ...(requestBody === undefined ? {} : { body: requestBody }) })
const progress = async (issue: number) =>
  (await http<Sends.SendRequest & Record<string, unknown>>('GET', `/api/admin/newsletter/issues/${issue}/progress`, { cookie: admin })).json
const drain = () => worker.drainNewsletterQueue(payload)

/** Polls the ledger until `check` holds (the condition, not a time, is what the test waits for). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`gave up waiting for ${what}`)
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '')

/** How many messages each address got. */
const receivedBy = (emails: string[]) => emails.map((email) => inbox.to(email).length)

const ledgerOf = async (sendId: number) =>
  (
    await payload.db.pool.query<{ email: string; state: string; attempts: number; message_id: string; smtp_response: string | null }>(
      `SELECT email, state, attempts, message_id, smtp_response FROM newsletter_deliveries WHERE send_id = $1 ORDER BY id`,
      [sendId],
    )
  ).rows

describe('sending an issue', () => {
  let issue = 0
  let emails: string[] = []

  it('reaches every eligible subscriber exactly once, with its stored Message-ID and the unsubscribe headers', async () => {
    emails = await subscriberGroup(30)
    // Not eligible: a pending (unconfirmed) address and a suppressed one.
    await payload.db.pool.query(`UPDATE newsletter_subscribers SET status = 'pending', is_active = false WHERE email = $1`, [emails[0]])
    await payload.db.pool.query(
      `UPDATE newsletter_subscribers SET suppressed_at = now(), suppression_reason = 'hard bounce' WHERE email = $1`,
      [emails[1]],
    )
    issue = await publishedIssue()
    const started = await send(issue)
    expect(started.status).toBe(202)
    expect(started.json).toEqual({ sendId: expect.any(Number), recipients: 28 })
    const { sendId } = started.json as { sendId: number }
    // The issue went public when the send started.
    const stored = await payload.findByID({ collection: 'newsletter-issues', id: issue, overrideAccess: true })
    expect(stored.sentAt).toEqual(expect.any(String))

    await drain()
    expect(receivedBy(emails)).toEqual([0, 0, ...Array(28).fill(1)])
    expect(
      inbox.messages.filter((mail) => emails.includes(String(mail.to && 'value' in mail.to ? mail.to.value[0]?.address : ''))),
    ).toHaveLength(28)
    const ledger = await ledgerOf(sendId)
    expect(ledger.every((row) => row.state === 'sent' && row.attempts === 1 && row.smtp_response?.startsWith('250'))).toBe(true)
    const mail = inbox.to(emails[2]!)[0]!
    expect(mail.subject).toBe(`Smoke Signals #${issueCounter}`)
    expect(mail.messageId).toBe(ledger.find((row) => row.email === emails[2])!.message_id)
    expect(header(mail, 'List-Unsubscribe')).toMatch(/^<https:\/\/headstash\.test\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:/)
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain(`${SITE}/unsubscribe?token=`)
    expect(await progress(issue)).toMatchObject({ state: 'done', recipients: 28, queued: 0, sent: 28, failed: 0, suppressed: 0 })
  })

  it('refuses to send the same issue twice (409); resend "unreached" sends only to subscribers it has not reached', async () => {
    const again = await send(issue)
    expect(again.status).toBe(409)
    expect(again.json).toEqual({ message: sends.SEND_MESSAGES.alreadySent })
    // The first group stays eligible (each of them reached already); everyone else is set aside.
    const newcomers = await subscriberGroup(3, { keep: emails })
    const resent = await send(issue, { resend: 'unreached' })
    expect(resent.status).toBe(202)
    expect(resent.json).toMatchObject({ recipients: 3 })
    await drain()
    expect(receivedBy(newcomers)).toEqual([1, 1, 1])
    expect(receivedBy(emails.slice(2))).toEqual(Array(28).fill(1))
    expect((await send(issue, { resend: 'unreached' })).json).toEqual({ message: sends.SEND_MESSAGES.noneUnreached })
  })

  it('answers 400 with a clear message for an empty body, an unpublished issue, zero recipients or a bad request', async () => {
    await subscriberGroup(1)
    expect((await send(await publishedIssue(''))).json).toEqual({ message: sends.SEND_MESSAGES.emptyBody })
    expect((await send(await publishedIssue('Draft only', 'draft'))).json).toEqual({ message: sends.SEND_MESSAGES.notPublished })
    const fresh = await publishedIssue()
    const bad = await send(fresh, { resend: 'everyone' })
    expect(bad.status).toBe(400)
    expect((await send(fresh, { scheduledFor: '2001-01-01T00:00:00Z' })).json).toEqual({ message: sends.SEND_MESSAGES.pastSchedule })
    await payload.db.pool.query(
      `UPDATE newsletter_subscribers SET suppressed_at = now(), suppression_reason = $1 WHERE suppressed_at IS NULL`,
      [ISOLATION],
    )
    const none = await send(fresh)
    expect(none.status).toBe(400)
    expect(none.json).toEqual({ message: sends.SEND_MESSAGES.noRecipients })
    // Nothing was sent, so the issue is still private.
    expect((await payload.findByID({ collection: 'newsletter-issues', id: fresh, overrideAccess: true })).sentAt ?? null).toBeNull()
  })

  it('is staff only', async () => {
    const fresh = await publishedIssue()
    expect((await send(fresh, undefined, '')).status).toBe(401)
    expect((await send(fresh, undefined, editor)).status).toBe(403)
    expect((await http('GET', `/api/admin/newsletter/issues/${fresh}/progress`, { cookie: editor })).status).toBe(403)
  })

  it('schedules a send for a time: 202 with scheduledFor, the snapshot is taken when it starts', async () => {
    const group = await subscriberGroup(2)
    const fresh = await publishedIssue()
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    const scheduled = await send(fresh, { scheduledFor: at })
    expect(scheduled.status).toBe(202)
    expect(scheduled.json).toEqual({ sendId: expect.any(Number), scheduledFor: at })
    expect(await progress(fresh)).toMatchObject({ state: 'scheduled', recipients: 0, scheduledFor: at })
    // Not yet due: the worker leaves it alone.
    await drain()
    expect(receivedBy(group)).toEqual([0, 0])
    const cancelled = await http('POST', `/api/admin/newsletter/issues/${fresh}/cancel`, { cookie: admin })
    expect(cancelled.json).toMatchObject({ state: 'cancelled' })
    // Both staff actions are in the audit log, each with its request's id.
    const audit = async (requestId: string | null) =>
      (await payload.db.pool.query('SELECT action, collection, target_id, diff FROM audit_log WHERE request_id = $1', [requestId])).rows
    const sendId = String((scheduled.json as { sendId: number }).sendId)
    expect(await audit(scheduled.headers.get('x-request-id'))).toMatchObject([
      {
        action: 'create',
        collection: 'newsletter-sends',
        target_id: sendId,
        diff: { issue: { after: fresh }, scheduledFor: { after: at } },
      },
    ])
    expect(await audit(cancelled.headers.get('x-request-id'))).toMatchObject([
      { action: 'update', collection: 'newsletter-sends', target_id: sendId, diff: { state: { before: 'scheduled', after: 'cancelled' } } },
    ])
  })
})

describe('mail server answers', () => {
  it("records each message as soon as the server accepts it, without waiting for a slower one's answer", async () => {
    const emails = await subscriberGroup(6)
    const slow = emails[0]!
    const release = inbox.hold(slow)
    const issue = await publishedIssue()
    const { sendId } = (await send(issue)).json as { sendId: number }
    const running = drain()
    try {
      await until(
        async () => (await ledgerOf(sendId)).filter((row) => row.email !== slow).every((row) => row.state === 'sent'),
        'the other five rows to be sent while one answer is held',
      )
      expect((await ledgerOf(sendId)).find((row) => row.email === slow)).toMatchObject({ state: 'sending' })
      expect(receivedBy(emails)).toEqual([0, 1, 1, 1, 1, 1])
    } finally {
      release()
    }
    await running
    expect(receivedBy(emails)).toEqual(Array(6).fill(1))
    expect(await progress(issue)).toMatchObject({ state: 'done', sent: 6 })
  })

  it('4xx: the recipient is retried with backoff until accepted; past the last attempt it fails', async () => {
    const emails = await subscriberGroup(5)
    const [later, never] = [emails[0]!, emails[1]!]
    inbox.refuse.set(later, { code: 451, message: 'Greylisted, try again later' })
    inbox.refuse.set(never, { code: 452, message: 'Mailbox full' })
    const issue = await publishedIssue()
    const { sendId } = (await send(issue)).json as { sendId: number }
    const running = drain()
    await until(async () => (await ledgerOf(sendId)).find((row) => row.email === later)!.attempts >= 2, 'a second attempt')
    inbox.refuse.delete(later)
    await running
    expect(receivedBy(emails)).toEqual([1, 0, 1, 1, 1])
    const ledger = await ledgerOf(sendId)
    expect(ledger.find((row) => row.email === later)).toMatchObject({ state: 'sent' })
    expect(ledger.find((row) => row.email === never)).toMatchObject({ state: 'failed', attempts: 3 })
    expect(ledger.find((row) => row.email === never)!.smtp_response).toContain('Mailbox full')
    expect(await progress(issue)).toMatchObject({ state: 'done', sent: 4, failed: 1 })
  })

  it("5xx: the recipient fails at once with the server's answer and is not retried", async () => {
    const emails = await subscriberGroup(3)
    inbox.refuse.set(emails[0]!, { code: 550, message: 'No such user here' })
    const issue = await publishedIssue()
    const { sendId } = (await send(issue)).json as { sendId: number }
    await drain()
    const row = (await ledgerOf(sendId)).find((entry) => entry.email === emails[0])!
    expect(row).toMatchObject({ state: 'failed', attempts: 1 })
    expect(row.smtp_response).toMatch(/^550 .*No such user here/)
    expect(receivedBy(emails)).toEqual([0, 1, 1])
  })

  it('SMTP down at start: the send waits and says so, marks nothing sent, and delivers everyone once the server is up', async () => {
    const emails = await subscriberGroup(4)
    const port = await freePort()
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    const issue = await publishedIssue()
    const { sendId } = (await send(issue)).json as { sendId: number }
    const running = drain()
    await until(async () => (await progress(issue)).state === 'waiting', 'the send to say it waits')
    const waiting = await progress(issue)
    expect(waiting).toMatchObject({ state: 'waiting', sent: 0, queued: 4 })
    expect(String(waiting.reason)).toMatch(/^Waiting for the mail server \(.*ECONNREFUSED/)
    expect((await ledgerOf(sendId)).every((row) => row.state === 'queued' && row.attempts === 0)).toBe(true)
    const late = await startTestInbox({ port })
    try {
      await running
      expect(emails.map((email) => late.to(email).length)).toEqual([1, 1, 1, 1])
      expect(await progress(issue)).toMatchObject({ state: 'done', sent: 4 })
      expect((await progress(issue)).reason).toBeUndefined()
    } finally {
      await late.close()
    }
  })
})

describe('pause, resume, cancel and unsubscribes', () => {
  const action = (issue: number, name: 'pause' | 'resume' | 'cancel') =>
    http('POST', `/api/admin/newsletter/issues/${issue}/${name}`, { cookie: admin })
  const sentSoFar = async (issue: number) => Number((await progress(issue)).sent)

  it('pause stops the send after its batch, resume sends the rest, and nobody gets a message twice', async () => {
    process.env.NEWSLETTER_MAX_PER_SECOND = '5'
    const emails = await subscriberGroup(15)
    const issue = await publishedIssue()
    await send(issue)
    const running = drain()
    await until(async () => (await sentSoFar(issue)) >= 3, 'some messages out')
    const paused = await action(issue, 'pause')
    expect(paused.status).toBe(200)
    expect(paused.json).toMatchObject({ state: 'paused', reason: `Paused by send-admin-${suffix}` })
    await running
    const atPause = await progress(issue)
    expect(Number(atPause.sent)).toBeLessThan(15)
    expect(receivedBy(emails).reduce((a, b) => a + b, 0)).toBe(atPause.sent)
    // Paused: a worker run sends nothing more.
    await drain()
    expect(await sentSoFar(issue)).toBe(atPause.sent)
    expect((await action(issue, 'pause')).status).toBe(409)
    process.env.NEWSLETTER_MAX_PER_SECOND = '1000'
    expect((await action(issue, 'resume')).json).toMatchObject({ state: 'sending' })
    await drain()
    expect(receivedBy(emails)).toEqual(Array(15).fill(1))
    expect(await progress(issue)).toMatchObject({ state: 'done', sent: 15 })
  })

  it('cancel stops the send: the rest stay unsent and the issue can later go to them with resend "unreached"', async () => {
    process.env.NEWSLETTER_MAX_PER_SECOND = '5'
    const emails = await subscriberGroup(15)
    const issue = await publishedIssue()
    await send(issue)
    const running = drain()
    await until(async () => (await sentSoFar(issue)) >= 2, 'some messages out')
    expect((await action(issue, 'cancel')).json).toMatchObject({ state: 'cancelled' })
    await running
    const atCancel = await progress(issue)
    expect(Number(atCancel.sent)).toBeLessThan(15)
    expect(receivedBy(emails).reduce((a, b) => a + b, 0)).toBe(atCancel.sent)
    process.env.NEWSLETTER_MAX_PER_SECOND = '1000'
    expect((await send(issue)).status).toBe(409)
    expect((await send(issue, { resend: 'unreached' })).json).toMatchObject({ recipients: 15 - Number(atCancel.sent) })
    await drain()
    expect(receivedBy(emails)).toEqual(Array(15).fill(1))
  })

  it('someone who unsubscribes after the send started gets nothing more', async () => {
    const emails = await subscriberGroup(4)
    const issue = await publishedIssue()
    const { sendId } = (await send(issue)).json as { sendId: number }
    const leaving = emails[2]!
    const token = encodeURIComponent(tokens.signToken('unsubscribe', leaving))
    const oneClick = await http('POST', `/api/newsletter/unsubscribe?token=${token}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      browser: false,
    })
    expect(oneClick.status).toBe(200)
    await drain()
    expect(receivedBy(emails)).toEqual([1, 1, 0, 1])
    expect((await ledgerOf(sendId)).find((row) => row.email === leaving)).toMatchObject({ state: 'suppressed' })
    expect(await progress(issue)).toMatchObject({ state: 'done', recipients: 4, sent: 3, suppressed: 1 })
  })
})

describe('workers', () => {
  it("a worker that died holding a send (its job left 'processing') is taken over once its lease runs out", async () => {
    const emails = await subscriberGroup(6)
    const issue = await publishedIssue()
    const { sendId } = (await send(issue)).json as { sendId: number }
    // A worker claims the job, Payload marks it processing, and the worker dies before sending anything.
    const jobId = await worker.claimNewsletterJob(payload, 'dead-worker', 3)
    expect(jobId).toEqual(expect.any(Number))
    await payload.db.pool.query(`UPDATE payload_jobs SET processing = true WHERE id = $1`, [jobId])
    // While the lease lasts no other worker may run it.
    expect(await worker.claimNewsletterJob(payload, 'second-worker', 3)).toBeUndefined()
    await drain()
    expect(receivedBy(emails)).toEqual(Array(6).fill(0))
    await until(
      async () =>
        (await payload.db.pool.query(`SELECT 1 FROM newsletter_sends WHERE id = $1 AND lease_until < now()`, [sendId])).rows.length > 0,
      'the dead worker lease to run out',
    )
    await drain()
    expect(receivedBy(emails)).toEqual(Array(6).fill(1))
    expect(await progress(issue)).toMatchObject({ state: 'done', sent: 6 })
  })

  it('"Send a test to me" sends the issue to the signed-in staff address only', async () => {
    const emails = await subscriberGroup(2)
    const issue = await publishedIssue()
    const test = await http('POST', `/api/admin/newsletter/issues/${issue}/test`, { cookie: admin })
    expect(test.status).toBe(200)
    expect(test.json).toEqual({ sentTo: STAFF_EMAIL })
    const mails = inbox.to(STAFF_EMAIL)
    expect(mails.at(-1)!.subject).toBe(`${sends.TEST_SUBJECT_PREFIX}Smoke Signals #${issueCounter}`)
    expect(receivedBy(emails)).toEqual([0, 0])
    // A test is not a send: the issue stays unsent.
    expect((await http('GET', `/api/admin/newsletter/issues/${issue}/progress`, { cookie: admin })).status).toBe(404)
  })
})
