// What a send fixes when it starts, through the real send endpoint, the worker and a real SMTP server on
// loopback (tests/helpers/smtp.ts): opens and clicks are off unless an editor turns them on, and when on
// they are counted per send and link only (no recipient in any URL or row), with machine opens apart;
// and the issue's web page and feed keep showing what the e-mail showed after the live content moved on.
// SMTP_URL must be set before the Payload config is imported, so the app modules are imported late.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import Parser from 'rss-parser'
import type * as ApiHelpers from '../helpers/api'
import type * as Worker from '@/lib/newsletter/worker'
import type * as DeliverySettings from '@/lib/newsletter/delivery-settings'
import type { NewsletterIssue } from '@/payload-types'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestInbox, type ReceivedMail, type TestInbox } from '../helpers/smtp'
import { block, element, text } from '../helpers/lexical'

type Api = typeof ApiHelpers
let inbox: TestInbox
let http: Api['api']
let payload: Awaited<ReturnType<Api['payloadInstance']>>
let admin = ''
let worker: typeof Worker
let settings: typeof DeliverySettings

const suffix = `${Date.now()}`
const SITE = 'http://localhost:3000'
const ISOLATION = 'tracking test: not in this test group'
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

beforeAll(async () => {
  inbox = await startTestInbox()
  Object.assign(process.env, {
    SMTP_URL: inbox.url,
    EMAIL_FROM: 'Smoke Signals <signals@headstash.test>',
    NEWSLETTER_MAX_PER_SECOND: '1000',
  })
  const helpers = await import('../helpers/api')
  http = helpers.api
  payload = await helpers.payloadInstance()
  worker = await import('@/lib/newsletter/worker')
  settings = await import('@/lib/newsletter/delivery-settings')
  const username = `tracking-admin-${suffix}`
  await payload.create({ collection: 'users', data: { username, password: 'admin-pass-1', role: 'admin' }, overrideAccess: true })
  admin = helpers.cookieFrom(await http('POST', '/api/auth/login', { body: { username, password: 'admin-pass-1' } }))
})

afterEach(async () => {
  await payload.db.pool.query(
    `UPDATE newsletter_subscribers SET suppressed_at = NULL, suppression_reason = NULL WHERE suppression_reason = $1`,
    [ISOLATION],
  )
})

afterAll(async () => {
  await setTracking({ opens: false, clicks: false })
  // Later files of the shared database expect their own episode to be the latest one.
  await payload.db.pool.query(`DELETE FROM podcast_episodes WHERE slug LIKE $1`, [`%-${suffix}`])
  await inbox?.close()
})

const setTracking = (choice: { opens: boolean; clicks: boolean }) =>
  payload.updateGlobal({ slug: 'site-settings', data: { newsletterTracking: choice }, overrideAccess: true })

let groupCounter = 0
/** `count` eligible subscribers; every other subscriber is suppressed until the test ends (afterEach lifts it). */
async function subscriberGroup(count: number): Promise<string[]> {
  groupCounter += 1
  const { rows } = await payload.db.pool.query<{ email: string }>(
    `INSERT INTO newsletter_subscribers (email, subscribed_at, is_active, status, confirmed_at)
     SELECT 't' || n || '.g${groupCounter}.${suffix}@example.com', now(), true, 'active', now()
     FROM generate_series(1, $1) AS n RETURNING email`,
    [count],
  )
  const emails = rows.map((row) => row.email)
  await payload.db.pool.query(
    `UPDATE newsletter_subscribers SET suppressed_at = now(), suppression_reason = $2 WHERE suppressed_at IS NULL AND NOT (email = ANY($1))`,
    [emails, ISOLATION],
  )
  return emails
}

const GUIDE = `https://example.org/guide?from=signals&n=${suffix}`

let issueCounter = 0
async function publishedIssue(children: unknown[]): Promise<NewsletterIssue> {
  issueCounter += 1
  return (await payload.create({
    collection: 'newsletter-issues',
    data: {
      subject: `Tracking test #${issueCounter} ${suffix}`,
      slug: `tracking-${suffix}-${issueCounter}`,
      body: { root: element('root', children) } as NewsletterIssue['body'],
      _status: 'published',
    },
    overrideAccess: true,
  })) as NewsletterIssue
}
const linkParagraph = () =>
  element('paragraph', [text('Read '), element('link', [text('the guide')], { fields: { url: GUIDE, linkType: 'custom' } }), text('.')])

async function sendNow(issue: number, body?: unknown): Promise<number> {
  const started = await http<{ sendId: number }>('POST', `/api/admin/newsletter/issues/${issue}/send`, {
    cookie: admin,
    ...(body ? { body } : {}),
  })
  expect(started.status, started.text).toBe(202)
  return started.json.sendId
}
const drain = () => worker.drainNewsletterQueue(payload)
const progress = async (issue: number) =>
  (await http<Record<string, unknown>>('GET', `/api/admin/newsletter/issues/${issue}/progress`, { cookie: admin })).json
const htmlOf = (mail: ReceivedMail) => (typeof mail.html === 'string' ? mail.html : '')

/** The open pixel and the click links of a received message's HTML. */
function trackingIn(html: string) {
  const pixels = [...html.matchAll(/src="([^"]*\/api\/newsletter\/open\/[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
  const clicks = [...html.matchAll(/href="([^"]*\/api\/newsletter\/click\/[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
  return { pixels, clicks }
}

/** A fetch of one of our URLs as a mail client (or a proxy) would make it. */
const fetchAs = (url: string, userAgent: string, address: string) =>
  http('GET', url.replace(SITE, ''), { browser: false, headers: { 'user-agent': userAgent, 'x-forwarded-for': address } })

describe('opens and clicks', () => {
  it('are off by default: a send carries no pixel and no rewritten link, and its progress says "Not tracked"', async () => {
    await setTracking({ opens: false, clicks: false })
    // The fields' own default is off too (a fresh site never counts anything).
    const global = payload.config.globals.find((entry) => entry.slug === 'site-settings')!
    const group = global.fields.find((field) => 'name' in field && field.name === 'newsletterTracking')
    expect(
      group && 'fields' in group ? group.fields.map((field) => ('defaultValue' in field ? field.defaultValue : undefined)) : [],
    ).toEqual([false, false])
    expect(await settings.trackingSettings(payload)).toEqual({ opens: false, clicks: false })

    const emails = await subscriberGroup(2)
    const issue = await publishedIssue([linkParagraph()])
    await sendNow(issue.id)
    await drain()
    for (const email of emails) {
      const [mail] = inbox.to(email)
      const html = htmlOf(mail!)
      expect(html).toContain(`href="${GUIDE.replace(/&/g, '&amp;')}"`)
      expect(trackingIn(html)).toEqual({ pixels: [], clicks: [] })
      expect(html).not.toContain('/api/newsletter/open')
      expect(html).not.toContain('/api/newsletter/click')
      expect(mail!.raw.toString('latin1')).not.toMatch(/api\/newsletter\/(open|click)/)
    }
    expect(await progress(issue.id)).toMatchObject({
      state: 'done',
      opens: { tracked: false, note: 'Not tracked' },
      clicks: { tracked: false, note: 'Not tracked' },
    })
  })

  describe('when an editor turns them on', () => {
    let issue: NewsletterIssue
    let sendId = 0
    let pixel = ''
    let guideClick = ''

    it('messages carry one pixel and rewritten links naming only the send, the same for every recipient', async () => {
      await setTracking({ opens: true, clicks: true })
      const emails = await subscriberGroup(3)
      issue = await publishedIssue([linkParagraph()])
      sendId = await sendNow(issue.id)
      await drain()
      const found = emails.map((email) => trackingIn(htmlOf(inbox.to(email)[0]!)))
      // No per-recipient token: every copy has the very same tracking URLs.
      expect(new Set(found.map((entry) => JSON.stringify(entry))).size).toBe(1)
      const { pixels, clicks } = found[0]!
      expect(pixels).toHaveLength(1)
      pixel = pixels[0]!
      expect(new URL(pixel).pathname).toMatch(new RegExp(`^/api/newsletter/open/${sendId}/[A-Za-z0-9_-]{22}$`))
      expect(new URL(pixel).search).toBe('')
      // Every web link goes through the click route (the guide, the web version, the site's own links).
      const html = htmlOf(inbox.to(emails[0]!)[0]!)
      expect(html).not.toContain(`href="${GUIDE.replace(/&/g, '&amp;')}"`)
      expect(html).not.toContain(`href="${SITE}/newsletter/${issue.slug}"`)
      const targets = clicks.map((url) => new URL(url).searchParams.get('url'))
      expect(targets).toContain(GUIDE)
      expect(targets).toContain(`${SITE}/newsletter/${issue.slug}`)
      for (const url of clicks) {
        const parsed = new URL(url)
        expect(parsed.pathname).toMatch(new RegExp(`^/api/newsletter/click/${sendId}/[A-Za-z0-9_-]{22}$`))
        expect([...parsed.searchParams.keys()]).toEqual(['url'])
      }
      guideClick = clicks[targets.indexOf(GUIDE)]!
      // The unsubscribe link stays the recipient's own and direct; no address is in any tracking URL.
      expect(html).toContain(`${SITE}/unsubscribe?token=`)
      for (const email of emails) expect([...pixels, ...clicks].join(' ')).not.toContain(email.split('@')[0])
      // The plain-text part is not counted: its links stay direct.
      expect(inbox.to(emails[0]!)[0]!.text).toContain(GUIDE)
    })

    it('counts pixel loads as human or machine opens (Apple network, no-client agents right after delivery, scanners)', async () => {
      const human = await fetchAs(pixel, CHROME, '198.51.100.7')
      expect(human.status).toBe(200)
      expect(human.headers.get('content-type')).toBe('image/gif')
      expect(human.headers.get('cache-control')).toContain('no-store')
      await fetchAs(pixel, CHROME, '203.0.113.9')
      // Apple Mail Privacy Protection: Apple's network, a user agent that names no client.
      await fetchAs(pixel, 'Mozilla/5.0', '17.58.101.4')
      // The same generic agent from elsewhere, seconds after the send delivered: a proxy's prefetch.
      await fetchAs(pixel, 'Mozilla/5.0', '192.0.2.44')
      await fetchAs(pixel, 'Mozilla/5.0 (compatible; Barracuda Sentinel)', '192.0.2.45')
      // A made-up signature is answered with the image but counts nothing.
      const forged = await fetchAs(pixel.replace(/\/[A-Za-z0-9_-]{22}$/, '/AAAAAAAAAAAAAAAAAAAAAA'), CHROME, '198.51.100.8')
      expect(forged.status).toBe(200)
      expect(forged.headers.get('content-type')).toBe('image/gif')
      expect(await progress(issue.id)).toMatchObject({ opens: { tracked: true, human: 2, machine: 3 } })
    })

    it('a click is counted per link and redirected (302) to the link; a URL the send did not carry is refused (no open redirect)', async () => {
      const click = await fetchAs(guideClick, CHROME, '198.51.100.7')
      expect(click.status).toBe(302)
      expect(click.headers.get('location')).toBe(GUIDE)
      await fetchAs(guideClick, 'Mozilla/5.0 (compatible; Mimecast Link Scanner)', '192.0.2.60')
      const other = new URL(guideClick)
      other.searchParams.set('url', 'https://evil.example/phish')
      const open = await fetchAs(other.toString(), CHROME, '198.51.100.7')
      expect(open.status).toBe(404)
      expect(open.headers.get('location')).toBeNull()
      const otherSend = guideClick.replace(`/click/${sendId}/`, `/click/${sendId + 1}/`)
      expect((await fetchAs(otherSend, CHROME, '198.51.100.7')).status).toBe(404)
      expect(await progress(issue.id)).toMatchObject({ clicks: { tracked: true, links: [{ url: GUIDE, clicks: 1, machineClicks: 1 }] } })
      // Only totals are stored: the send's counters and one row per link.
      const { rows } = await payload.db.pool.query(`SELECT * FROM newsletter_link_clicks WHERE send_id = $1`, [sendId])
      expect(rows.map((row: Record<string, unknown>) => Object.keys(row).sort())).toEqual([
        ['clicks', 'id', 'machine_clicks', 'send_id', 'url'],
      ])
    })

    it('still redirects the reader when the click cannot be counted', async () => {
      await payload.db.pool.query(`ALTER TABLE newsletter_link_clicks RENAME TO newsletter_link_clicks_away`)
      try {
        const click = await fetchAs(guideClick, CHROME, '198.51.100.7')
        expect(click.status).toBe(302)
        expect(click.headers.get('location')).toBe(GUIDE)
      } finally {
        await payload.db.pool.query(`ALTER TABLE newsletter_link_clicks_away RENAME TO newsletter_link_clicks`)
      }
    })

    it('a send keeps the choice it started with: turned off later, its counts still show; a new send carries nothing', async () => {
      await setTracking({ opens: false, clicks: false })
      expect(await progress(issue.id)).toMatchObject({ opens: { tracked: true }, clicks: { tracked: true } })
      const emails = await subscriberGroup(1)
      const next = await publishedIssue([linkParagraph()])
      await sendNow(next.id)
      await drain()
      expect(trackingIn(htmlOf(inbox.to(emails[0]!)[0]!))).toEqual({ pixels: [], clicks: [] })
    })
  })
})

/** The issue page's HTML (the subscribe form left out: a client component with its own providers). */
async function issuePageHtml(slug: string): Promise<string> {
  const { default: NewsletterIssuePage } = await import('@/app/(frontend)/newsletter/[slug]/page')
  const { NewsletterForm } = await import('@/components/newsletter/NewsletterForm')
  const strip = (node: ReactNode): ReactNode => {
    if (Array.isArray(node)) return Children.map(node, strip)
    if (!isValidElement(node)) return node
    if (node.type === NewsletterForm) return null
    const { children } = node.props as { children?: ReactNode }
    return children === undefined ? node : cloneElement(node as ReactElement<{ children?: ReactNode }>, { children: strip(children) })
  }
  return renderToStaticMarkup(strip(await NewsletterIssuePage({ params: Promise.resolve({ slug }) })) as ReactElement)
}

async function feedItem(slug: string) {
  const { GET } = await import('@/app/(frontend)/newsletter/feed.xml/route')
  const feed = await new Parser().parseString(await (await GET(new Request(`${SITE}/newsletter/feed.xml`))).text())
  return feed.items.find((item) => item.link === `${SITE}/newsletter/${slug}`)
}

const EPISODE_BASE = 200_000 + (Number(suffix) % 100_000)

describe('the web version shows what was sent', () => {
  it('the e-mail, the page and the feed keep the live blocks and subject as the send started, after newer content is published', async () => {
    const episodeNumber = EPISODE_BASE
    const names = { episode: `Sent episode ${suffix}`, newerEpisode: `Newer episode ${suffix}`, change: `Sent change ${suffix}` }
    const newerChange = `Newer change ${suffix}`
    await payload.create({
      collection: 'podcast-episodes',
      data: { episodeNumber, title: names.episode, slug: `sent-episode-${suffix}`, shortSummary: 'Sent summary' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'changelog-entries',
      data: { title: names.change, description: 'Shipped', type: 'feature', publishedAt: new Date(Date.now() + 60_000).toISOString() },
      overrideAccess: true,
    })
    const emails = await subscriberGroup(2)
    const issue = await publishedIssue([
      element('paragraph', [text(`Body ${suffix}`)]),
      block({ blockType: 'latestEpisode' }),
      block({ blockType: 'recentChangelog', count: 1 }),
    ])
    const sentSubject = issue.subject
    await sendNow(issue.id)

    // The live content moves on before the worker has sent a single message, and the issue is edited.
    await payload.create({
      collection: 'podcast-episodes',
      data: { episodeNumber: episodeNumber + 1, title: names.newerEpisode, slug: `newer-episode-${suffix}`, shortSummary: 'Newer' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'changelog-entries',
      data: { title: newerChange, description: 'Later', type: 'fix', publishedAt: new Date(Date.now() + 120_000).toISOString() },
      overrideAccess: true,
    })
    await payload.update({ collection: 'newsletter-issues', id: issue.id, data: { subject: `Edited ${suffix}` }, overrideAccess: true })
    await drain()

    for (const email of emails) {
      const mail = inbox.to(email)[0]!
      expect(mail.subject).toBe(sentSubject)
      expect(htmlOf(mail)).toContain(names.episode)
      expect(htmlOf(mail)).toContain(names.change)
      expect(htmlOf(mail)).not.toContain(names.newerEpisode)
      expect(htmlOf(mail)).not.toContain(newerChange)
    }

    const page = await issuePageHtml(issue.slug)
    expect(page).toContain(sentSubject)
    expect(page).not.toContain(`Edited ${suffix}`)
    expect(page).toContain(`Body ${suffix}`)
    expect(page).toContain(names.episode)
    expect(page).toContain(names.change)
    expect(page).not.toContain(names.newerEpisode)
    expect(page).not.toContain(newerChange)

    const item = await feedItem(issue.slug)
    expect(item?.title).toBe(sentSubject)
    const content = String((item as Record<string, unknown> | undefined)?.['content:encoded'] ?? '')
    expect(content).toContain(`Body ${suffix}`)
    expect(content).toContain(names.episode)
    expect(content).toContain(names.change)
    expect(content).not.toContain(names.newerEpisode)
    expect(content).not.toContain(newerChange)

    // A re-send to those not yet reached carries what the first send showed, too.
    const newcomer = await subscriberGroup(1)
    await sendNow(issue.id, { resend: 'unreached' })
    await drain()
    const late = inbox.to(newcomer[0]!)[0]!
    expect(late.subject).toBe(sentSubject)
    expect(htmlOf(late)).toContain(names.episode)
    expect(htmlOf(late)).not.toContain(names.newerEpisode)
  })
})

describe('a scheduled send', () => {
  it('fixes its content and its tracking choice when it starts, not when it was scheduled', async () => {
    await setTracking({ opens: false, clicks: false })
    const emails = await subscriberGroup(1)
    const issue = await publishedIssue([block({ blockType: 'latestEpisode' })])
    const at = new Date(Date.now() + 1_500)
    await sendNow(issue.id, { scheduledFor: at.toISOString() })
    // Between scheduling and the start: a newer episode, and counting turned on.
    const latest = `Episode at start ${suffix}`
    await payload.create({
      collection: 'podcast-episodes',
      data: { episodeNumber: EPISODE_BASE + 2, title: latest, slug: `at-start-${suffix}`, shortSummary: 'At start' },
      overrideAccess: true,
    })
    await setTracking({ opens: true, clicks: false })
    while (Date.now() <= at.getTime()) await new Promise((resolve) => setTimeout(resolve, 100))
    await drain()
    const html = htmlOf(inbox.to(emails[0]!)[0]!)
    expect(html).toContain(latest)
    expect(trackingIn(html).pixels).toHaveLength(1)
    expect(trackingIn(html).clicks).toEqual([])
    expect(await progress(issue.id)).toMatchObject({ state: 'done', opens: { tracked: true }, clicks: { tracked: false } })
    expect(await issuePageHtml(issue.slug)).toContain(latest)
  })
})
