// Bounces and complaints: every provider's door accepts its signed (or authenticated) fixture and refuses a
// tampered one with 401 and no change; DSN and ARF reports; the suppression rules (hard bounce at once,
// soft bounces 3 of the last 5, complaint = unsubscribed with the consent record updated); the same event
// twice counts once; an issue's send pauses itself past the hard-bounce and complaint thresholds.
// SNS plays against a certificate made here and served from loopback, the only origin a test may allow.
import { createHmac, randomUUID, sign } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as ApiHelpers from '../helpers/api'
import type { SnsMessage } from '@/lib/newsletter/events-ses'

type Api = typeof ApiHelpers
let helpers: Api
let payload: Awaited<ReturnType<Api['payloadInstance']>>

const FIXTURES = path.join(import.meta.dirname, '../fixtures/newsletter-events')
const TOPIC = 'arn:aws:sns:us-east-1:123456789012:headstash-ses-events'
const POSTMARK_AUTH = 'postmark-hook:s3cret-pass'
const RESEND_SECRET = `whsec_${Buffer.from('resend-test-signing-key-32-bytes!').toString('base64')}`
const MAIL_SECRET = 'mail-reports-secret'
const suffix = `${Date.now()}${process.pid}`
let unique = 0
const next = () => `${suffix}-${(unique += 1)}`

// ---- the SNS side: a key and certificate of our own, served from loopback ----
let snsKey: string
let snsServer: http.Server
let snsOrigin: string
const snsRequests: string[] = []

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sns-cert-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
      '-days',
      '2',
      '-subj',
      '/CN=sns.amazonaws.com',
    ],
    {
      cwd: dir,
      stdio: 'ignore',
    },
  )
  snsKey = fs.readFileSync(path.join(dir, 'key.pem'), 'utf8')
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8')
  fs.rmSync(dir, { recursive: true, force: true })
  snsServer = http.createServer((req, res) => {
    snsRequests.push(req.url ?? '')
    if (req.url?.endsWith('.pem')) res.end(cert)
    else res.end('<ConfirmSubscriptionResponse/>')
  })
  await new Promise<void>((resolve) => snsServer.listen(0, '127.0.0.1', resolve))
  snsOrigin = `http://127.0.0.1:${(snsServer.address() as AddressInfo).port}`
  Object.assign(process.env, {
    NEWSLETTER_SES_TOPIC_ARN: TOPIC,
    NEWSLETTER_POSTMARK_WEBHOOK_AUTH: POSTMARK_AUTH,
    NEWSLETTER_RESEND_WEBHOOK_SECRET: RESEND_SECRET,
    NEWSLETTER_MAIL_EVENTS_SECRET: MAIL_SECRET,
  })
  helpers = await import('../helpers/api')
  payload = await helpers.payloadInstance()
  const { allowLoopbackSnsOriginForTests } = await import('@/lib/newsletter/events-ses')
  allowLoopbackSnsOriginForTests(snsOrigin)
})

afterAll(async () => {
  await new Promise((resolve) => snsServer?.close(resolve))
})

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await payload.db.pool.query<T>(text, values)).rows

// ---- the ledger: issues, sends and deliveries as the delivery side writes them ----

interface Delivery {
  id: number
  subscriber: number
  email: string
  messageId: string
}

async function createIssue(): Promise<number> {
  const issue = await payload.create({
    collection: 'newsletter-issues',
    data: { subject: `Events ${next()}`, slug: `events-${next()}` },
    overrideAccess: true,
    depth: 0,
  })
  return issue.id
}

/** `count` new active subscribers, one delivery each in a new send of the issue, `sent` a minute ago. */
async function seedSend(
  issue: number,
  count: number,
  { state = 'sending', sentAgo = '1 minute' } = {},
): Promise<{ send: number; deliveries: Delivery[] }> {
  const tag = next()
  const [send] = await query<{ id: number }>(
    `INSERT INTO newsletter_sends (issue_id, state, recipients, started_at) VALUES ($1, $2, $3, now()) RETURNING id`,
    [issue, state, count],
  )
  await query(
    `INSERT INTO newsletter_subscribers (email, subscribed_at, status, is_active, confirmed_at)
     SELECT 'reader' || n || '-${tag}@example.net', now(), 'active', true, now() FROM generate_series(1, $1::int) n`,
    [count],
  )
  const deliveries = await query<Delivery & Record<string, unknown>>(
    `INSERT INTO newsletter_deliveries (send_id, subscriber_id, email, domain, state, message_id, sent_at)
     SELECT $1::int, s.id, s.email, 'example.net', 'sent', '<' || s.id || '.' || $1::int || '@headstash.test>', now() - $3::interval
     FROM newsletter_subscribers s WHERE s.email LIKE $2 ORDER BY s.id
     RETURNING id, subscriber_id AS subscriber, email, message_id AS "messageId"`,
    [send!.id, `%-${tag}@example.net`, sentAgo],
  )
  return { send: send!.id, deliveries }
}

/** One more delivery to an existing subscriber, in a finished send of a new issue, sent `sentAgo`. */
async function deliverTo(subscriber: number, email: string, sentAgo: string): Promise<Delivery> {
  const issue = await createIssue()
  const [send] = await query<{ id: number }>(
    `INSERT INTO newsletter_sends (issue_id, state, recipients) VALUES ($1, 'done', 1) RETURNING id`,
    [issue],
  )
  const [delivery] = await query<Delivery & Record<string, unknown>>(
    `INSERT INTO newsletter_deliveries (send_id, subscriber_id, email, domain, state, message_id, sent_at)
     VALUES ($1::int, $2::int, $3, 'example.net', 'sent', '<' || $2::int || '.' || $1::int || '@headstash.test>', now() - $4::interval)
     RETURNING id, subscriber_id AS subscriber, email, message_id AS "messageId"`,
    [send!.id, subscriber, email, sentAgo],
  )
  return delivery!
}

const subscriberRow = async (id: number) =>
  (
    await query<{
      status: string
      isActive: boolean
      unsubscribedAt: Date | null
      suppressedAt: Date | null
      suppressionReason: string | null
    }>(
      `SELECT status, is_active AS "isActive", unsubscribed_at AS "unsubscribedAt", suppressed_at AS "suppressedAt", suppression_reason AS "suppressionReason"
       FROM newsletter_subscribers WHERE id = $1`,
      [id],
    )
  )[0]!
const deliveryState = async (id: number) =>
  (await query<{ state: string }>(`SELECT state FROM newsletter_deliveries WHERE id = $1`, [id]))[0]!.state
const eventsOf = (email: string) =>
  query<{ type: string; deliveryId: number | null }>(`SELECT type, delivery_id AS "deliveryId" FROM newsletter_events WHERE email = $1`, [
    email,
  ])
const sendRow = async (id: number) =>
  (await query<{ state: string; reason: string | null }>(`SELECT state, reason FROM newsletter_sends WHERE id = $1`, [id]))[0]!

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))
const fixture = (name: string, values: Record<string, string>) => fill(fs.readFileSync(path.join(FIXTURES, name), 'utf8'), values)
/** A Postmark fixture under its own event ID (Postmark numbers every bounce and complaint). */
const postmarkFixture = (name: string, id: number, values: Record<string, string>) =>
  JSON.stringify({ ...(JSON.parse(fixture(name, values)) as Record<string, unknown>), ID: id })

// ---- each provider's request ----

const post = (provider: string, rawBody: string, headers: Record<string, string>) =>
  helpers.api('POST', `/api/newsletter/events/${provider}`, { rawBody, headers, browser: false })

function snsEnvelope(message: string, overrides: Partial<SnsMessage> = {}, version: '1' | '2' = '2'): SnsMessage {
  const envelope: SnsMessage = {
    Type: 'Notification',
    MessageId: randomUUID(),
    TopicArn: TOPIC,
    Message: message,
    Timestamp: new Date().toISOString(),
    SignatureVersion: version,
    Signature: '',
    SigningCertURL: `${snsOrigin}/SimpleNotificationService-test.pem`,
    ...overrides,
  }
  return envelope
}

async function signSns(envelope: SnsMessage): Promise<SnsMessage> {
  const { snsStringToSign } = await import('@/lib/newsletter/events-ses')
  const signature = sign(envelope.SignatureVersion === '1' ? 'sha1' : 'sha256', Buffer.from(snsStringToSign(envelope)), snsKey)
  return { ...envelope, Signature: signature.toString('base64') }
}

const postSns = (envelope: SnsMessage) => post('ses', JSON.stringify(envelope), { 'content-type': 'text/plain; charset=UTF-8' })

const postmarkHeaders = (auth = POSTMARK_AUTH) => ({
  'content-type': 'application/json',
  authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
})

function svixHeaders(body: string, id = `msg_${randomUUID()}`, timestamp = Math.floor(Date.now() / 1000)) {
  const key = Buffer.from(RESEND_SECRET.slice('whsec_'.length), 'base64')
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')
  return { 'content-type': 'application/json', 'svix-id': id, 'svix-timestamp': String(timestamp), 'svix-signature': `v1,${signature}` }
}

const mailHeaders = (secret = MAIL_SECRET) => ({ 'content-type': 'message/rfc822', 'x-newsletter-events-secret': secret })

// ---- tests ----

describe('Amazon SES via SNS', () => {
  it('accepts a bounce signed with SignatureVersion 1 or 2: hard bounce suppresses and marks the delivery bounced', async () => {
    const { deliveries } = await seedSend(await createIssue(), 2)
    for (const [index, version] of (['1', '2'] as const).entries()) {
      const target = deliveries[index]!
      const message = fixture('ses-bounce.json', { EMAIL: target.email, MESSAGE_ID: target.messageId })
      const response = await postSns(await signSns(snsEnvelope(message, {}, version)))
      expect(response.status, response.text).toBe(200)
      expect(response.json).toMatchObject({ recorded: 1, duplicates: 0 })
      expect(await deliveryState(target.id)).toBe('bounced')
      const subscriber = await subscriberRow(target.subscriber)
      expect(subscriber.suppressedAt).not.toBeNull()
      expect(subscriber.suppressionReason).toBe('Hard bounce reported by ses: smtp; 550 5.1.1 user unknown')
      expect(subscriber.status).toBe('active')
      expect(await eventsOf(target.email)).toEqual([{ type: 'hard_bounce', deliveryId: target.id }])
    }
  })

  it('answers 401 to a tampered notification and changes nothing', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const signed = await signSns(snsEnvelope(fixture('ses-bounce.json', { EMAIL: 'someone-else@example.net', MESSAGE_ID: '<x@y>' })))
    const tampered = { ...signed, Message: fixture('ses-bounce.json', { EMAIL: target.email, MESSAGE_ID: target.messageId }) }
    const response = await postSns(tampered)
    expect(response.status).toBe(401)
    expect(await eventsOf(target.email)).toEqual([])
    expect(await deliveryState(target.id)).toBe('sent')
    expect((await subscriberRow(target.subscriber)).suppressedAt).toBeNull()
  })

  it('refuses a certificate that is not on an Amazon SNS host without fetching it', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const before = snsRequests.length
    const envelope = await signSns(
      snsEnvelope(fixture('ses-bounce.json', { EMAIL: target.email, MESSAGE_ID: target.messageId }), {
        SigningCertURL: 'https://sns.us-east-1.amazonaws.com.evil.example/cert.pem',
      }),
    )
    expect((await postSns(envelope)).status).toBe(401)
    expect(snsRequests.length).toBe(before)
    expect(await eventsOf(target.email)).toEqual([])
  })

  it('confirms a subscription only for the configured topic', async () => {
    const confirmation = (topic: string, token: string) =>
      signSns(
        snsEnvelope('You have chosen to subscribe to the topic.', {
          Type: 'SubscriptionConfirmation',
          TopicArn: topic,
          Token: token,
          SubscribeURL: `${snsOrigin}/?Action=ConfirmSubscription&Token=${token}`,
        }),
      )
    const foreign = await postSns(await confirmation('arn:aws:sns:us-east-1:999999999999:someone-elses-topic', 'foreign-token'))
    expect(foreign.status).toBe(403)
    expect(snsRequests.some((url) => url.includes('foreign-token'))).toBe(false)
    const ours = await postSns(await confirmation(TOPIC, 'our-token'))
    expect(ours.status).toBe(200)
    expect(snsRequests.some((url) => url.includes('Action=ConfirmSubscription&Token=our-token'))).toBe(true)
  })

  it('a complaint unsubscribes the reader and updates the consent record', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const response = await postSns(
      await signSns(snsEnvelope(fixture('ses-complaint.json', { EMAIL: target.email, MESSAGE_ID: target.messageId }))),
    )
    expect(response.status).toBe(200)
    const subscriber = await subscriberRow(target.subscriber)
    expect(subscriber).toMatchObject({
      status: 'inactive',
      isActive: false,
      suppressionReason: 'Complaint (marked as spam) reported by ses: abuse; unsubscribed',
    })
    expect(subscriber.unsubscribedAt?.toISOString()).toBe('2026-11-20T11:00:00.000Z')
    expect(subscriber.suppressedAt).not.toBeNull()
    // A complaint is about a delivered message: the delivery stays sent.
    expect(await deliveryState(target.id)).toBe('sent')
  })
})

describe('Postmark', () => {
  it('accepts a hard bounce with the configured Basic credentials', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const body = postmarkFixture('postmark-hard-bounce.json', 4323372036, { EMAIL: target.email, MESSAGE_ID: target.messageId })
    const response = await post('postmark', body, postmarkHeaders())
    expect(response.status).toBe(200)
    expect(await deliveryState(target.id)).toBe('bounced')
    expect((await subscriberRow(target.subscriber)).suppressionReason).toMatch(
      /^Hard bounce reported by postmark: HardBounce: smtp;550 5\.1\.1/,
    )
  })

  it('answers 401 to wrong or missing credentials and changes nothing', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const body = postmarkFixture('postmark-hard-bounce.json', 4323372037, { EMAIL: target.email, MESSAGE_ID: target.messageId })
    expect((await post('postmark', body, postmarkHeaders('postmark-hook:guess'))).status).toBe(401)
    expect((await post('postmark', body, { 'content-type': 'application/json' })).status).toBe(401)
    expect(await eventsOf(target.email)).toEqual([])
    expect(await deliveryState(target.id)).toBe('sent')
    expect((await subscriberRow(target.subscriber)).suppressedAt).toBeNull()
  })
})

describe('Resend', () => {
  it('accepts a Svix-signed soft bounce; the same event twice is recorded once', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const body = fixture('resend-bounced.json', { EMAIL: target.email, MESSAGE_ID: target.messageId })
    const headers = svixHeaders(body)
    const first = await post('resend', body, headers)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ recorded: 1, duplicates: 0 })
    const again = await post('resend', body, headers)
    expect(again.status).toBe(200)
    expect(again.json).toMatchObject({ recorded: 0, duplicates: 1 })
    expect(await eventsOf(target.email)).toEqual([{ type: 'soft_bounce', deliveryId: target.id }])
    // One soft bounce suppresses nobody, and a delivery that bounced softly stays sent.
    expect((await subscriberRow(target.subscriber)).suppressedAt).toBeNull()
    expect(await deliveryState(target.id)).toBe('sent')
  })

  it('answers 401 to a tampered body, a wrong secret or an old timestamp, and changes nothing', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const body = fixture('resend-bounced.json', { EMAIL: target.email, MESSAGE_ID: target.messageId })
    const hard = body.replace('"Transient"', '"Permanent"')
    expect((await post('resend', hard, svixHeaders(body))).status).toBe(401)
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60
    expect((await post('resend', body, svixHeaders(body, `msg_${randomUUID()}`, sixMinutesAgo))).status).toBe(401)
    const forged = { ...svixHeaders(body), 'svix-signature': `v1,${createHmac('sha256', 'guess').update(body).digest('base64')}` }
    expect((await post('resend', body, forged)).status).toBe(401)
    expect(await eventsOf(target.email)).toEqual([])
  })
})

describe('raw reports (DSN, ARF)', () => {
  it('a delivery status notification hard-bounces the recipient it names', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const report = fixture('dsn-hard-bounce.eml', { EMAIL: target.email, MESSAGE_ID: target.messageId, REPORT_ID: next() })
    const response = await post('mail', report, mailHeaders())
    expect(response.status, response.text).toBe(200)
    expect(response.json).toMatchObject({ recorded: 1 })
    expect(await deliveryState(target.id)).toBe('bounced')
    expect((await subscriberRow(target.subscriber)).suppressionReason).toBe(
      `Hard bounce reported by mail: 5.1.1 550 5.1.1 <${target.email}>: Recipient address rejected: User unknown in local recipient table`,
    )
  })

  it('an abuse report with a redacted recipient unsubscribes the reader its Message-ID names', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const report = fixture('arf-abuse.eml', { MESSAGE_ID: target.messageId, REPORT_ID: next() })
    const response = await post('mail', report, mailHeaders())
    expect(response.status, response.text).toBe(200)
    const subscriber = await subscriberRow(target.subscriber)
    expect(subscriber).toMatchObject({ status: 'inactive', isActive: false })
    expect(subscriber.unsubscribedAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z')
    expect(subscriber.suppressionReason).toBe('Complaint (marked as spam) reported by mail: abuse; unsubscribed')
    expect(await eventsOf(target.email)).toEqual([{ type: 'complaint', deliveryId: target.id }])
  })

  it('answers 401 without the shared secret and 400 to a message that is no report', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1)
    const target = deliveries[0]!
    const report = fixture('dsn-hard-bounce.eml', { EMAIL: target.email, MESSAGE_ID: target.messageId, REPORT_ID: next() })
    expect((await post('mail', report, mailHeaders('guess'))).status).toBe(401)
    expect((await post('mail', 'Subject: hello\r\n\r\njust a message', mailHeaders())).status).toBe(400)
    expect(await eventsOf(target.email)).toEqual([])
    expect(await deliveryState(target.id)).toBe('sent')
  })
})

describe('doors without a configured secret', () => {
  it('answer 404 like a provider we do not know', async () => {
    const saved = process.env.NEWSLETTER_RESEND_WEBHOOK_SECRET
    delete process.env.NEWSLETTER_RESEND_WEBHOOK_SECRET
    try {
      const body = '{}'
      expect((await post('resend', body, svixHeaders(body))).status).toBe(404)
    } finally {
      process.env.NEWSLETTER_RESEND_WEBHOOK_SECRET = saved
    }
    expect((await post('nobody', '{}', { 'content-type': 'application/json' })).status).toBe(404)
  })
})

describe('soft bounces', () => {
  it('suppress after 3 of the last 5 deliveries bounced softly, not 3 of more', async () => {
    const { deliveries } = await seedSend(await createIssue(), 1, { sentAgo: '6 days' })
    const first = deliveries[0]!
    const later = [first]
    for (const ago of ['5 days', '4 days', '3 days', '2 days', '1 day']) later.push(await deliverTo(first.subscriber, first.email, ago))
    // Oldest first: d1 (outside the last five once d6 exists) … d6.
    const softBounce = async (delivery: Delivery) => {
      const body = fixture('resend-bounced.json', { EMAIL: delivery.email, MESSAGE_ID: delivery.messageId })
      expect((await post('resend', body, svixHeaders(body))).status).toBe(200)
    }
    await softBounce(later[0]!)
    await softBounce(later[4]!)
    await softBounce(later[5]!)
    // Three soft bounces, but only two among the last five deliveries.
    expect((await subscriberRow(first.subscriber)).suppressedAt).toBeNull()
    await softBounce(later[3]!)
    const subscriber = await subscriberRow(first.subscriber)
    expect(subscriber.suppressedAt).not.toBeNull()
    expect(subscriber.suppressionReason).toMatch(/^Soft bounces on 3 of the last 5 deliveries \(latest reported by resend: Transient/)
    expect(subscriber.status).toBe('active')
  })
})

describe('auto-pause', () => {
  /** Stores earlier events of `type` for the first `count` deliveries, as if they had arrived before. */
  const earlierEvents = (deliveries: Delivery[], type: string, count: number) =>
    query(
      `INSERT INTO newsletter_events (provider, provider_event_id, type, email, subscriber_id, delivery_id, occurred_at)
       SELECT 'postmark', 'earlier-' || d.id || '-' || $2, $2, d.email, d.subscriber_id, d.id, now() FROM newsletter_deliveries d WHERE d.id = ANY($1::int[])`,
      [deliveries.slice(0, count).map((delivery) => delivery.id), type],
    )

  let postmarkId = 9_000_000
  const postmarkEvent = (name: string, delivery: Delivery) =>
    post('postmark', postmarkFixture(name, (postmarkId += 1), { EMAIL: delivery.email, MESSAGE_ID: delivery.messageId }), postmarkHeaders())

  it('pauses the send once hard bounces pass 5 % of the first 1,000 deliveries, not at 5 %', async () => {
    const { send, deliveries } = await seedSend(await createIssue(), 1000)
    await earlierEvents(deliveries, 'hard_bounce', 49)
    expect((await postmarkEvent('postmark-hard-bounce.json', deliveries[49]!)).status).toBe(200)
    expect(await sendRow(send)).toEqual({ state: 'sending', reason: null })
    expect((await postmarkEvent('postmark-hard-bounce.json', deliveries[50]!)).status).toBe(200)
    expect(await sendRow(send)).toEqual({ state: 'paused', reason: 'Paused automatically: 5.1 % hard bounces after 1,000 deliveries' })
    // Resumed by an editor who read the reason, the same threshold does not pause it again.
    await query(`UPDATE newsletter_sends SET state = 'sending', reason = NULL WHERE id = $1`, [send])
    expect((await postmarkEvent('postmark-hard-bounce.json', deliveries[51]!)).status).toBe(200)
    expect((await sendRow(send)).state).toBe('sending')
  })

  it('pauses the send once complaints pass 0.3 %, not at 0.3 %', async () => {
    const { send, deliveries } = await seedSend(await createIssue(), 1000)
    await earlierEvents(deliveries, 'complaint', 2)
    expect((await postmarkEvent('postmark-spam-complaint.json', deliveries[2]!)).status).toBe(200)
    expect((await sendRow(send)).state).toBe('sending')
    expect((await postmarkEvent('postmark-spam-complaint.json', deliveries[3]!)).status).toBe(200)
    expect(await sendRow(send)).toEqual({ state: 'paused', reason: 'Paused automatically: 0.4 % complaints after 1,000 deliveries' })
  })

  it('waits for the first 1,000 deliveries', async () => {
    const { send, deliveries } = await seedSend(await createIssue(), 999)
    await earlierEvents(deliveries, 'hard_bounce', 200)
    expect((await postmarkEvent('postmark-hard-bounce.json', deliveries[200]!)).status).toBe(200)
    expect((await sendRow(send)).state).toBe('sending')
  })
})
