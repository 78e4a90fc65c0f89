// The reads behind the newsletter issue's edit view, through the real endpoints and a real send to the
// loopback SMTP server: the preview is the e-mail as rendered for sending (of the saved draft), the
// recipient count is the one a send would snapshot, the report counts the ledger's outcomes.
// SMTP_URL must be set before the Payload config is imported, so the app modules are imported late.
import type * as ApiHelpers from '../helpers/api'
import type * as Sends from '@/lib/newsletter/sends'
import type * as Worker from '@/lib/newsletter/worker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestInbox, type TestInbox } from '../helpers/smtp'

type Api = typeof ApiHelpers
let inbox: TestInbox
let http: Api['api']
let payload: Awaited<ReturnType<Api['payloadInstance']>>
let admin = ''
let viewer = ''
let sends: typeof Sends
let worker: typeof Worker

const suffix = `${Date.now()}`
const SITE = 'https://headstash.test'
const ISOLATION = 'editor test: not in this test group'

beforeAll(async () => {
  inbox = await startTestInbox()
  Object.assign(process.env, { SMTP_URL: inbox.url, EMAIL_FROM: 'Smoke Signals <signals@headstash.test>', SERVER_URL: SITE })
  const helpers = await import('../helpers/api')
  http = (method, path, options = {}) => helpers.api(method, path, { ...options, headers: { origin: SITE, ...options.headers } })
  payload = await helpers.payloadInstance()
  sends = await import('@/lib/newsletter/sends')
  worker = await import('@/lib/newsletter/worker')
  const login = async (username: string, role: 'admin' | 'user') => {
    await payload.create({ collection: 'users', data: { username, password: 'admin-pass-1', role }, overrideAccess: true })
    return helpers.cookieFrom(await http('POST', '/api/auth/login', { body: { username, password: 'admin-pass-1' } }))
  }
  admin = await login(`editor-admin-${suffix}`, 'admin')
  viewer = await login(`editor-viewer-${suffix}`, 'user')
})

afterAll(async () => {
  await payload?.db.pool.query(
    `UPDATE newsletter_subscribers SET suppressed_at = NULL, suppression_reason = NULL WHERE suppression_reason = $1`,
    [ISOLATION],
  )
  await inbox?.close()
})

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  children: [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }],
})
const body = (text: string) => ({
  root: { type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, children: [paragraph(text)] },
})

const get = async <T>(issue: number, what: string, cookie = admin) =>
  http<T>('GET', `/api/admin/newsletter/issues/${issue}/${what}`, { cookie })

describe("the issue edit view's reads", () => {
  let issue = 0
  let emails: string[] = []

  beforeAll(async () => {
    const { rows } = await payload.db.pool.query<{ email: string }>(
      `INSERT INTO newsletter_subscribers (email, subscribed_at, is_active, status, confirmed_at)
       SELECT 'e' || n || '.${suffix}@example.com', now(), true, 'active', now() FROM generate_series(1, 4) AS n RETURNING email`,
    )
    emails = rows.map((row) => row.email)
    // Only this group is eligible while the file runs; a pending address never is.
    await payload.db.pool.query(
      `UPDATE newsletter_subscribers SET suppressed_at = now(), suppression_reason = $2 WHERE suppressed_at IS NULL AND NOT (email = ANY($1))`,
      [emails, ISOLATION],
    )
    await payload.db.pool.query(`UPDATE newsletter_subscribers SET status = 'pending', is_active = false WHERE email = $1`, [emails[0]])
    const created = await payload.create({
      collection: 'newsletter-issues',
      data: { subject: `Editor issue ${suffix}`, slug: `editor-${suffix}`, body: body('Published words.'), _status: 'published' },
      overrideAccess: true,
    })
    issue = created.id
  })

  it('are staff only', async () => {
    for (const what of ['preview', 'recipients', 'report']) {
      expect((await get(issue, what, '')).status).toBe(401)
      expect((await get(issue, what, viewer)).status).toBe(403)
    }
    expect((await get(2 ** 31 - 2, 'recipients')).status).toBe(404)
  })

  it('previews the saved draft as the e-mail a send renders, with an unsubscribe link that belongs to nobody', async () => {
    await payload.update({
      collection: 'newsletter-issues',
      id: issue,
      data: { body: body('Draft words in progress.') },
      draft: true,
      overrideAccess: true,
    })
    const preview = await get<{ subject: string; preheader: string; html: string }>(issue, 'preview')
    expect(preview.status).toBe(200)
    expect(preview.json.subject).toBe(`Editor issue ${suffix}`)
    expect(preview.json.html).toContain('Draft words in progress.')
    expect(preview.json.html).toContain(`${SITE}/newsletter/editor-${suffix}`)
    expect(preview.json.html).toContain(`href="${SITE}/unsubscribe"`)
    expect(preview.json.html).not.toContain('__HEADSTASH_UNSUBSCRIBE_URL__')
    expect(preview.json.html).not.toContain('token=')
  })

  it('counts the recipients a send would reach, and says why a send would be refused when there are none', async () => {
    expect((await get(issue, 'report')).json).toEqual({ sends: 0, delivered: 0, bounced: 0, failed: 0, complained: 0, unsubscribed: 0 })
    const before = await get<{ recipients: number; unreached: number; refusals: Record<string, string | null> }>(issue, 'recipients')
    expect(before.json).toEqual({ recipients: 3, unreached: 3, refusals: { send: null, resend: null } })
    const started = await http('POST', `/api/admin/newsletter/issues/${issue}/send`, { cookie: admin })
    // The confirmation's number is the number the send takes.
    expect(started.json).toMatchObject({ recipients: before.json.recipients })
    await worker.drainNewsletterQueue(payload)
    const after = await get<{ recipients: number; unreached: number; refusals: Record<string, string | null> }>(issue, 'recipients')
    expect(after.json).toEqual({ recipients: 3, unreached: 0, refusals: { send: null, resend: sends.SEND_MESSAGES.noneUnreached } })
  })

  it('reports delivered, bounced, complained and unsubscribed after the issue from the ledger', async () => {
    expect((await get(issue, 'report')).json).toEqual({ sends: 1, delivered: 3, bounced: 0, failed: 0, complained: 0, unsubscribed: 0 })
    // A bounce report turns a delivered message into a bounced one; a reader unsubscribes after reading.
    await payload.db.pool.query(`UPDATE newsletter_deliveries SET state = 'bounced' WHERE email = $1`, [emails[1]])
    const { signToken } = await import('@/lib/newsletter/tokens')
    const unsubscribed = await http(
      'POST',
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(signToken('unsubscribe', emails[2]!))}`,
      {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    )
    expect(unsubscribed.status).toBeLessThan(400)
    expect((await get(issue, 'report')).json).toEqual({ sends: 1, delivered: 2, bounced: 1, failed: 0, complained: 0, unsubscribed: 1 })
  })
})
