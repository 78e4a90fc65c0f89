import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_LOGIN_ATTEMPTS } from '@/collections/Users'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import { POST as GRAPHQL_POST } from '@/app/(payload)/api/graphql/route'
import { api, BASE_URL, cookieFrom, payloadInstance, removeAccountsDirectly } from '../helpers/api'

const FIRST_ADMIN = { username: 'first-admin', password: 'correct-horse-1', confirmPassword: 'correct-horse-1' }

describe('auth contract (/api/auth/*)', () => {
  let adminCookie = ''

  beforeAll(async () => {
    // This file owns the users table: registration is only open while it is empty.
    await removeAccountsDirectly()
  })

  it('answers 401 with a message when signed out', async () => {
    const response = await api('GET', '/api/auth/me')
    expect(response.status).toBe(401)
    expect(response.json).toEqual({ message: AUTH_MESSAGES.notSignedIn })
  })

  it("refuses a registration whose passwords differ, with the contract's message", async () => {
    const response = await api('POST', '/api/auth/register', { body: { ...FIRST_ADMIN, confirmPassword: 'something-else' } })
    expect(response.status).toBe(400)
    expect(response.json).toEqual({ message: 'Passwords do not match' })
  })

  it('answers malformed bodies with 400 and a message, never 500', async () => {
    for (const rawBody of ['{not json', '', '[]', '"text"', 'null']) {
      const response = await api('POST', '/api/auth/register', { rawBody, headers: { 'content-type': 'application/json' } })
      expect(response.status, rawBody).toBe(400)
      expect(response.json, rawBody).toHaveProperty('message')
    }
    const wrongTypes = await api('POST', '/api/auth/login', { body: { username: 42, password: ['x'] } })
    expect(wrongTypes.status).toBe(400)
    expect(wrongTypes.json).toHaveProperty('message')
  })

  it('lets the first account register as admin and signs it in', async () => {
    const response = await api<{ user: { username: string; role: string } }>('POST', '/api/auth/register', { body: FIRST_ADMIN })
    expect(response.status).toBe(201)
    expect(response.json.user).toMatchObject({ username: FIRST_ADMIN.username, role: 'admin' })
    expect(response.text).not.toMatch(/hash|salt/)
    adminCookie = cookieFrom(response)
    const me = await api('GET', '/api/auth/me', { cookie: adminCookie })
    expect(me.status).toBe(200)
    expect(me.json).toMatchObject({ username: FIRST_ADMIN.username, role: 'admin' })
  })

  it('refuses a second registration from an anonymous caller', async () => {
    const response = await api('POST', '/api/auth/register', { body: { username: 'intruder', password: 'whatever-123' } })
    expect(response.status).toBe(403)
    expect(response.json).toEqual({ message: AUTH_MESSAGES.registrationClosed })
    const payload = await payloadInstance()
    const { totalDocs } = await payload.count({ collection: 'users', where: { username: { equals: 'intruder' } } })
    expect(totalDocs).toBe(0)
  })

  it('lets a signed-in admin register a colleague without switching sessions', async () => {
    const response = await api('POST', '/api/auth/register', {
      body: { username: 'second-admin', password: 'another-pass-2' },
      cookie: adminCookie,
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('set-cookie')).toBeNull()
    const duplicate = await api('POST', '/api/auth/register', {
      body: { username: 'second-admin', password: 'another-pass-2' },
      cookie: adminCookie,
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.json).toEqual({ message: AUTH_MESSAGES.usernameTaken })
  })

  it('logs in with username and password and sets the session cookie', async () => {
    const response = await api<{ user: { username: string } }>('POST', '/api/auth/login', {
      body: { username: 'second-admin', password: 'another-pass-2' },
    })
    expect(response.status).toBe(200)
    expect(response.json.user.username).toBe('second-admin')
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=.+; .*HttpOnly/i)
  })

  it('answers bad credentials with 401 and a message', async () => {
    const wrongPassword = await api('POST', '/api/auth/login', { body: { username: 'second-admin', password: 'nope-nope' } })
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.json).toHaveProperty('message')
    const unknownUser = await api('POST', '/api/auth/login', { body: { username: 'nobody-here', password: 'nope-nope' } })
    expect(unknownUser.status).toBe(401)
    expect(unknownUser.json).toHaveProperty('message')
  })

  it('locks an account after too many failed logins, even for the right password', async () => {
    await api('POST', '/api/auth/register', { body: { username: 'lock-me', password: 'right-pass-3' }, cookie: adminCookie })
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1) {
      const response = await api('POST', '/api/auth/login', { body: { username: 'lock-me', password: 'wrong-pass' } })
      expect(response.status).toBe(401)
    }
    const locked = await api<{ message: string }>('POST', '/api/auth/login', { body: { username: 'lock-me', password: 'right-pass-3' } })
    expect(locked.status).toBe(401)
    expect(locked.json.message).toMatch(/locked/i)
    expect(locked.headers.get('set-cookie')).toBeNull()
  })

  it('logs out: the cookie is expired and the old token no longer works', async () => {
    const login = await api('POST', '/api/auth/login', { body: { username: 'second-admin', password: 'another-pass-2' } })
    const cookie = cookieFrom(login)
    const logout = await api('POST', '/api/auth/logout', { cookie })
    expect(logout.status).toBe(200)
    const expired = logout.headers.get('set-cookie') ?? ''
    expect(expired).toMatch(/^payload-token=;/)
    const expires = /Expires=([^;]+)/.exec(expired)?.[1]
    expect(Date.parse(expires ?? '')).toBeLessThanOrEqual(Date.now())
    const me = await api('GET', '/api/auth/me', { cookie })
    expect(me.status).toBe(401)
  })

  it('keeps one admin: the last one can neither delete itself nor become a user, through REST or GraphQL', async () => {
    const payload = await payloadInstance()
    const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, overrideAccess: true })
    const me = docs.find((user) => user.username === FIRST_ADMIN.username)!
    const colleague = docs.find((user) => user.username === 'second-admin')!
    // With a colleague admin, one may leave; the audit keeps who did it though the account is gone.
    const colleagueCookie = cookieFrom(
      await api('POST', '/api/auth/login', { body: { username: 'second-admin', password: 'another-pass-2' } }),
    )
    const leaves = await api('DELETE', `/api/users/${colleague.id}`, { cookie: colleagueCookie })
    expect(leaves.status).toBe(200)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { targetId: { equals: String(colleague.id) } },
      sort: '-id',
      limit: 1,
      overrideAccess: true,
    })
    expect(audit.docs[0]).toMatchObject({ action: 'delete', actorName: 'second-admin' })
    // The accounts earlier tests added go too, as if never made: the first admin is now the only one.
    await payload.db.drizzle.execute(sql`DELETE FROM "users" WHERE "id" <> ${me.id}`)

    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', { role: 'user' }],
    ] as const) {
      const refused = await api(method, `/api/users/${me.id}`, { cookie: adminCookie, ...(body ? { body } : {}) })
      expect(refused.status, method).toBe(409)
      expect(JSON.stringify(refused.json), method).toContain(AUTH_MESSAGES.lastAdmin)
    }
    const graphql = await GRAPHQL_POST(
      new Request(`${BASE_URL}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: adminCookie, origin: BASE_URL },
        body: JSON.stringify({ query: `mutation { deleteUser(id: ${me.id}) { id } }` }),
      }),
      {},
    )
    const answer = (await graphql.json()) as { errors?: Array<{ message: string }> }
    expect(answer.errors?.[0]?.message).toBe(AUTH_MESSAGES.lastAdmin)
    const still = await payload.findByID({ collection: 'users', id: me.id, overrideAccess: true })
    expect(still.role).toBe('admin')
    // The door stays shut: no stranger can register as the "first" admin.
    const stranger = await api('POST', '/api/auth/register', { body: { username: 'stranger', password: 'stranger-pass-1' } })
    expect(stranger.status).toBe(403)
  })
})
