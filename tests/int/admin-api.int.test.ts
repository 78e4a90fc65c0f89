import { AUTH_MESSAGES } from '@/lib/auth/texts'
import { EPISODE_MESSAGES } from '@/lib/podcast/episode-schema'
import { SEO_MESSAGES } from '@/lib/seo/schema'
import { GATE_ADMIN_MESSAGES } from '@/lib/gates/admin-schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { CSV_COLUMNS } from '@/lib/submissions/fields'
import { GATE_DEFAULTS } from '@/lib/gates/options'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'
import { multipart, pngBytes, validSubmission } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let admin = ''
let plainUser = ''

beforeAll(async () => {
  admin = await signInNewAccount(`admin-${suffix}`, 'admin-pass-1', 'admin')
  plainUser = await signInNewAccount(`user-${suffix}`, 'user-pass-1', 'user')
})

const ADMIN_CALLS: Array<[Parameters<typeof api>[0], string]> = [
  ['GET', '/api/admin/newsletter/subscribers'],
  ['DELETE', '/api/admin/newsletter/subscribers/1'],
  ['GET', '/api/admin/headstash-submissions'],
  ['PATCH', '/api/admin/headstash-submissions/1'],
  ['POST', '/api/admin/headstash-submissions/bulk-upload'],
  ['POST', '/api/admin/headstash-submissions/upload-image'],
  ['POST', '/api/admin/headstash-submissions/bulk'],
  ['POST', '/api/admin/headstash-submissions/bulk/00000000-0000-4000-8000-000000000000/undo'],
  ['POST', '/api/admin/headstash-submissions/bulk/00000000-0000-4000-8000-000000000000/restore'],
  ['POST', '/api/admin/fix-missing-images'],
  ['POST', '/api/admin/recover-images'],
  ['POST', '/api/admin/fix-cloud-urls'],
  ['POST', '/api/admin/test-cloud-storage'],
  ['GET', '/api/admin/podcast/episodes'],
  ['GET', '/api/admin/podcast/episodes/1'],
  ['POST', '/api/admin/podcast/episodes'],
  ['PUT', '/api/admin/podcast/episodes/1'],
  ['DELETE', '/api/admin/podcast/episodes/1'],
  ['POST', '/api/admin/podcast/episodes/upload-image'],
  ['GET', '/api/admin/subscription-gates'],
  ['POST', '/api/admin/subscription-gates'],
  ['PUT', '/api/admin/subscription-gates/1'],
  ['DELETE', '/api/admin/subscription-gates/1'],
  ['GET', '/api/admin/subscription-gates/1/analytics'],
  ['GET', '/api/admin/brand-settings'],
  ['POST', '/api/admin/brand-settings'],
  ['PUT', '/api/admin/brand-settings/favicon'],
  ['DELETE', '/api/admin/brand-settings/favicon'],
  ['GET', '/api/admin/changelog'],
  ['POST', '/api/admin/changelog'],
  ['PATCH', '/api/admin/changelog/1'],
  ['PATCH', '/api/admin/changelog/1/publish'],
  ['DELETE', '/api/admin/changelog/1'],
  ['GET', '/api/admin/seo-settings'],
  ['POST', '/api/admin/seo-settings'],
  ['DELETE', '/api/admin/seo-settings/%2Fabout'],
]

describe('admin API access', () => {
  it.each(ADMIN_CALLS)('%s %s answers 401 signed out and 403 to a non-staff account', async (method, path) => {
    const body = method === 'GET' ? undefined : {}
    const signedOut = await api(method, path, { body })
    expect(signedOut.status).toBe(401)
    expect(signedOut.json).toEqual({ message: AUTH_MESSAGES.authRequired })
    const notStaff = await api(method, path, { body, cookie: plainUser })
    expect(notStaff.status).toBe(403)
    expect(notStaff.json).toEqual({ message: AUTH_MESSAGES.adminOnly })
  })
})

describe('subscribers and submissions', () => {
  it('lists and deletes subscribers', async () => {
    const email = `admin-list.${suffix}@example.com`
    await api('POST', '/api/newsletter/subscribe', { body: { email } })
    const list = await api<{ subscribers: Array<{ id: number; email: string; isActive: boolean }> }>(
      'GET',
      '/api/admin/newsletter/subscribers',
      { cookie: admin },
    )
    const subscriber = list.json.subscribers.find((item) => item.email === email)
    expect(subscriber).toMatchObject({ isActive: true })
    const removed = await api('DELETE', `/api/admin/newsletter/subscribers/${subscriber?.id}`, { cookie: admin })
    expect(removed.status).toBe(200)
    const again = await api('DELETE', `/api/admin/newsletter/subscribers/${subscriber?.id}`, { cookie: admin })
    expect(again.status).toBe(404)
  })

  it('lists every status but rejected by default, and one status on request', async () => {
    const payload = await payloadInstance()
    const rejected = await payload.create({
      collection: 'headstash-submissions',
      data: { ...validSubmission.edible, name: `Rejected ${suffix}`, status: 'rejected' },
      overrideAccess: true,
    })
    const pending = await payload.create({
      collection: 'headstash-submissions',
      data: { status: 'pending', ...validSubmission.edible, name: `Pending ${suffix}` },
      overrideAccess: true,
    })
    const all = await api<{ submissions: Array<{ id: number; submitterEmail?: string }> }>('GET', '/api/admin/headstash-submissions', {
      cookie: admin,
    })
    const ids = all.json.submissions.map((item) => item.id)
    expect(ids).toContain(pending.id)
    expect(ids).not.toContain(rejected.id)
    const onlyRejected = await api<{ submissions: Array<{ id: number; status: string }> }>(
      'GET',
      '/api/admin/headstash-submissions?status=rejected',
      { cookie: admin },
    )
    expect(onlyRejected.json.submissions.map((item) => item.id)).toContain(rejected.id)
    expect(onlyRejected.json.submissions.every((item) => item.status === 'rejected')).toBe(true)
  })

  it('pages, searches and filters the board in the database, keeping the list shape', async () => {
    const payload = await payloadInstance()
    const tag = `Pager${suffix}`
    for (const [index, category] of (['edible', 'edible', 'edible'] as const).entries()) {
      await payload.create({
        collection: 'headstash-submissions',
        data: { status: 'pending', ...validSubmission[category], name: `${tag} ${index}` },
        overrideAccess: true,
      })
    }
    type Board = { submissions: Array<{ name: string }>; totalDocs: number; page: number; totalPages: number; hasNextPage: boolean }
    const first = await api<Board>('GET', `/api/admin/headstash-submissions?q=${tag}&limit=2`, { cookie: admin })
    expect(first.json).toMatchObject({ totalDocs: 3, page: 1, totalPages: 2, hasNextPage: true })
    expect(first.json.submissions.map((item) => item.name)).toEqual([`${tag} 2`, `${tag} 1`])
    const second = await api<Board>('GET', `/api/admin/headstash-submissions?q=${tag}&limit=2&page=2`, { cookie: admin })
    expect(second.json.submissions.map((item) => item.name)).toEqual([`${tag} 0`])
    expect(second.json.hasNextPage).toBe(false)
    const otherCategory = await api<Board>('GET', `/api/admin/headstash-submissions?q=${tag}&category=flower`, { cookie: admin })
    expect(otherCategory.json.totalDocs).toBe(0)
    // Nonsense paging falls back to the first page of the default size, never to everything.
    const fallback = await api<Board>('GET', `/api/admin/headstash-submissions?page=-3&limit=100000`, { cookie: admin })
    expect(fallback.json.page).toBe(1)
    expect(fallback.json.submissions.length).toBeLessThanOrEqual(200)
  })

  it('approves a submission with the reviewer recorded, and it goes public at once', async () => {
    const payload = await payloadInstance()
    const name = `Review Me ${suffix}`
    const created = await payload.create({
      collection: 'headstash-submissions',
      data: { status: 'pending', ...validSubmission.flower, name },
      overrideAccess: true,
    })
    const patched = await api<{ submission: { status: string; reviewedBy: number; reviewedAt: string } }>(
      'PATCH',
      `/api/admin/headstash-submissions/${created.id}`,
      {
        cookie: admin,
        body: { ...validSubmission.flower, name, status: 'approved', reviewNotes: 'Looks legit' },
      },
    )
    expect(patched.status).toBe(200)
    expect(patched.json.submission.status).toBe('approved')
    expect(patched.json.submission.reviewedBy).toEqual(expect.any(Number))
    expect(Date.parse(patched.json.submission.reviewedAt)).toBeGreaterThan(Date.now() - 60_000)
    const publicList = await api<{ submissions: Array<{ name: string }> }>('GET', '/api/headstash/submissions?limit=100')
    expect(publicList.json.submissions.map((item) => item.name)).toContain(name)
  })

  it('refuses an edit that breaks the shared rules, and accepts an image-only patch', async () => {
    const payload = await payloadInstance()
    const created = await payload.create({
      collection: 'headstash-submissions',
      data: { status: 'pending', ...validSubmission.flower, name: `Edit ${suffix}` },
      overrideAccess: true,
    })
    const bad = await api('PATCH', `/api/admin/headstash-submissions/${created.id}`, {
      cookie: admin,
      body: { ...validSubmission.flower, breeder: '' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({ message: 'Required fields missing for selected category' })
    const imageOnly = await api<{ submission: { imageUrl: string } }>('PATCH', `/api/admin/headstash-submissions/${created.id}`, {
      cookie: admin,
      body: { imageUrl: '/api/media/file/x.png' },
    })
    expect(imageOnly.status).toBe(200)
    expect(imageOnly.json.submission.imageUrl).toBe('/api/media/file/x.png')
  })

  it('bulk-imports a CSV: valid rows approved, bad rows reported with their row number', async () => {
    const rows = [
      CSV_COLUMNS.join(','),
      CSV_COLUMNS.map(
        (column) =>
          ({
            category: 'edible',
            name: `Bulk A ${suffix}`,
            edibleType: 'Gummies',
            whereAcquired: 'Shop',
            flames: '3',
            location: 'LA',
            industry: 'retail',
          })[column as string] ?? '',
      ).join(','),
      CSV_COLUMNS.map(
        (column) =>
          ({ category: 'edible', name: `Bulk B ${suffix}`, whereAcquired: 'Shop', flames: '3', location: 'LA', industry: 'retail' })[
            column as string
          ] ?? '',
      ).join(','),
    ].join('\n')
    const form = multipart('csvFile', rows, 'bulk.csv', 'text/csv')
    form.append('contributorMode', 'single')
    form.append('contributorName', 'Archive Crew')
    const response = await api<{ successCount: number; failedCount: number; errors: Array<{ row: number; message: string }> }>(
      'POST',
      '/api/admin/headstash-submissions/bulk-upload',
      { cookie: admin, rawBody: form },
    )
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      successCount: 1,
      failedCount: 1,
      errors: [{ row: 3, message: 'Required fields missing for selected category' }],
    })
    const publicList = await api<{ submissions: Array<{ name: string; submittedBy: string }> }>(
      'GET',
      '/api/headstash/submissions?limit=100',
    )
    expect(publicList.json.submissions.find((item) => item.name === `Bulk A ${suffix}`)?.submittedBy).toBe('Archive Crew')
    const noFile = await api('POST', '/api/admin/headstash-submissions/bulk-upload', { cookie: admin, rawBody: new FormData() })
    expect(noFile.json).toEqual({ message: 'Please choose a CSV file' })
  })
})

describe('image recovery', () => {
  it('scans for missing files and clears placeholders', async () => {
    const payload = await payloadInstance()
    const placeholder = await payload.create({
      collection: 'headstash-submissions',
      data: { status: 'pending', ...validSubmission.edible, name: `Placeholder ${suffix}`, imageUrl: '/images/placeholder.png' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'headstash-submissions',
      data: { status: 'pending', ...validSubmission.edible, name: `Missing ${suffix}`, imageUrl: '/api/media/file/gone-forever.png' },
      overrideAccess: true,
    })
    const scan = await api<{ missingFileCount: number; placeholderCount: number; missing: Array<{ name: string }> }>(
      'POST',
      '/api/admin/fix-missing-images',
      { cookie: admin },
    )
    expect(scan.status).toBe(200)
    expect(scan.json.placeholderCount).toBeGreaterThanOrEqual(1)
    expect(scan.json.missing.map((item) => item.name)).toContain(`Missing ${suffix}`)
    expect(
      (await payload.findByID({ collection: 'headstash-submissions', id: placeholder.id, overrideAccess: true })).imageUrl ?? null,
    ).toBeNull()
  })

  it('uploads a recovered image and suggests the submission it belongs to', async () => {
    const payload = await payloadInstance()
    const target = await payload.create({
      collection: 'headstash-submissions',
      data: { status: 'pending', ...validSubmission.edible, name: `Recover Target ${suffix}` },
      overrideAccess: true,
    })
    const response = await api<{ fileName: string; cloudUrl: string; confidence: string; suggestedMatch: { id: number } | null }>(
      'POST',
      '/api/admin/recover-images',
      {
        cookie: admin,
        rawBody: multipart('image', await pngBytes(), `recover-target_${suffix}.png`, 'image/png'),
      },
    )
    expect(response.status).toBe(201)
    expect(response.json).toMatchObject({ confidence: 'exact match', suggestedMatch: { id: target.id } })
    expect(response.json.cloudUrl).toMatch(/^\/api\/media\/file\//)
  })

  it('fixes corrupted cloud URLs of our own media', async () => {
    const payload = await payloadInstance()
    const upload = await api<{ imageUrl: string }>('POST', '/api/upload-image', {
      rawBody: multipart('image', await pngBytes(), 'x.png', 'image/png'),
    })
    const corrupted = `https://old-cdn.example.com//api/media/file/${upload.json.imageUrl.split('/').pop()}?v=1`
    const submission = await payload.create({
      collection: 'headstash-submissions',
      data: { status: 'pending', ...validSubmission.edible, name: `Corrupted ${suffix}`, imageUrl: corrupted },
      overrideAccess: true,
    })
    const response = await api<{ fixedCount: number }>('POST', '/api/admin/fix-cloud-urls', { cookie: admin, body: {} })
    expect(response.json.fixedCount).toBeGreaterThanOrEqual(1)
    const fixed = await payload.findByID({ collection: 'headstash-submissions', id: submission.id, depth: 0, overrideAccess: true })
    expect(fixed.imageUrl).toBe(upload.json.imageUrl)
    expect(fixed.image).toEqual(expect.any(Number))
  })

  it('tests the storage with a write, a read back and a delete', async () => {
    const response = await api<{ success: boolean; message: string; details: { testKey: string } }>(
      'POST',
      '/api/admin/test-cloud-storage',
      { cookie: admin, body: {} },
    )
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ success: true, message: 'Upload successful' })
    const payload = await payloadInstance()
    const left = await payload.count({
      collection: 'media',
      where: { filename: { equals: response.json.details.testKey } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})

describe('podcast episodes', () => {
  const episode = {
    episodeNumber: 7,
    title: 'Admin Episode',
    slug: `ep007-admin-episode-${suffix}`,
    shortSummary: 'A summary',
    bulletTakeaways: ['One', ' ', 'Two'],
    status: 'draft',
  }

  it('creates, reads, updates and refuses a duplicate slug', async () => {
    const created = await api<{ episode: { id: number; bulletTakeaways: string[] } }>('POST', '/api/admin/podcast/episodes', {
      cookie: admin,
      body: episode,
    })
    expect(created.status).toBe(201)
    expect(created.json.episode.bulletTakeaways).toEqual(['One', 'Two'])
    const id = created.json.episode.id
    const duplicate = await api('POST', '/api/admin/podcast/episodes', { cookie: admin, body: episode })
    expect(duplicate.status).toBe(409)
    expect(duplicate.json).toEqual({ message: EPISODE_MESSAGES.duplicateSlug })
    const updated = await api<{ episode: { status: string } }>('PUT', `/api/admin/podcast/episodes/${id}`, {
      cookie: admin,
      body: { ...episode, status: 'published' },
    })
    expect(updated.json.episode.status).toBe('published')
    const read = await api<{ episode: { title: string } }>('GET', `/api/admin/podcast/episodes/${id}`, { cookie: admin })
    expect(read.json.episode.title).toBe('Admin Episode')
    const list = await api<{ episodes: Array<{ id: number }> }>('GET', '/api/admin/podcast/episodes', { cookie: admin })
    expect(list.json.episodes.map((item) => item.id)).toContain(id)
  })

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ slug: '' }, 'URL slug is required'],
    [{ shortSummary: '' }, 'Short summary is required'],
    [{ episodeNumber: 0 }, EPISODE_MESSAGES.episodeNumber],
    [{ metaDescription: 'x'.repeat(161) }, SEO_MESSAGES.metaDescription],
  ])('refuses %o with "%s"', async (override, message) => {
    const response = await api('POST', '/api/admin/podcast/episodes', {
      cookie: admin,
      body: { ...episode, slug: `other-${suffix}`, ...override },
    })
    expect(response.status).toBe(400)
    expect(response.json).toEqual({ message })
  })

  it('deletes only when confirmText is "delete"', async () => {
    const created = await api<{ episode: { id: number } }>('POST', '/api/admin/podcast/episodes', {
      cookie: admin,
      body: { ...episode, slug: `to-delete-${suffix}` },
    })
    const id = created.json.episode.id
    for (const body of [{}, { confirmText: 'DELETE' }, { confirmText: 'yes' }]) {
      const refused = await api('DELETE', `/api/admin/podcast/episodes/${id}`, { cookie: admin, body })
      expect(refused.status).toBe(400)
      expect(refused.json).toEqual({ message: EPISODE_MESSAGES.deleteConfirm })
    }
    const deleted = await api('DELETE', `/api/admin/podcast/episodes/${id}`, { cookie: admin, body: { confirmText: 'delete' } })
    expect(deleted.status).toBe(200)
    expect((await api('GET', `/api/admin/podcast/episodes/${id}`, { cookie: admin })).status).toBe(404)
  })

  it('uploads an episode image', async () => {
    const response = await api<{ imageUrl: string; originalSize: number }>('POST', '/api/admin/podcast/episodes/upload-image', {
      cookie: admin,
      rawBody: multipart('image', await pngBytes(), 'ep.png', 'image/png'),
    })
    expect(response.status).toBe(201)
    expect(response.json.originalSize).toBeGreaterThan(0)
  })
})

describe('subscription gates', () => {
  it("creates with the contract's defaults, toggles, reports analytics from SQL and deletes", async () => {
    const created = await api<{ gate: Record<string, unknown> & { id: number } }>('POST', '/api/admin/subscription-gates', {
      cookie: admin,
      body: { name: 'Admin gate', pagePath: `/admin-gate-${suffix}/`, title: 'Join', description: 'Weekly' },
    })
    expect(created.status).toBe(201)
    expect(created.json.gate).toMatchObject({
      pagePath: `/admin-gate-${suffix}`,
      triggerType: 'scroll',
      triggerValue: 60,
      buttonText: 'Subscribe',
      dismissText: 'Continue without subscribing',
      allowDismiss: true,
      priority: 1,
      showFrequency: 'once',
      isActive: true,
    })
    const id = created.json.gate.id
    const invalid = await api('POST', '/api/admin/subscription-gates', {
      cookie: admin,
      body: { name: 'x', pagePath: '/x', title: 't', description: 'd', triggerValue: 101 },
    })
    expect(invalid.json).toEqual({ message: GATE_ADMIN_MESSAGES.gateTriggerValue })

    for (const action of ['shown', 'shown', 'shown', 'shown', 'subscribed', 'dismissed']) {
      await api('POST', '/api/subscription-gates/interaction', {
        body: { gateId: id, sessionId: 's', action, email: 'gate-admin@example.com' },
      })
    }
    const analytics = await api<{
      totalShown: number
      totalSubscribed: number
      totalDismissed: number
      conversionRate: number
      daily: unknown[]
    }>('GET', `/api/admin/subscription-gates/${id}/analytics`, { cookie: admin })
    expect(analytics.json).toMatchObject({ totalShown: 4, totalSubscribed: 1, totalDismissed: 1, conversionRate: 25 })
    expect(analytics.json.daily).toHaveLength(1)

    const toggled = await api<{ gate: { isActive: boolean; name: string } }>('PUT', `/api/admin/subscription-gates/${id}`, {
      cookie: admin,
      body: { isActive: false },
    })
    expect(toggled.json.gate).toMatchObject({ isActive: false, name: 'Admin gate' })
    const publicGates = await api<{ gates: unknown[] }>('GET', `/api/subscription-gates?path=/admin-gate-${suffix}`)
    expect(publicGates.json.gates).toEqual([])

    expect((await api('DELETE', `/api/admin/subscription-gates/${id}`, { cookie: admin })).status).toBe(200)
    expect((await api('GET', `/api/admin/subscription-gates/${id}/analytics`, { cookie: admin })).status).toBe(404)
  })

  it("deletes a gate that has been shown through Payload's REST API too, with its interactions", async () => {
    const payload = await payloadInstance()
    const gate = await payload.create({
      collection: 'gates',
      data: { ...GATE_DEFAULTS, name: 'REST gate', pagePath: `/rest-gate-${suffix}`, title: 't', description: 'd' },
      overrideAccess: true,
    })
    await api('POST', '/api/subscription-gates/interaction', { body: { gateId: gate.id, sessionId: 's', action: 'shown' } })
    const interactions = () =>
      payload.count({ collection: 'gate-interactions', where: { gate: { equals: gate.id } }, overrideAccess: true })
    expect((await interactions()).totalDocs).toBe(1)
    const deleted = await api('DELETE', `/api/gates/${gate.id}`, { cookie: admin })
    expect(deleted.status, deleted.text).toBe(200)
    expect((await interactions()).totalDocs).toBe(0)
  })
})

describe('hostile bodies on Payload globals', () => {
  it('refuses data nested thousands of levels deep with a 400, not a stack overflow', async () => {
    const deep = `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`
    const answer = await api('POST', '/api/globals/site-settings', {
      cookie: admin,
      rawBody: `{"heroBackground":${deep}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status, answer.text).toBe(400)
  })
})

describe("Payload's saved admin preferences", () => {
  it("deletes only the signed-in user's own preference, and answers 404 for an unknown key", async () => {
    const key = `list-columns-${suffix}`
    expect((await api('POST', `/api/payload-preferences/${key}`, { cookie: admin, body: { value: { columns: ['name'] } } })).status).toBe(
      200,
    )
    const deleted = await api('DELETE', `/api/payload-preferences/${key}`, { cookie: admin })
    expect(deleted.status, deleted.text).toBe(200)
    expect((await api('DELETE', `/api/payload-preferences/${key}`, { cookie: admin })).status).toBe(404)
    expect((await api('DELETE', `/api/payload-preferences/${key}`)).status).toBe(401)
  })
})

describe('changelog, SEO and brand settings', () => {
  it('creates public by default, edits, publishes an internal entry and deletes', async () => {
    const created = await api<{ entry: { id: number; isPublic: boolean; isNew: boolean; type: string } }>('POST', '/api/admin/changelog', {
      cookie: admin,
      body: { title: `Admin ${suffix}`, description: 'Made it' },
    })
    expect(created.json.entry).toMatchObject({ isPublic: true, isNew: true, type: 'feature' })
    const internal = await api<{ entry: { id: number } }>('POST', '/api/admin/changelog', {
      cookie: admin,
      body: { title: `Internal ${suffix}`, description: 'Hidden', isPublic: false, type: 'breaking' },
    })
    const visible = async () =>
      (await api<{ entries: Array<{ title: string }> }>('GET', '/api/changelog/public')).json.entries.map((entry) => entry.title)
    expect(await visible()).not.toContain(`Internal ${suffix}`)
    const published = await api<{ entry: { isPublic: boolean; publishedAt: string } }>(
      'PATCH',
      `/api/admin/changelog/${internal.json.entry.id}/publish`,
      { cookie: admin },
    )
    expect(published.json.entry.isPublic).toBe(true)
    expect(await visible()).toContain(`Internal ${suffix}`)
    const edited = await api<{ entry: { title: string } }>('PATCH', `/api/admin/changelog/${created.json.entry.id}`, {
      cookie: admin,
      body: { title: `Edited ${suffix}` },
    })
    expect(edited.json.entry.title).toBe(`Edited ${suffix}`)
    const empty = await api('POST', '/api/admin/changelog', { cookie: admin, body: { title: '', description: 'x' } })
    expect(empty.json).toEqual({ message: 'Title is required' })
    expect((await api('DELETE', `/api/admin/changelog/${created.json.entry.id}`, { cookie: admin })).status).toBe(200)
  })

  it('saves SEO settings per route, checks the 160 limit and deletes by route', async () => {
    const route = '/flame-rating-guide'
    // The route's setting starts absent, whatever other files of the shared database saved for it.
    await api('DELETE', `/api/admin/seo-settings/${encodeURIComponent(route)}`, { cookie: admin })
    // Only routes with a page: an unknown one is refused (here and through Payload), a spelling
    // variant is stored as the route itself.
    const unknown = await api('POST', '/api/admin/seo-settings', {
      cookie: admin,
      body: { pageRoute: `/seo-${suffix}`, title: 'T', description: 'D' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json).toEqual({ message: SEO_MESSAGES.seoUnknownRoute })
    await expect(
      (await payloadInstance()).create({
        collection: 'seo-settings',
        data: { pageRoute: `/seo-${suffix}`, title: 'T', description: 'D' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    const saved = await api<{ setting: { pageRoute: string } }>('POST', '/api/admin/seo-settings', {
      cookie: admin,
      body: { pageRoute: '/Flame-Rating-Guide/', title: 'T', description: 'D', structuredData: '{"@type":"WebPage"}' },
    })
    expect(saved.status).toBe(201)
    expect(saved.json.setting.pageRoute).toBe(route)
    const again = await api<{ setting: { title: string } }>('POST', '/api/admin/seo-settings', {
      cookie: admin,
      body: { pageRoute: route, title: 'T2', description: 'D' },
    })
    expect(again.status).toBe(200)
    expect(again.json.setting.title).toBe('T2')
    const tooLong = await api('POST', '/api/admin/seo-settings', {
      cookie: admin,
      body: { pageRoute: route, title: 'T', description: 'x'.repeat(161) },
    })
    expect(tooLong.json).toEqual({ message: SEO_MESSAGES.seoDescriptionLength })
    const badJson = await api('POST', '/api/admin/seo-settings', {
      cookie: admin,
      body: { pageRoute: route, title: 'T', description: 'D', structuredData: '{oops' },
    })
    expect(badJson.json).toEqual({ message: SEO_MESSAGES.seoStructuredData })
    const list = await api<{ settings: Array<{ pageRoute: string }> }>('GET', '/api/admin/seo-settings', { cookie: admin })
    expect(list.json.settings.map((setting) => setting.pageRoute)).toContain(route)
    expect((await api('DELETE', `/api/admin/seo-settings/${encodeURIComponent(route)}`, { cookie: admin })).status).toBe(200)
  })

  it('adds a brand asset from a file or a URL, edits it with its key fixed, and deletes it', async () => {
    const key = `logo-${suffix}`
    const form = multipart('logo', await pngBytes(), 'logo.png', 'image/png')
    form.append('key', key)
    form.append('description', 'Main logo')
    const created = await api<{ setting: { value: string } }>('POST', '/api/admin/brand-settings', { cookie: admin, rawBody: form })
    expect(created.status).toBe(201)
    expect(created.json.setting.value).toMatch(/^\/api\/media\/file\//)
    const duplicate = new FormData()
    duplicate.append('key', key)
    duplicate.append('value', 'https://cdn.example.com/logo.png')
    expect((await api('POST', '/api/admin/brand-settings', { cookie: admin, rawBody: duplicate })).status).toBe(409)
    const edit = new FormData()
    edit.append('value', 'https://cdn.example.com/new-logo.png')
    edit.append('key', 'attempt-to-rename')
    const edited = await api<{ setting: { key: string; value: string } }>('PUT', `/api/admin/brand-settings/${key}`, {
      cookie: admin,
      rawBody: edit,
    })
    expect(edited.json.setting).toMatchObject({ key, value: 'https://cdn.example.com/new-logo.png' })
    expect((await api('DELETE', `/api/admin/brand-settings/${key}`, { cookie: admin })).status).toBe(200)
  })
})
