// Smaller holes found by trying the site as an attacker: a NUL in a vibe, document locks open to any
// account, session ids in answers, and CSV rows lost to a stray quote.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { SUBSCRIBER_IMPORT_MESSAGES } from '@/lib/newsletter/schema'
import { api, payloadInstance, signIn } from '../helpers/api'

const suffix = `${Date.now()}`
let payload: Payload
let adminCookie = ''
let userCookie = ''
let adminId = 0

async function createAccount(username: string, password: string, role: 'admin' | 'user') {
  return payload.create({ collection: 'users', data: { username, password, role }, overrideAccess: true })
}

beforeAll(async () => {
  payload = await payloadInstance()
  adminId = (await createAccount(`holes-admin-${suffix}`, 'holes-pass-1', 'admin')).id
  await createAccount(`holes-user-${suffix}`, 'holes-pass-2', 'user')
  adminCookie = await signIn(`holes-admin-${suffix}`, 'holes-pass-1')
  userCookie = await signIn(`holes-user-${suffix}`, 'holes-pass-2')
})

describe('a NUL in a vibe', () => {
  it('is no filter at all on the public API, not a 500', async () => {
    for (const query of ['vibe=%00', 'vibe=chill%00', 'vibe=%00&q=a&sort=top']) {
      const response = await api('GET', `/api/headstash/submissions?${query}`)
      expect(response.status, query).toBe(200)
    }
  })
})

describe('document locks', () => {
  it('are staff-only: a `user` account can neither list, create nor delete them', async () => {
    const episode = await payload.create({
      collection: 'podcast-episodes',
      data: {
        title: `Locked draft ${suffix}`,
        episodeNumber: 9000 + (Date.now() % 900),
        shortSummary: 'A draft someone is editing.',
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'podcast-episodes', value: episode.id }, user: { relationTo: 'users', value: adminId } },
      overrideAccess: true,
    })

    const list = await api<{ docs?: unknown[] }>('GET', '/api/payload-locked-documents?depth=1', { cookie: userCookie })
    expect(list.status).toBe(403)
    expect(list.text).not.toContain(`Locked draft ${suffix}`)
    expect((await api('GET', `/api/payload-locked-documents/${lock.id}`, { cookie: userCookie })).status).toBe(403)
    const created = await api('POST', '/api/payload-locked-documents', {
      cookie: userCookie,
      body: { document: { relationTo: 'podcast-episodes', value: episode.id }, user: { relationTo: 'users', value: adminId } },
    })
    expect(created.status).toBe(403)
    expect((await api('DELETE', `/api/payload-locked-documents/${lock.id}`, { cookie: userCookie })).status).toBe(403)
    expect(
      await payload.count({ collection: 'payload-locked-documents', where: { id: { equals: lock.id } }, overrideAccess: true }),
    ).toEqual({
      totalDocs: 1,
    })

    // Staff still see and release them (the admin's "someone is editing" notice).
    const staffList = await api<{ docs: Array<{ id: number }> }>('GET', '/api/payload-locked-documents', { cookie: adminCookie })
    expect(staffList.status).toBe(200)
    expect(staffList.json.docs.map((doc) => doc.id)).toContain(lock.id)
    expect((await api('DELETE', `/api/payload-locked-documents/${lock.id}`, { cookie: adminCookie })).status).toBe(200)
  })
})

describe('session ids', () => {
  it('are in no answer: login, /api/users/me, a populated relation to the acting user, the signed-in user', async () => {
    const login = await api<{ user: Record<string, unknown> }>('POST', '/api/users/login', {
      body: { username: `holes-admin-${suffix}`, password: 'holes-pass-1' },
    })
    expect(login.status).toBe(200)
    expect(login.json.user.id).toBe(adminId)
    expect(login.json.user).not.toHaveProperty('sessions')

    const me = await api<{ user: Record<string, unknown> }>('GET', '/api/users/me', { cookie: adminCookie })
    expect(me.json.user.id).toBe(adminId)
    expect(me.json.user).not.toHaveProperty('sessions')

    const own = await api<Record<string, unknown>>('GET', `/api/users/${adminId}`, { cookie: adminCookie })
    expect(own.json.id).toBe(adminId)
    expect(own.json).not.toHaveProperty('sessions')

    const admin = await payload.findByID({ collection: 'users', id: adminId, overrideAccess: true })
    const setting = await payload.create({
      collection: 'brand-settings',
      data: { key: `holes-${suffix}`, value: 'https://example.com/logo.png' },
      user: admin,
      overrideAccess: true,
    })
    const read = await api<{ updatedBy: Record<string, unknown> }>('GET', `/api/brand-settings/${setting.id}?depth=1`, {
      cookie: adminCookie,
    })
    expect(read.json.updatedBy.id).toBe(adminId)
    expect(read.json.updatedBy).not.toHaveProperty('sessions')
    expect(read.text).not.toContain('"sessions"')

    // What the admin renders its pages with.
    const { user } = await payload.auth({ headers: new Headers({ cookie: adminCookie, 'sec-fetch-site': 'same-origin' }) })
    expect(user?.id).toBe(adminId)
    expect(user).not.toHaveProperty('sessions')
    // Signing in still works because Payload checks the session against the database.
    expect((await api('GET', '/api/auth/me', { cookie: adminCookie })).status).toBe(200)
  })
})

describe('subscriber CSV import', () => {
  it('reports every row, a row with a stray quote included', async () => {
    const emails = Array.from({ length: 6 }, (_, index) => `quote-${index}-${suffix}@example.com`)
    const csv = ['email', emails[0], `"${emails[1]}`, emails[2], emails[3], emails[4], emails[5]].join('\n')
    const response = await api<{ imported: number; invalid: number; rows: Array<{ row: number; outcome: string; message?: string }> }>(
      'POST',
      '/api/admin/newsletter/subscribers/import',
      { body: { csv }, cookie: adminCookie },
    )
    expect(response.status).toBe(200)
    expect(response.json.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 7])
    expect(response.json.imported).toBe(5)
    expect(response.json.invalid).toBe(1)
    expect(response.json.rows[1]).toMatchObject({ row: 3, outcome: 'invalid', message: SUBSCRIBER_IMPORT_MESSAGES.unreadable })
    const stored = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { like: `-${suffix}@example.com` } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(5)
  })

  it('keeps a given subscription date and reports every problem of a row', async () => {
    const kept = `dated-${suffix}@example.com`
    const csv = ['Email,Subscribed', `${kept},2019-03-04`, `not-an-address,2019-02-30`, `later-${suffix}@example.com,2999-01-01`].join('\n')
    const response = await api<{ rows: Array<{ row: number; email: string; outcome: string; message?: string }> }>(
      'POST',
      '/api/admin/newsletter/subscribers/import',
      { body: { csv }, cookie: adminCookie },
    )
    expect(response.status).toBe(200)
    const M = SUBSCRIBER_IMPORT_MESSAGES
    expect(response.json.rows).toEqual([
      { row: 2, email: kept, outcome: 'imported' },
      { row: 3, email: 'not-an-address', outcome: 'invalid', message: `${M.invalid}; ${M.invalidDate}` },
      { row: 4, email: `later-${suffix}@example.com`, outcome: 'invalid', message: M.futureDate },
    ])
    const { docs } = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: kept } }, overrideAccess: true })
    expect(docs[0]?.subscribedAt).toBe('2019-03-04T00:00:00.000Z')
  })
})
