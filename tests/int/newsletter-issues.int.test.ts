// Newsletter issues as readers get them: the e-mail rendered for a send (HTML + plain text, live blocks
// showing only what the public may see), and the web version, archive feed, sitemap and APIs, which are
// public only once the issue has been sent.
import Parser from 'rss-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import NewsletterIssuePage from '@/app/(frontend)/newsletter/[slug]/page'
import { GET as feedGet } from '@/app/(frontend)/newsletter/feed.xml/route'
import { GET as socialGet } from '@/app/(frontend)/newsletter/[slug]/social.png/route'
import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route'
import sitemap from '@/app/(frontend)/sitemap'
import { personaliseIssueEmail, renderIssueEmail, UNSUBSCRIBE_URL_TOKEN } from '@/lib/newsletter/issue-email'
import { cachedIssueReaders, resolveIssueContent } from '@/lib/newsletter/issue-content'
import type { Media, NewsletterIssue } from '@/payload-types'
import { api, BASE_URL, cookieFrom, payloadInstance, uniqueClientAddress } from '../helpers/api'
import { multipart, pngBytes, validSubmission } from '../helpers/fixtures'
import { block, element, text } from '../helpers/lexical'

const suffix = `${Date.now()}`
const POSTAL_ADDRESS = `Headstash Media ${suffix}\n123 Example St\nDenver, CO 80202`
let payload: Payload
let admin = ''
let image: Media

const names = {
  approvedFind: `Approved Find ${suffix}`,
  pendingFind: `Pending Find ${suffix}`,
  publishedEpisode: `Published Episode ${suffix}`,
  draftEpisode: `Draft Episode ${suffix}`,
  publishedChange: `Published Change ${suffix}`,
  draftChange: `Draft Change ${suffix}`,
}
const ids = { approvedFind: 0, pendingFind: 0 }

function issueBody() {
  return {
    root: element('root', [
      element('heading', [text(`Heading ${suffix}`)], { tag: 'h2' }),
      element('paragraph', [
        text('Read '),
        element('link', [text('the guide')], { fields: { url: 'https://example.org/guide', linkType: 'custom', newTab: false } }),
        text(' and '),
        element('link', [text('this trap')], { fields: { url: 'javascript:alert(1)', linkType: 'custom' } }),
        text(' now.', 1),
      ]),
      element('quote', [text(`Quoted ${suffix}`)]),
      { type: 'upload', version: 3, format: '', relationTo: 'media', value: image.id, fields: {} },
      block({ blockType: 'featuredFinds', mode: 'pick', finds: [ids.approvedFind, ids.pendingFind] }),
      block({ blockType: 'featuredFinds', heading: 'Newest finds', mode: 'latest', count: 6 }),
      block({ blockType: 'latestEpisode' }),
      block({ blockType: 'recentChangelog', count: 10 }),
    ]),
  } as NewsletterIssue['body']
}

async function createIssue(slug: string, data: Partial<NewsletterIssue> = {}): Promise<NewsletterIssue> {
  return (await payload.create({
    collection: 'newsletter-issues',
    data: { subject: `Subject ${slug}`, preheader: `Preheader ${slug}`, slug, body: issueBody(), ...data },
    overrideAccess: true,
  })) as NewsletterIssue
}

async function graphqlSlugs(slug: string): Promise<string[]> {
  const request = new Request(`${BASE_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': uniqueClientAddress() },
    body: JSON.stringify({ query: `{ NewsletterIssues(draft: true, where: { slug: { equals: "${slug}" } }) { docs { slug subject } } }` }),
  })
  const body = (await (await graphqlPost(request, {})).json()) as { data?: { NewsletterIssues?: { docs: Array<{ slug: string }> } } }
  return (body.data?.NewsletterIssues?.docs ?? []).map((doc) => doc.slug)
}

/** What a visitor gets of an issue: the web page (or its 404), REST list and by-id, GraphQL, feed, sitemap. */
async function visitorView(issue: NewsletterIssue) {
  const page = await NewsletterIssuePage({ params: Promise.resolve({ slug: issue.slug }) }).then(
    () => 200,
    (error: unknown) => (error instanceof Error && 'digest' in error && String(error.digest).endsWith(';404') ? 404 : 500),
  )
  const list = await api<{ docs: NewsletterIssue[] }>('GET', `/api/newsletter-issues?where[slug][equals]=${issue.slug}&draft=true`)
  const byId = await api('GET', `/api/newsletter-issues/${issue.id}`)
  const feed = await new Parser().parseString(await (await feedGet(new Request(`${BASE_URL}/newsletter/feed.xml`))).text())
  const social = await socialGet(new Request(`${BASE_URL}/newsletter/${issue.slug}/social.png`), {
    params: Promise.resolve({ slug: issue.slug }),
  })
  return {
    page,
    list: list.json.docs.map((doc) => doc.subject),
    byId: byId.status,
    graphql: await graphqlSlugs(issue.slug),
    feed: feed.items.filter((item) => item.link?.endsWith(`/newsletter/${issue.slug}`)).map((item) => item.title),
    sitemap: (await sitemap()).some((entry) => entry.url.endsWith(`/newsletter/${issue.slug}`)),
    social: social.status,
  }
}

beforeAll(async () => {
  payload = await payloadInstance()
  const username = `issue-editor-${suffix}`
  await payload.create({ collection: 'users', data: { username, password: 'issue-pass-1', role: 'admin' }, overrideAccess: true })
  admin = cookieFrom(await api('POST', '/api/auth/login', { body: { username, password: 'issue-pass-1' } }))
  const uploaded = await api<{ doc: Media }>('POST', '/api/media', {
    rawBody: multipart('file', await pngBytes(320, 200), `issue-image-${suffix}.png`, 'image/png'),
    cookie: admin,
  })
  expect(uploaded.status, uploaded.text).toBe(201)
  image = uploaded.json.doc

  const find = async (name: string, status: 'approved' | 'pending') =>
    (await payload.create({ collection: 'headstash-submissions', data: { ...validSubmission.flower, name, status }, overrideAccess: true }))
      .id
  ids.approvedFind = await find(names.approvedFind, 'approved')
  ids.pendingFind = await find(names.pendingFind, 'pending')
  // Above every episode other test files left in the shared database, so this one is "the latest
  // episode"; the draft has the higher number still: were drafts visible, it would be the latest.
  const { rows } = await payload.db.pool.query<{ top: number | null }>('SELECT max(episode_number)::int AS top FROM podcast_episodes')
  const episodeNumber = (rows[0]?.top ?? 0) + 1
  await payload.create({
    collection: 'podcast-episodes',
    data: { episodeNumber, title: names.publishedEpisode, slug: `published-${suffix}`, shortSummary: `Summary ${suffix}` },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'podcast-episodes',
    data: { episodeNumber: episodeNumber + 1, title: names.draftEpisode, slug: `draft-${suffix}`, shortSummary: 'Draft summary' },
    draft: true,
    overrideAccess: true,
  })
  await payload.create({
    collection: 'changelog-entries',
    data: { title: names.publishedChange, description: 'Live now', type: 'feature' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'changelog-entries',
    data: { title: names.draftChange, description: 'Not yet', type: 'fix' },
    draft: true,
    overrideAccess: true,
  })
  await payload.updateGlobal({ slug: 'site-settings', data: { postalAddress: POSTAL_ADDRESS }, overrideAccess: true })
})

describe('the issue e-mail', () => {
  it('is a whole document: lang, title, preheader, web link, unsubscribe token and postal address, in HTML and text', async () => {
    const issue = await createIssue(`render-${suffix}`)
    const email = await renderIssueEmail(payload, issue)
    const webUrl = `${BASE_URL}/newsletter/render-${suffix}`
    expect(email.webUrl).toBe(webUrl)
    expect(email.subject).toBe(issue.subject)
    expect(email.html).toMatch(/<html[^>]* lang="en"/)
    expect(email.html).toContain(`<title>${issue.subject}</title>`)
    expect(email.html).not.toMatch(/<script|<template/i)
    expect(email.html).toContain(`Preheader render-${suffix}`)
    expect(email.html).toContain(`href="${webUrl}"`)
    expect(email.html).toContain(`href="${UNSUBSCRIBE_URL_TOKEN}"`)
    expect(email.html).toContain(`Headstash Media ${suffix}<br/>123 Example St`)
    // Layout tables with inline styles, and the dark palette for clients that ask for it.
    expect(email.html).toContain('role="presentation"')
    expect(email.html).toContain('prefers-color-scheme: dark')
    expect(email.html).toContain('<meta name="color-scheme" content="light dark"')

    for (const part of [
      `Heading ${suffix}`,
      `Quoted ${suffix}`,
      'the guide https://example.org/guide',
      webUrl,
      UNSUBSCRIBE_URL_TOKEN,
      'Denver, CO 80202',
    ]) {
      expect(email.text).toContain(part)
    }
    // The preheader is for the inbox list only; the text part starts with the content.
    expect(email.text).not.toContain(`Preheader render-${suffix}`)
  })

  it('carries the body: headings, links, quotes and the media image at an absolute address; unsafe links lose their href', async () => {
    const email = await renderIssueEmail(payload, await createIssue(`body-${suffix}`))
    expect(email.html).toMatch(new RegExp(`<h2[^>]*><span>Heading ${suffix}</span></h2>`))
    expect(email.html).toContain('href="https://example.org/guide"')
    expect(email.html).toContain(`Quoted ${suffix}`)
    expect(email.html).toContain(`src="${BASE_URL}${image.url}"`)
    expect(email.html).toContain('this trap')
    expect(email.html).not.toContain('javascript:')
    expect(email.html).toContain('<strong> now.</strong>')
  })

  it('live blocks pull approved finds, the latest published episode and published changelog entries only', async () => {
    const email = await renderIssueEmail(payload, await createIssue(`live-${suffix}`))
    for (const part of [email.html, email.text]) {
      expect(part).toContain(names.approvedFind)
      expect(part).toContain(names.publishedEpisode)
      expect(part).toContain(names.publishedChange)
      expect(part).not.toContain(names.pendingFind)
      expect(part).not.toContain(names.draftEpisode)
      expect(part).not.toContain(names.draftChange)
    }
    // Picked and latest: the approved find shows in both blocks; the pending one in neither.
    expect(email.html.split(names.approvedFind).length - 1).toBeGreaterThanOrEqual(2)
    expect(email.html).toContain('Newest finds')
  })

  it('the web version shows the same live content through the cached public readers', async () => {
    const issue = await createIssue(`web-${suffix}`)
    const nodes = await resolveIssueContent(issue.body, cachedIssueReaders, BASE_URL)
    const json = JSON.stringify(nodes)
    expect(json).toContain(names.approvedFind)
    expect(json).toContain(names.publishedEpisode)
    expect(json).not.toContain(names.pendingFind)
    expect(json).not.toContain(names.draftEpisode)
    expect(json).not.toContain(names.draftChange)
  })

  it('is personalised per recipient by replacing the token in both parts', async () => {
    const email = await renderIssueEmail(payload, await createIssue(`personal-${suffix}`))
    const page = `${BASE_URL}/unsubscribe?token=a&b`
    const personal = personaliseIssueEmail(email, page)
    expect(personal.html).toContain(`href="${BASE_URL}/unsubscribe?token=a&#38;b"`)
    expect(personal.text).toContain(page)
    expect(personal.html).not.toContain(UNSUBSCRIBE_URL_TOKEN)
    expect(personal.text).not.toContain(UNSUBSCRIBE_URL_TOKEN)
  })
})

describe('public access to issues', () => {
  it('an unsent issue is nowhere for visitors; once sent it is on its page, REST, GraphQL, the feed and the sitemap', async () => {
    const issue = await createIssue(`public-${suffix}`)
    expect(await visitorView(issue)).toEqual({ page: 404, list: [], byId: 404, graphql: [], feed: [], sitemap: false, social: 404 })
    // Staff see it all along.
    expect((await api('GET', `/api/newsletter-issues/${issue.id}`, { cookie: admin })).status).toBe(200)

    const sent = (await payload.update({
      collection: 'newsletter-issues',
      id: issue.id,
      data: { sentAt: new Date().toISOString() },
      overrideAccess: true,
    })) as NewsletterIssue
    expect(await visitorView(sent)).toEqual({
      page: 200,
      list: [sent.subject],
      byId: 200,
      graphql: [sent.slug],
      feed: [sent.subject],
      sitemap: true,
      social: 200,
    })

    // A draft change to a sent issue stays with staff: visitors asking for drafts get the sent version.
    const draft = await api('PATCH', `/api/newsletter-issues/${issue.id}?draft=true`, {
      cookie: admin,
      body: { subject: `Draft subject ${suffix}` },
    })
    expect(draft.status, draft.text).toBe(200)
    expect((await visitorView(sent)).list).toEqual([sent.subject])
  })

  it("an issue's images are private until it is sent, then public for every recipient", async () => {
    const upload = await api<{ doc: Media }>('POST', '/api/media', {
      rawBody: multipart('file', await pngBytes(120, 80), `issue-private-${suffix}.png`, 'image/png'),
      cookie: admin,
    })
    const media = upload.json.doc
    const body = {
      root: element('root', [{ type: 'upload', version: 3, format: '', relationTo: 'media', value: media.id, fields: {} }]),
    } as NewsletterIssue['body']
    const issue = await createIssue(`images-${suffix}`, { body })
    const visitorStatus = async () => (await api('GET', `/api/media/file/${media.filename}`)).status
    expect(await visitorStatus()).toBe(404)
    await payload.update({
      collection: 'newsletter-issues',
      id: issue.id,
      data: { sentAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect(await visitorStatus()).toBe(200)
  })

  it('the feed is RSS 2.0 that rss-parser reads: sent issues newest first, with link, guid and date', async () => {
    const older = await createIssue(`feed-old-${suffix}`, { sentAt: '2026-01-01T10:00:00.000Z' })
    const newer = await createIssue(`feed-new-${suffix}`, { sentAt: '2026-02-01T10:00:00.000Z' })
    await createIssue(`feed-unsent-${suffix}`)
    const response = await feedGet(new Request(`${BASE_URL}/newsletter/feed.xml`))
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const feed = await new Parser().parseString(await response.text())
    expect(feed.title).toBe('Smoke Signals by Headstash')
    const mine = feed.items.filter((item) => item.link?.includes('/newsletter/feed-') && item.link.endsWith(suffix))
    expect(mine.map((item) => item.title)).toEqual([newer.subject, older.subject])
    expect(mine[0]).toMatchObject({
      link: `${BASE_URL}/newsletter/feed-new-${suffix}`,
      guid: `${BASE_URL}/newsletter/feed-new-${suffix}`,
      isoDate: '2026-02-01T10:00:00.000Z',
      content: `Preheader feed-new-${suffix}`,
    })
  })
})
