// The newsletter with e-mail configured (docs/decisions.md#newsletter-email), against a real SMTP server on loopback started here.
// SMTP_URL must be set before the Payload config is imported, so the app modules are imported late.
import type { ParsedMail } from 'mailparser'
import type * as NewsletterTokens from '@/lib/newsletter/tokens'
import type * as NewsletterValidation from '@/lib/newsletter/schema'
import type * as ApiHelpers from '../helpers/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestInbox, type TestInbox } from '../helpers/smtp'

type Api = typeof ApiHelpers
let inbox: TestInbox
let http: Api['api']
let runJobsQueue: Api['runJobsQueue']
let payload: Awaited<ReturnType<Api['payloadInstance']>>
let admin = ''
let messages: typeof NewsletterValidation
let tokens: typeof NewsletterTokens

const suffix = `${Date.now()}`
const SITE = 'https://headstash.test'

beforeAll(async () => {
  inbox = await startTestInbox()
  Object.assign(process.env, { SMTP_URL: inbox.url, EMAIL_FROM: 'Smoke Signals <signals@headstash.test>', SERVER_URL: SITE })
  const helpers = await import('../helpers/api')
  // The site's origin is SITE here, so its pages (and Payload's CSRF list) say Origin: SITE.
  http = (method, path, options = {}) => helpers.api(method, path, { ...options, headers: { origin: SITE, ...options.headers } })
  payload = await helpers.payloadInstance()
  runJobsQueue = helpers.runJobsQueue
  messages = await import('@/lib/newsletter/schema')
  tokens = await import('@/lib/newsletter/tokens')
  const username = `mail-admin-${suffix}`
  await payload.create({ collection: 'users', data: { username, password: 'admin-pass-1', role: 'admin' }, overrideAccess: true })
  admin = helpers.cookieFrom(await http('POST', '/api/auth/login', { body: { username, password: 'admin-pass-1' } }))
})

afterAll(async () => {
  await inbox?.close()
})

const subscriberOf = async (email: string) =>
  (await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, limit: 1, overrideAccess: true }))
    .docs[0]

/** A header as sent (unfolded), e.g. List-Unsubscribe. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '')

const linkIn = (mail: ParsedMail, path: string) => {
  const match = new RegExp(`${SITE.replace(/\./g, '\\.')}${path.replace(/\?/g, '\\?')}\\?token=([^\\s"<>&]+)`).exec(mail.text ?? '')
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`)
  return { url: match[0], token: decodeURIComponent(match[1]) }
}

/** The one-click URL of a message's List-Unsubscribe header. */
const oneClickUrl = (mail: ParsedMail) => {
  const url = /<(https?:[^>]+)>/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1]
  if (!url) throw new Error('no HTTPS List-Unsubscribe')
  return url
}

const expectUnsubscribeHeaders = (mail: ParsedMail) => {
  const listUnsubscribe = header(mail, 'List-Unsubscribe') ?? ''
  expect(listUnsubscribe).toMatch(
    new RegExp(
      `^<${SITE.replace(/\./g, '\\.')}/api/newsletter/unsubscribe\\?token=[^>]+>, <mailto:signals@headstash\\.test\\?subject=unsubscribe>$`,
    ),
  )
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
}

describe('double opt-in with e-mail configured', () => {
  const email = `reader.${suffix}@example.com`

  it('subscribe stores a pending address with its source and sends exactly one confirmation e-mail', async () => {
    const response = await http('POST', '/api/newsletter/subscribe', {
      body: { email: email.toUpperCase() },
      headers: { referer: `${SITE}/about?utm=x` },
    })
    // Double opt-in: the answer says the address still has to be confirmed, and the form says so.
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ success: true, status: 'pending', message: messages.NEWSLETTER_MESSAGES.pending })
    expect(messages.subscribedToast(response.json)).toEqual({
      title: messages.NEWSLETTER_MESSAGES.pendingTitle,
      description: messages.NEWSLETTER_MESSAGES.pending,
    })
    const row = await subscriberOf(email)
    expect(row).toMatchObject({ status: 'pending', isActive: false, source: '/about', confirmedAt: null })
    // The request only queued the e-mail; the jobs queue sends it.
    expect(inbox.to(email)).toHaveLength(0)
    await runJobsQueue()
    const mails = inbox.to(email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe('Confirm your Smoke Signals subscription')
    expect(mail.from?.value).toEqual([{ name: 'Smoke Signals', address: 'signals@headstash.test' }])
    expect(linkIn(mail, '/newsletter/confirm').url).toContain(`${SITE}/newsletter/confirm?token=`)
    expect(mail.text).toContain(`${SITE}/unsubscribe?token=`)
    expect(mail.html).toContain('/newsletter/confirm?token=')
    // An e-mail never carries a script: clients strip or block it, and sandboxed viewers report it.
    expect(mail.html).not.toMatch(/<script|<template/i)
    expectUnsubscribeHeaders(mail)
  })

  it('a repeat subscription answers the same and sends no second confirmation within the hour', async () => {
    const again = await http('POST', '/api/newsletter/subscribe', { body: { email } })
    expect(again.json).toEqual({ success: true, status: 'pending', message: messages.NEWSLETTER_MESSAGES.pending })
    await runJobsQueue()
    expect(inbox.to(email)).toHaveLength(1)
    expect(
      (await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
  })

  it('GET on the confirm link does not confirm; a POST of its token does, then the welcome e-mail follows', async () => {
    const { token } = linkIn(inbox.to(email)[0]!, '/newsletter/confirm')
    // What a prefetching scanner can do with the link: GET it, on the page or on the API.
    const scanned = await http('GET', `/api/newsletter/confirm?token=${encodeURIComponent(token)}`)
    expect(scanned.status).toBeGreaterThanOrEqual(400)
    expect((await subscriberOf(email))?.status).toBe('pending')

    const confirmed = await http('POST', '/api/newsletter/confirm', { body: { token } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json).toEqual({ success: true, message: messages.NEWSLETTER_TOKEN_MESSAGES.confirmed })
    const row = await subscriberOf(email)
    expect(row).toMatchObject({ status: 'active', isActive: true })
    expect(row?.confirmedAt).toEqual(expect.any(String))

    const mails = inbox.to(email)
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your Smoke Signals subscription', 'Signal lit: welcome to Smoke Signals'])
    expect(mails[1]!.text).toContain('Smoke Signals')
    expectUnsubscribeHeaders(mails[1]!)
    // Confirming twice is harmless and sends nothing more.
    expect((await http('POST', '/api/newsletter/confirm', { body: { token } })).status).toBe(200)
    expect(inbox.to(email)).toHaveLength(2)
  })

  it('refuses tampered, expired and wrong-purpose tokens', async () => {
    const { token } = linkIn(inbox.to(email)[0]!, '/newsletter/confirm')
    const expired = tokens.signToken('confirm', email, Date.now() - (messages.CONFIRM_TOKEN_TTL_SECONDS + 60) * 1000)
    for (const bad of [`${token}x`, expired, tokens.signToken('unsubscribe', email)]) {
      const response = await http('POST', '/api/newsletter/confirm', { body: { token: bad } })
      expect(response.status).toBe(400)
      expect(response.json).toEqual({ message: messages.NEWSLETTER_TOKEN_MESSAGES.invalid })
    }
    // A confirmation link cannot unsubscribe anyone.
    const misuse = await http('POST', `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(misuse.status).toBe(400)
    expect((await subscriberOf(email))?.status).toBe('active')
  })

  it('a browser GET on the List-Unsubscribe URL only leads to the unsubscribe page', async () => {
    const url = new URL(oneClickUrl(inbox.to(email)[1]!))
    const response = await http('GET', `${url.pathname}${url.search}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/unsubscribe${url.search}`)
    expect((await subscriberOf(email))?.status).toBe('active')
  })

  it('an RFC 8058 one-click POST unsubscribes without a session or Origin', async () => {
    const url = new URL(oneClickUrl(inbox.to(email)[1]!))
    const response = await http('POST', `${url.pathname}${url.search}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(200)
    const row = await subscriberOf(email)
    expect(row).toMatchObject({ status: 'inactive', isActive: false })
    expect(row?.unsubscribedAt).toEqual(expect.any(String))
    // The staff list shows the effect.
    const inactive = await http<{ subscribers: Array<{ email: string }> }>('GET', '/api/admin/newsletter/subscribers?status=inactive', {
      cookie: admin,
    })
    expect(inactive.json.subscribers.map((s) => s.email)).toContain(email)
  })

  it('resubscribing later starts double opt-in again with a fresh confirmation', async () => {
    const response = await http('POST', '/api/newsletter/subscribe', { body: { email, source: '/herbanconversations' } })
    expect(response.json).toEqual({ success: true, status: 'pending', message: messages.NEWSLETTER_MESSAGES.pending })
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', source: '/herbanconversations', unsubscribedAt: null })
    await runJobsQueue()
    const mails = inbox.to(email)
    expect(mails).toHaveLength(3)
    expect(mails[2]!.subject).toBe('Confirm your Smoke Signals subscription')
    const { token } = linkIn(mails[2]!, '/newsletter/confirm')
    expect((await http('POST', '/api/newsletter/confirm', { body: { token } })).status).toBe(200)
    expect((await subscriberOf(email))?.status).toBe('active')
  })
})

describe('gate subscriptions and delete-my-data', () => {
  const email = `gated.${suffix}@example.com`

  it('a gate "subscribed" action goes through the same double opt-in and records the gate', async () => {
    const gate = await payload.create({
      collection: 'gates',
      data: {
        name: `mail-${suffix}`,
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
    const response = await http('POST', '/api/subscription-gates/interaction', {
      body: { gateId: gate.id, sessionId: 's-mail', action: 'subscribed', email },
      headers: { referer: `${SITE}/the-cloud` },
    })
    expect(response.status).toBe(201)
    expect(response.json).toEqual({ success: true, status: 'pending', message: messages.NEWSLETTER_MESSAGES.pending })
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', source: `gate:${gate.id} /the-cloud` })
    await runJobsQueue()
    expect(inbox.to(email)).toHaveLength(1)
    expectUnsubscribeHeaders(inbox.to(email)[0]!)
  })

  it('"delete my data" from the unsubscribe link removes the subscriber, the address in gate interactions and its send record', async () => {
    const sendRecords = async () =>
      (await payload.db.pool.query('SELECT mailbox FROM newsletter_confirmation_sends WHERE mailbox = $1', [email])).rows
    expect(await sendRecords()).toHaveLength(1)
    const { token } = linkIn(inbox.to(email)[0]!, '/unsubscribe')
    const response = await http('POST', '/api/newsletter/delete-data', { body: { token } })
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ success: true, message: messages.NEWSLETTER_TOKEN_MESSAGES.deleted })
    expect(await subscriberOf(email)).toBeUndefined()
    expect(await sendRecords()).toHaveLength(0)
    const interactions = await payload.find({
      collection: 'gate-interactions',
      where: { sessionId: { equals: 's-mail' } },
      overrideAccess: true,
    })
    expect(interactions.docs).toHaveLength(1)
    expect(interactions.docs[0]?.email ?? null).toBeNull()
    // The page's unsubscribe button works with the same link, and an unknown address is no error.
    expect((await http('POST', '/api/newsletter/unsubscribe', { body: { token } })).status).toBe(200)
  })
})

describe("the contract's isActive flag and the status", () => {
  it('follow each other whichever one a write sets (a staff REST client that knows only isActive keeps working)', async () => {
    const email = `flag.${suffix}@example.com`
    type Doc = { doc: { id: number; status: string; isActive: boolean } }
    const created = await http<Doc>('POST', '/api/newsletter-subscribers', {
      body: { email, subscribedAt: new Date().toISOString(), isActive: false },
      cookie: admin,
    })
    expect(created.status).toBe(201)
    expect(created.json.doc).toMatchObject({ status: 'inactive', isActive: false })
    const id = created.json.doc.id
    expect(
      (await http<Doc>('PATCH', `/api/newsletter-subscribers/${id}`, { body: { isActive: true }, cookie: admin })).json.doc,
    ).toMatchObject({ status: 'active', isActive: true })
    expect(
      (await http<Doc>('PATCH', `/api/newsletter-subscribers/${id}`, { body: { status: 'pending' }, cookie: admin })).json.doc,
    ).toMatchObject({ status: 'pending', isActive: false })
  })
})

describe('admin import and export', () => {
  const existing = `kept.${suffix}@example.com`
  const fresh = `imported.${suffix}@example.com`

  it('imports a CSV, deduping case-insensitively, with a per-row report; rows are marked source "import"', async () => {
    await http('POST', '/api/newsletter/subscribe', { body: { email: existing } })
    const csv = `Name,Email\nA,${fresh.toUpperCase()}\nB,${fresh}\nC,not-an-address\nD,${existing.toUpperCase()}\n`
    const response = await http<{ imported: number; skipped: number; invalid: number; rows: unknown[] }>(
      'POST',
      '/api/admin/newsletter/subscribers/import',
      {
        body: { csv },
        cookie: admin,
      },
    )
    expect(response.status).toBe(200)
    const { SUBSCRIBER_IMPORT_MESSAGES: M } = messages
    expect(response.json).toEqual({
      imported: 1,
      skipped: 2,
      invalid: 1,
      rows: [
        { row: 2, email: fresh, outcome: 'imported' },
        { row: 3, email: fresh, outcome: 'skipped', message: M.duplicateInFile },
        { row: 4, email: 'not-an-address', outcome: 'invalid', message: M.invalid },
        { row: 5, email: existing, outcome: 'skipped', message: M.exists },
      ],
    })
    expect(await subscriberOf(fresh)).toMatchObject({ status: 'active', isActive: true, source: 'import' })
    // The existing address keeps its own state (an import never resubscribes anyone).
    expect(await subscriberOf(existing)).toMatchObject({ status: 'pending' })
    // Imports send no e-mail.
    await runJobsQueue()
    expect(inbox.to(fresh)).toHaveLength(0)
    expect((await http('POST', '/api/admin/newsletter/subscribers/import', { body: { csv } })).status).toBe(401)
  })

  it('exports every subscriber with the consent columns', async () => {
    const response = await http('GET', '/api/admin/newsletter/subscribers/export', { cookie: admin })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = response.text.trim().split('\r\n')
    expect(lines[0]).toBe('"Email","Status","Subscribed","Source","Confirmed","Unsubscribed"')
    const importedRow = lines.find((line) => line.startsWith(`"${fresh}"`))
    expect(importedRow).toMatch(new RegExp(`^"${fresh.replace(/\./g, '\\.')}","Active","[^"]+","import","",""$`))
    const pendingRow = lines.find((line) => line.startsWith(`"${existing}"`))
    expect(pendingRow).toMatch(/^"[^"]+","Pending","[^"]+","","",""$/)
    expect((await http('GET', '/api/admin/newsletter/subscribers/export')).status).toBe(401)
  })

  it('filters the list by status', async () => {
    const pending = await http<{ subscribers: Array<{ email: string; status: string }> }>(
      'GET',
      '/api/admin/newsletter/subscribers?status=pending',
      { cookie: admin },
    )
    expect(pending.json.subscribers.map((s) => s.email)).toContain(existing)
    expect(new Set(pending.json.subscribers.map((s) => s.status))).toEqual(new Set(['pending']))
  })
})
