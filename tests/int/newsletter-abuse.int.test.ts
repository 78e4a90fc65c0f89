// The newsletter against abuse: one confirmation per mailbox per hour whatever the spelling, door or
// concurrency; per-client limits that an IPv6 /64 cannot walk past; sign-up answers that do not wait for
// the mail server; DKIM-signed, well-formed e-mail. A real SMTP server on loopback receives the mail.
// SMTP_URL, DKIM_* and the limits must be set before the Payload config is imported.
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type * as ApiHelpers from '../helpers/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkDkim } from '../helpers/dkim'
import { startTestInbox, type TestInbox } from '../helpers/smtp'

type Api = typeof ApiHelpers
let inbox: TestInbox
let helpers: Api
let payload: Awaited<ReturnType<Api['payloadInstance']>>
let publicKey: KeyObject

const suffix = `${Date.now()}${process.pid}`
let keyDir = ''
const NEWSLETTER_LIMIT = 10
const CONFIRM_SUBJECT = 'Confirm your Smoke Signals subscription'

beforeAll(async () => {
  inbox = await startTestInbox()
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  publicKey = keys.publicKey
  // The key as a file path: the form a mounted secret takes.
  keyDir = mkdtempSync(path.join(tmpdir(), 'dkim-'))
  const keyFile = path.join(keyDir, 'private.pem')
  writeFileSync(keyFile, keys.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 })
  Object.assign(process.env, {
    SMTP_URL: inbox.url,
    EMAIL_FROM: 'Smoke Signals <signals@headstash.test>',
    DKIM_DOMAIN: 'headstash.test',
    DKIM_SELECTOR: 'mail2026',
    DKIM_PRIVATE_KEY: keyFile,
    RATE_LIMIT_NEWSLETTER: String(NEWSLETTER_LIMIT),
  })
  helpers = await import('../helpers/api')
  payload = await helpers.payloadInstance()
})

afterAll(async () => {
  await inbox?.close()
  if (keyDir) rmSync(keyDir, { recursive: true, force: true })
})

const subscribe = (email: string, headers: Record<string, string> = {}) =>
  helpers.api('POST', '/api/newsletter/subscribe', { body: { email }, headers })

const confirmationsTo = (...addresses: string[]) =>
  addresses.flatMap((address) => inbox.to(address)).filter((mail) => mail.subject === CONFIRM_SUBJECT)

const storedAddresses = async (...addresses: string[]) =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { in: addresses } },
      overrideAccess: true,
      limit: 0,
      depth: 0,
    })
  ).docs
    .map((doc) => doc.email)
    .sort()

async function createGate(name: string) {
  return payload.create({
    collection: 'gates',
    data: {
      name,
      pagePath: '/the-cloud',
      title: 'Join',
      description: 'd',
      triggerType: 'scroll',
      triggerValue: 50,
      showFrequency: 'once',
      priority: 1,
    },
    overrideAccess: true,
  })
}

describe('one confirmation e-mail per mailbox per hour', () => {
  it('20 simultaneous sign-ups of one address send exactly one confirmation', async () => {
    const email = `race.${suffix}@example.com`
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(email)))
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(200))
    await helpers.runJobsQueue()
    expect(confirmationsTo(email)).toHaveLength(1)
    expect(await storedAddresses(email)).toEqual([email])
  })

  it('plus-tags and letter case of one mailbox share the allowance; each address is stored as given', async () => {
    const tagged = [`victim${suffix}+1@example.com`, `victim${suffix}+2@example.com`, `VICTIM${suffix}@example.com`]
    // Validation lower-cases; the plus-tags stay.
    const stored = [`victim${suffix}+1@example.com`, `victim${suffix}+2@example.com`, `victim${suffix}@example.com`]
    for (const email of tagged) {
      expect((await subscribe(email)).status).toBe(200)
      await helpers.runJobsQueue()
    }
    expect(confirmationsTo(...stored)).toHaveLength(1)
    expect(await storedAddresses(...stored)).toEqual([...stored].sort())
    // Twenty more tags at once change nothing.
    await Promise.all(Array.from({ length: 20 }, (_, n) => subscribe(`victim${suffix}+x${n}@example.com`)))
    await helpers.runJobsQueue()
    const all = [...stored, ...Array.from({ length: 20 }, (_, n) => `victim${suffix}+x${n}@example.com`)]
    expect(confirmationsTo(...all)).toHaveLength(1)
  })

  it("Gmail's dots and googlemail.com are one mailbox", async () => {
    const spellings = [`first.last${suffix}@gmail.com`, `firstlast${suffix}+news@googlemail.com`, `f.i.r.s.t.last${suffix}@gmail.com`]
    for (const email of spellings) {
      await subscribe(email)
      await helpers.runJobsQueue()
    }
    expect(confirmationsTo(...spellings)).toHaveLength(1)
    // Another domain's dots are its own business: a different mailbox there.
    const other = [`first.last.${suffix}@example.org`, `firstlast.${suffix}@example.org`]
    for (const email of other) await subscribe(email)
    await helpers.runJobsQueue()
    expect(confirmationsTo(...other)).toHaveLength(2)
  })

  it('the gate and the newsletter form share one allowance, in either order', async () => {
    const gate = await createGate(`abuse-${suffix}`)
    const viaGate = (email: string) =>
      helpers.api('POST', '/api/subscription-gates/interaction', {
        body: { gateId: gate.id, sessionId: `s-${email}`, action: 'subscribed', email },
      })

    expect((await viaGate(`door${suffix}+gate@example.com`)).status).toBe(201)
    expect((await subscribe(`door${suffix}+form@example.com`)).status).toBe(200)
    await helpers.runJobsQueue()
    expect(confirmationsTo(`door${suffix}+gate@example.com`, `door${suffix}+form@example.com`)).toHaveLength(1)

    expect((await subscribe(`back${suffix}+form@example.com`)).status).toBe(200)
    expect((await viaGate(`back${suffix}+gate@example.com`)).status).toBe(201)
    await helpers.runJobsQueue()
    expect(confirmationsTo(`back${suffix}+form@example.com`, `back${suffix}+gate@example.com`)).toHaveLength(1)
  })

  it('a gate sign-up spends the per-client newsletter allowance too', async () => {
    const gate = await createGate(`allowance-${suffix}`)
    const client = { 'x-forwarded-for': `203.0.113.${Number(suffix.slice(-2)) + 1}-${suffix}` }
    for (let n = 0; n < NEWSLETTER_LIMIT; n += 1) expect((await subscribe(`spent${n}.${suffix}@example.com`, client)).status).toBe(200)
    const gated = await helpers.api('POST', '/api/subscription-gates/interaction', {
      body: { gateId: gate.id, sessionId: `s-allowance-${suffix}`, action: 'subscribed', email: `gate.${suffix}@example.com` },
      headers: client,
    })
    expect(gated.status).toBe(429)
    // A gate interaction without an address is no sign-up and stays within the other allowance.
    const viewed = await helpers.api('POST', '/api/subscription-gates/interaction', {
      body: { gateId: gate.id, sessionId: `s-allowance-${suffix}`, action: 'shown' },
      headers: client,
    })
    expect(viewed.status).toBe(201)
  })
})

describe('the sign-up answer does not wait for the mail server', () => {
  it('answers before the mail server has even been sent the message; the queued job delivers it', async () => {
    const email = `slowmail.${suffix}@example.com`
    // Earlier tests' e-mails go out first, so the one run below sends this test's message only.
    await helpers.runJobsQueue()
    inbox.answerDelayMs = 2_000
    try {
      const before = inbox.dataStarted
      const answer = await subscribe(email)
      expect(answer.status).toBe(200)
      // Sent inside the request, the message would have reached the server (and waited for its answer).
      expect(inbox.dataStarted).toBe(before)
      expect(inbox.to(email)).toHaveLength(0)
      const queued = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'newsletterConfirmation' }, 'input.email': { equals: email } },
        overrideAccess: true,
        depth: 0,
      })
      expect(queued.docs).toHaveLength(1)

      await helpers.runJobsQueue()
      expect(inbox.dataStarted).toBe(before + 1)
      expect(confirmationsTo(email)).toHaveLength(1)
      expect((await storedAddresses(email)).length).toBe(1)
    } finally {
      inbox.answerDelayMs = 0
    }
  })
})

describe('e-mail as receiving servers check it', () => {
  it('is DKIM-signed for DKIM_DOMAIN with DKIM_SELECTOR, and the signature verifies', async () => {
    const email = `dkim.${suffix}@example.com`
    await subscribe(email)
    await helpers.runJobsQueue()
    const [mail] = confirmationsTo(email)
    if (!mail) throw new Error('no confirmation arrived')
    const check = checkDkim(mail.raw, publicKey)
    expect(check.tags).toMatchObject({ v: '1', a: 'rsa-sha256', c: 'relaxed/relaxed', d: 'headstash.test', s: 'mail2026' })
    expect(check.tags.h?.toLowerCase().split(':')).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'list-unsubscribe']))
    expect(check.bodyHashMatches).toBe(true)
    expect(check.signatureValid).toBe(true)
    // A changed byte in the body breaks it: the check is real.
    const tampered = Buffer.from(mail.raw.toString('binary').replace('Confirm my subscription', 'Confirm my subscriptiom'), 'binary')
    expect(checkDkim(tampered, publicKey).bodyHashMatches).toBe(false)
  })

  it('every HTML message is a document with a language and a title', async () => {
    const email = `html.${suffix}@example.com`
    await subscribe(email)
    await helpers.runJobsQueue()
    const [confirmation] = confirmationsTo(email)
    const token = /\/newsletter\/confirm\?token=([^\s"<>&]+)/.exec(confirmation?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    expect((await helpers.api('POST', '/api/newsletter/confirm', { body: { token: decodeURIComponent(token!) } })).status).toBe(200)
    const mails = inbox.to(email)
    expect(mails.map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT, 'Signal lit: welcome to Smoke Signals'])
    for (const mail of mails) {
      const html = typeof mail.html === 'string' ? mail.html : ''
      expect(html).toMatch(/^<!doctype html[^>]*><html [^>]*lang="en"[^>]*><head>/i)
      expect(html).toContain(`<title>${mail.subject}</title>`)
    }
  })
})

describe('per-client limits and IPv6', () => {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16)
  const network = `2001:db8:${group()}:${group()}`

  it('30 addresses of one /64 share one allowance; another /64 has its own', async () => {
    const statuses: number[] = []
    for (let n = 1; n <= 30; n += 1) {
      const answer = await subscribe(`v6-${n}.${suffix}@example.com`, {
        'x-forwarded-for': `${network}:${n.toString(16)}:${group()}::${n}`,
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array<number>(NEWSLETTER_LIMIT).fill(200), ...Array<number>(30 - NEWSLETTER_LIMIT).fill(429)])
    const neighbour = await subscribe(`v6-next.${suffix}@example.com`, { 'x-forwarded-for': `2001:db8:${group()}:${group()}::1` })
    expect(neighbour.status).toBe(200)
  })

  it('an IPv4-mapped IPv6 address is the IPv4 client', async () => {
    const ipv4 = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
    for (let n = 0; n < NEWSLETTER_LIMIT; n += 1) {
      const address = n % 2 === 0 ? ipv4 : `::ffff:${ipv4}`
      expect((await subscribe(`mapped${n}.${suffix}@example.com`, { 'x-forwarded-for': address })).status).toBe(200)
    }
    expect((await subscribe(`mapped-over.${suffix}@example.com`, { 'x-forwarded-for': `::ffff:${ipv4}` })).status).toBe(429)
    expect((await subscribe(`mapped-over2.${suffix}@example.com`, { 'x-forwarded-for': ipv4 })).status).toBe(429)
  })
})
