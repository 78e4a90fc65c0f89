import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PublicSubmission, SubmissionStats } from '@/lib/submissions/queries'
import { IMAGE_MESSAGES } from '@/lib/images/process'
import { GATE_MESSAGES } from '@/lib/gates/schema'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/schema'
import { SUBMISSION_MESSAGES } from '@/lib/submissions/schema'
import { STRAIN_MESSAGES } from '@/lib/strains/schema'
import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route'
import { api, BASE_URL, payloadInstance } from '../helpers/api'
import { jpegWithExif, multipart, pngBytes, validSubmission, validStrain } from '../helpers/fixtures'

type SubmissionList = { submissions: PublicSubmission[]; stats: SubmissionStats; totalDocs: number; hasNextPage: boolean }

const suffix = `${Date.now()}`

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a new address, stored lower-cased', async () => {
    const email = `New.Reader.${suffix}@Example.com`
    const response = await api('POST', '/api/newsletter/subscribe', { body: { email } })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ success: true })
    const payload = await payloadInstance()
    const { docs } = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email.toLowerCase() } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.isActive).toBe(true)
  })

  it('answers a repeat subscription exactly like a new one, and keeps one row', async () => {
    const email = `repeat.${suffix}@example.com`
    const first = await api('POST', '/api/newsletter/subscribe', { body: { email } })
    const second = await api('POST', '/api/newsletter/subscribe', { body: { email: email.toUpperCase() } })
    expect(second.status).toBe(first.status)
    expect(second.text).toBe(first.text)
    const payload = await payloadInstance()
    const { totalDocs } = await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })
    expect(totalDocs).toBe(1)
  })

  it("refuses invalid addresses with the contract's message", async () => {
    for (const email of ['', 'no-at-sign', 'a@', 42, null, 'x'.repeat(300) + '@example.com']) {
      const response = await api('POST', '/api/newsletter/subscribe', { body: { email } })
      expect(response.status, String(email)).toBe(400)
      expect(response.json).toEqual({ message: NEWSLETTER_MESSAGES.invalidEmail })
    }
  })

  it('silently drops a bot that fills the honeypot', async () => {
    const email = `bot.${suffix}@example.com`
    const response = await api('POST', '/api/newsletter/subscribe', { body: { email, website: 'http://spam.example' } })
    expect(response.status).toBe(200)
    const payload = await payloadInstance()
    expect((await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('answers 429 with a message once a client passes its allowance, and other clients go on', async () => {
    const client = { 'x-forwarded-for': `203.0.113.77-${suffix}` }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await api('POST', '/api/newsletter/subscribe', {
        body: { email: `limit${attempt}.${suffix}@example.com` },
        headers: client,
      })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(response.json).toHaveProperty('message')
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
    const other = await api('POST', '/api/newsletter/subscribe', { body: { email: `other.${suffix}@example.com` } })
    expect(other.status).toBe(200)
  })
})

describe('strain submissions', () => {
  it('creates a strain that the list shows at once, without the e-mail', async () => {
    const strainName = `Integration Haze ${suffix}`
    const created = await api<{ submission: { id: number } }>('POST', '/api/strain-submissions', {
      body: { ...validStrain, strainName, unknownField: 'dropped', isApproved: true },
    })
    expect(created.status).toBe(201)
    expect(created.text).not.toContain(validStrain.submitterEmail)
    const list = await api<{ submissions: Array<Record<string, unknown>>; stats: { strains: number; contributors: number } }>(
      'GET',
      '/api/strain-submissions',
    )
    expect(list.status).toBe(200)
    const shown = list.json.submissions.find((strain) => strain.strainName === strainName)
    expect(shown).toMatchObject({ strainType: 'sativa', submitterName: validStrain.submitterName })
    expect(Object.keys(shown ?? {}).sort()).toEqual(
      [
        'cbdContent',
        'createdAt',
        'description',
        'effects',
        'growInfo',
        'id',
        'personalStory',
        'strainName',
        'strainType',
        'submitterName',
        'terpenes',
        'thcContent',
      ].sort(),
    )
    expect(list.text).not.toMatch(/@example\.com|submitterEmail/)
    expect(list.json.stats.strains).toBeGreaterThanOrEqual(1)
    const payload = await payloadInstance()
    const stored = await payload.findByID({ collection: 'strain-entries', id: created.json.submission.id })
    expect(stored.isApproved).toBe(false)
  })

  it("is a StrainSubmission in GraphQL too, readable by anyone, never with the submitter's e-mail", async () => {
    const request = new Request(`${BASE_URL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ query: '{ StrainSubmissions(limit: 200, sort: "-createdAt") { docs { strainName submitterEmail } } }' }),
    })
    const response = await graphqlPost(request, {})
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      data?: { StrainSubmissions?: { docs: Array<{ strainName: string; submitterEmail: string | null }> } }
    }
    const shown = body.data?.StrainSubmissions?.docs.find((strain) => strain.strainName === `Integration Haze ${suffix}`)
    expect(shown).toEqual({ strainName: `Integration Haze ${suffix}`, submitterEmail: null })
  })

  it('defaults the strain type to hybrid', async () => {
    const { strainType: _omitted, ...withoutType } = validStrain
    const created = await api<{ submission: { strainType: string } }>('POST', '/api/strain-submissions', {
      body: { ...withoutType, strainName: `Default Type ${suffix}` },
    })
    expect(created.status).toBe(201)
    expect(created.json.submission.strainType).toBe('hybrid')
  })

  it.each([
    [{ strainName: '' }, STRAIN_MESSAGES.strainName],
    [{ strainName: undefined }, STRAIN_MESSAGES.strainName],
    [{ submitterName: '  ' }, STRAIN_MESSAGES.submitterName],
    [{ submitterEmail: 'not-an-email' }, STRAIN_MESSAGES.submitterEmail],
    [{ description: 'too short' }, STRAIN_MESSAGES.description],
    [{ strainType: 'ruderalis' }, STRAIN_MESSAGES.strainType],
  ])('refuses %o with "%s"', async (override, message) => {
    const response = await api('POST', '/api/strain-submissions', { body: { ...validStrain, ...override } })
    expect(response.status).toBe(400)
    expect(response.json).toEqual({ message })
  })
})

describe('product submissions and The Cloud', () => {
  let approvedAnonymousId = 0

  beforeAll(async () => {
    const payload = await payloadInstance()
    const anonymous = await payload.create({
      collection: 'headstash-submissions',
      data: {
        ...validSubmission.flower,
        name: `Hidden Name Kush ${suffix}`,
        submittedBy: 'Secret Sam',
        submitterEmail: 'sam@secret.example',
        displayName: false,
        status: 'approved',
      },
      overrideAccess: true,
    })
    approvedAnonymousId = anonymous.id
    await payload.create({
      collection: 'headstash-submissions',
      data: { ...validSubmission.concentrate, name: `Named Rosin ${suffix}`, submittedBy: 'Open Olive', status: 'approved' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'headstash-submissions',
      data: { ...validSubmission.edible, name: `Rejected Brownie ${suffix}`, status: 'rejected', reviewNotes: 'private note' },
      overrideAccess: true,
    })
  })

  it.each(Object.entries(validSubmission))(
    'accepts a valid %s submission as pending, invisible to the public',
    async (_category, product) => {
      const name = `${product.name} ${suffix}`
      const response = await api('POST', '/api/headstash/submit', { body: { ...product, name, status: 'approved', reviewNotes: 'sneaky' } })
      expect(response.status).toBe(201)
      const payload = await payloadInstance()
      const { docs } = await payload.find({ collection: 'headstash-submissions', where: { name: { equals: name } }, overrideAccess: true })
      expect(docs[0]?.status).toBe('pending')
      expect(docs[0]?.reviewNotes ?? null).toBeNull()
      const list = await api<SubmissionList>('GET', '/api/headstash/submissions?limit=100')
      expect(list.json.submissions.map((entry) => entry.name)).not.toContain(name)
    },
  )

  it.each([
    [{ category: 'tincture' }, SUBMISSION_MESSAGES.category],
    [{ flames: 0 }, SUBMISSION_MESSAGES.flames],
    [{ flames: 6 }, SUBMISSION_MESSAGES.flames],
    [{ flames: 3.5 }, SUBMISSION_MESSAGES.flames],
    [{ flames: 'hot' }, SUBMISSION_MESSAGES.flames],
    [{ industry: 'astrology' }, SUBMISSION_MESSAGES.industry],
    [{ submitterEmail: 'nope' }, SUBMISSION_MESSAGES.submitterEmail],
    [{ submittedBy: '' }, 'Name/handle is required'],
    [{ genetics: undefined }, 'Required fields missing for selected category'],
    [{ breeder: '' }, 'Required fields missing for selected category'],
    [{ location: '' }, SUBMISSION_MESSAGES.location],
    [{ imageUrl: 'javascript:alert(1)' }, SUBMISSION_MESSAGES.imageUrl],
  ])('refuses a flower with %o: "%s"', async (override, message) => {
    const response = await api('POST', '/api/headstash/submit', { body: { ...validSubmission.flower, ...override } })
    expect(response.status).toBe(400)
    expect(response.json).toEqual({ message })
  })

  it('names choices as the form labels them, never by their stored values', async () => {
    for (const [override, message] of [
      [{ category: 'tincture' }, 'Choose a category'],
      [{ industry: 'astrology' }, 'Choose an industry'],
      [{ industry: undefined }, 'Choose an industry'],
      [{ genetics: 'ruderalis' }, 'Choose genetics'],
    ] as const) {
      const response = await api<{ message: string }>('POST', '/api/headstash/submit', { body: { ...validSubmission.flower, ...override } })
      expect(response.json).toEqual({ message })
    }
    const concentrate = await api('POST', '/api/headstash/submit', { body: { ...validSubmission.concentrate, rosinType: 'shatter' } })
    expect(concentrate.json).toEqual({ message: 'Choose a concentrate type' })
    const strain = await api('POST', '/api/strain-submissions', {
      body: {
        strainName: 'X',
        strainType: 'ruderalis',
        submitterName: 'Y',
        submitterEmail: 'y@example.com',
        description: 'Long enough text',
      },
    })
    expect(strain.json).toEqual({ message: 'Choose a strain type' })
  })

  it('applies the category rule to concentrates and edibles', async () => {
    const concentrate = await api('POST', '/api/headstash/submit', { body: { ...validSubmission.concentrate, extractionMethod: '' } })
    expect(concentrate.json).toEqual({ message: 'Required fields missing for selected category' })
    const edible = await api('POST', '/api/headstash/submit', { body: { ...validSubmission.edible, edibleType: undefined } })
    expect(edible.json).toEqual({ message: 'Required fields missing for selected category' })
  })

  it('lists approved entries only, with no e-mail anywhere and Anonymous for hidden names', async () => {
    const response = await api<SubmissionList>('GET', '/api/headstash/submissions?limit=100')
    expect(response.status).toBe(200)
    expect(response.json.submissions.every((entry) => entry.status === 'approved')).toBe(true)
    expect(response.text).not.toMatch(/@[a-z0-9.-]+\.[a-z]+/i)
    expect(response.text).not.toMatch(/submitterEmail|reviewNotes|reviewedBy|Secret Sam|Rejected Brownie/)
    const anonymous = response.json.submissions.find((entry) => entry.id === approvedAnonymousId)
    expect(anonymous).toMatchObject({ submittedBy: 'Anonymous', displayName: false })
    expect(anonymous?.contributorKey).toMatch(/^[0-9a-f]{16}$/)
  })

  it('hides pending entries from the generated REST and GraphQL APIs too', async () => {
    const rest = await api('GET', '/api/headstash-submissions?limit=200&depth=0')
    expect(rest.text).not.toMatch(/"status":"(pending|rejected)"/)
    expect(rest.text).not.toMatch(/submitterEmail|sam@secret/)
    const payload = await payloadInstance()
    expect(
      (await payload.count({ collection: 'headstash-submissions', where: { status: { equals: 'pending' } } })).totalDocs,
    ).toBeGreaterThan(0)
  })

  it('does not let the generated API filter or sort on hidden names', async () => {
    const byName = await api('GET', `/api/headstash-submissions?where[submittedBy][equals]=${encodeURIComponent('Secret Sam')}`)
    expect(byName.status).toBe(403)
    expect(byName.text).not.toContain('Hidden Name Kush')
    const nested = await api('GET', `/api/headstash-submissions?where[or][0][submittedBy][like]=Secret`)
    expect(nested.status).toBe(403)
    const sorted = await api('GET', '/api/headstash-submissions?sort=-submittedBy')
    expect(sorted.status).toBe(403)
    const byEmail = await api('GET', '/api/headstash-submissions?where[submitterEmail][equals]=sam@secret.example')
    expect(byEmail.text).not.toContain('Hidden Name Kush')
  })

  it('shows an approval at once and drops a rejection at once', async () => {
    const payload = await payloadInstance()
    const name = `Approve Me ${suffix}`
    await api('POST', '/api/headstash/submit', { body: { ...validSubmission.edible, name } })
    const { docs } = await payload.find({ collection: 'headstash-submissions', where: { name: { equals: name } }, overrideAccess: true })
    const id = docs[0]?.id ?? 0
    const names = async () =>
      (await api<SubmissionList>('GET', '/api/headstash/submissions?limit=100')).json.submissions.map((entry) => entry.name)
    expect(await names()).not.toContain(name)
    await payload.update({ collection: 'headstash-submissions', id, data: { status: 'approved' }, overrideAccess: true })
    expect(await names()).toContain(name)
    await payload.update({ collection: 'headstash-submissions', id, data: { status: 'rejected' }, overrideAccess: true })
    expect(await names()).not.toContain(name)
  })

  it('computes the stats in SQL: totals, filtered count, contributors, average and flame percentages', async () => {
    const payload = await payloadInstance()
    const approved = await payload.find({
      collection: 'headstash-submissions',
      where: { status: { equals: 'approved' } },
      pagination: false,
      overrideAccess: true,
    })
    const docs = approved.docs
    const response = await api<SubmissionList>('GET', '/api/headstash/submissions?category=flower')
    const { stats } = response.json
    expect(stats.totalEntries).toBe(docs.length)
    expect(stats.filteredResults).toBe(docs.filter((doc) => doc.category === 'flower').length)
    const mean = docs.reduce((sum, doc) => sum + doc.flames, 0) / docs.length
    expect(stats.averageRating).toBeCloseTo(Math.round(mean * 10) / 10, 5)
    for (const level of [1, 2, 3, 4, 5]) {
      expect(stats.flamePercentages[level]).toBe(Math.round((docs.filter((doc) => doc.flames === level).length / docs.length) * 100))
    }
    expect(response.json.submissions.every((entry) => entry.category === 'flower')).toBe(true)
    expect(stats.contributors).toBeGreaterThanOrEqual(1)
  })

  it('paginates past the first page', async () => {
    const first = await api<SubmissionList & { page: number }>('GET', '/api/headstash/submissions?limit=1&page=1')
    const second = await api<SubmissionList & { page: number }>('GET', '/api/headstash/submissions?limit=1&page=2')
    expect(first.json.submissions).toHaveLength(1)
    expect(first.json.hasNextPage).toBe(true)
    expect(second.json.page).toBe(2)
    expect(second.json.submissions[0]?.id).not.toBe(first.json.submissions[0]?.id)
  })
})

describe('POST /api/upload-image', () => {
  const storedFile = (url: string) => fs.readFileSync(path.join(process.env.MEDIA_DIR ?? '', url.split('/').pop() ?? ''))

  it('accepts a real PNG, stores it and serves it back as an image', async () => {
    const response = await api<{ imageUrl: string; thumbnailUrl: string }>('POST', '/api/upload-image', {
      rawBody: multipart('image', await pngBytes(), 'my photo.png', 'image/png'),
    })
    expect(response.status).toBe(201)
    expect(response.json.imageUrl).toMatch(/^\/api\/media\/file\/upload-[0-9a-f-]+\.png$/)
    const stored = storedFile(response.json.imageUrl)
    expect((await sharp(stored).metadata()).format).toBe('png')
    // Not public until an approved entry uses it (docs/decisions.md#media-visibility; tests/int/media.int.test.ts).
    expect((await api('GET', response.json.imageUrl)).status).toBe(404)
  })

  it('refuses a text file named .png', async () => {
    const response = await api('POST', '/api/upload-image', { rawBody: multipart('image', 'hello, I am text', 'fake.png', 'image/png') })
    expect(response.status).toBe(400)
    expect(response.json).toEqual({ message: IMAGE_MESSAGES.notAnImage })
  })

  it("refuses 11 MB with the contract's message, and keeps serving", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1)
    const response = await api('POST', '/api/upload-image', { rawBody: multipart('image', big, 'big.png', 'image/png') })
    expect(response.status).toBe(413)
    expect(response.json).toEqual({ message: 'Please select an image under 10MB' })
    const after = await api('GET', '/api/changelog/public')
    expect(after.status).toBe(200)
  })

  it('strips EXIF from what it stores', async () => {
    const original = await jpegWithExif()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const response = await api<{ imageUrl: string }>('POST', '/api/upload-image', {
      rawBody: multipart('image', original, 'camera.jpg', 'image/jpeg'),
    })
    expect(response.status).toBe(201)
    const bytes = storedFile(response.json.imageUrl)
    expect(bytes.length).toBeGreaterThan(0)
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false)
    expect(bytes.includes(Buffer.from('Hidden Lane'))).toBe(false)
  })

  it('links an uploaded image to the submission that uses it', async () => {
    const upload = await api<{ imageUrl: string }>('POST', '/api/upload-image', {
      rawBody: multipart('image', await pngBytes(), 'p.png', 'image/png'),
    })
    const name = `With Image ${suffix}`
    await api('POST', '/api/headstash/submit', { body: { ...validSubmission.edible, name, imageUrl: upload.json.imageUrl } })
    const payload = await payloadInstance()
    const { docs } = await payload.find({
      collection: 'headstash-submissions',
      where: { name: { equals: name } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]?.image).toEqual(expect.any(Number))
  })

  it('answers a missing file with 400', async () => {
    const response = await api('POST', '/api/upload-image', { rawBody: new FormData() })
    expect(response.status).toBe(400)
    expect(response.json).toEqual({ message: IMAGE_MESSAGES.missing })
  })
})

describe('changelog, hero background, podcast and gates', () => {
  let gateId = 0
  const gateDefaults = { triggerType: 'scroll', triggerValue: 60, showFrequency: 'once' } as const

  beforeAll(async () => {
    const payload = await payloadInstance()
    await payload.create({
      collection: 'changelog-entries',
      data: { title: `Public ${suffix}`, description: 'Shown', type: 'feature' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'changelog-entries',
      data: { title: `Internal ${suffix}`, description: 'Hidden', type: 'fix', _status: 'draft' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'podcast-episodes',
      data: {
        episodeNumber: 101,
        title: 'Published',
        slug: `published-${suffix}`,
        shortSummary: 'S',
        descriptEmbed: '<iframe src="https://share.descript.com/embed/x"></iframe><script>alert(1)</script>',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'podcast-episodes',
      data: { episodeNumber: 102, title: 'Draft', slug: `draft-${suffix}`, shortSummary: 'S', _status: 'draft' },
      overrideAccess: true,
    })
    const low = await payload.create({
      collection: 'gates',
      data: { ...gateDefaults, name: 'low', pagePath: `/gated-${suffix}`, title: 'Low', description: 'd', priority: 1 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'gates',
      data: { ...gateDefaults, name: 'high', pagePath: `/gated-${suffix}`, title: 'High', description: 'd', priority: 5 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'gates',
      data: { ...gateDefaults, name: 'off', pagePath: `/gated-${suffix}`, title: 'Off', description: 'd', priority: 9, isActive: false },
      overrideAccess: true,
    })
    gateId = low.id
    await payload.updateGlobal({ slug: 'site-settings', data: { heroBackground: { imageUrl: '/hero.png' } }, overrideAccess: true })
  })

  it('lists public changelog entries only', async () => {
    const response = await api<{ entries: Array<{ title: string; type: string; isNew: boolean }> }>('GET', '/api/changelog/public')
    const titles = response.json.entries.map((entry) => entry.title)
    expect(titles).toContain(`Public ${suffix}`)
    expect(titles).not.toContain(`Internal ${suffix}`)
    expect(response.json.entries[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        type: expect.any(String),
        description: expect.any(String),
        createdAt: expect.any(String),
        isNew: expect.any(Boolean),
      }),
    )
  })

  it('answers the hero background', async () => {
    const response = await api('GET', '/api/hero-background')
    expect(response.json).toEqual({ imageUrl: '/hero.png' })
  })

  it('serves published episodes only, with the embed sanitised', async () => {
    const list = await api<{ episodes: Array<{ slug: string }> }>('GET', '/api/podcast/episodes')
    const slugs = list.json.episodes.map((episode) => episode.slug)
    expect(slugs).toContain(`published-${suffix}`)
    expect(slugs).not.toContain(`draft-${suffix}`)
    const one = await api<{ episode: { descriptEmbed: string } }>('GET', `/api/podcast/episodes/published-${suffix}`)
    expect(one.status).toBe(200)
    expect(one.json.episode.descriptEmbed).toContain('https://share.descript.com/embed/x')
    expect(one.text).not.toContain('<script')
    const draft = await api('GET', `/api/podcast/episodes/draft-${suffix}`)
    expect(draft.status).toBe(404)
    expect(draft.json).toEqual({ message: 'Episode Not Found' })
  })

  it('returns the active gates of a path, highest priority first', async () => {
    const response = await api<{ gates: Array<{ title: string }> }>(
      'GET',
      `/api/subscription-gates?path=${encodeURIComponent(`/gated-${suffix}/`)}`,
    )
    expect(response.json.gates.map((gate) => gate.title)).toEqual(['High', 'Low'])
    const missing = await api('GET', '/api/subscription-gates')
    expect(missing.status).toBe(400)
  })

  it('records interactions; subscribing also subscribes the e-mail', async () => {
    const email = `gate.${suffix}@example.com`
    const shown = await api('POST', '/api/subscription-gates/interaction', {
      body: { gateId, sessionId: 's-1', action: 'shown', email: 'dropped@example.com' },
    })
    expect(shown.status).toBe(201)
    const subscribed = await api('POST', '/api/subscription-gates/interaction', {
      body: { gateId, sessionId: 's-1', action: 'subscribed', email },
    })
    expect(subscribed.status).toBe(201)
    const payload = await payloadInstance()
    const interactions = await payload.find({ collection: 'gate-interactions', where: { gate: { equals: gateId } }, overrideAccess: true })
    expect(interactions.docs.map((doc) => [doc.action, doc.email ?? null]).sort()).toEqual([
      ['shown', null],
      ['subscribed', email],
    ])
    expect((await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })).totalDocs).toBe(1)
  })

  it('validates interactions with messages', async () => {
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ gateId, sessionId: 's', action: 'clicked' }, GATE_MESSAGES.action, 400],
      [{ gateId: 'abc', sessionId: 's', action: 'shown' }, GATE_MESSAGES.gateId, 400],
      [{ gateId, action: 'shown' }, GATE_MESSAGES.sessionId, 400],
      [{ gateId, sessionId: 's', action: 'subscribed' }, GATE_MESSAGES.email, 400],
      [{ gateId: 999999, sessionId: 's', action: 'shown' }, GATE_MESSAGES.unknownGate, 404],
    ]
    for (const [body, message, status] of cases) {
      const response = await api('POST', '/api/subscription-gates/interaction', { body })
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect(response.json).toEqual({ message })
    }
  })
})
