// Regression tests of the authentication rules (docs/decisions.md#first-admin, #sign-in and
// #cross-site-requests), through the real route handlers on the real Postgres. Each fails on the code
// before the fix.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// A short pool wait for the saturation test; set before the Payload config (and its pool) loads.
vi.hoisted(() => {
  process.env.DB_POOL_ACQUIRE_TIMEOUT_MS = '3000'
})

import { POST as GRAPHQL_POST } from '@/app/(payload)/api/graphql/route'
import { MAX_LOGIN_ATTEMPTS } from '@/collections/Users'
import { BODY_MESSAGES } from '@/lib/http/body'
import { CROSS_SITE_MESSAGE } from '@/lib/http/same-origin'
import { CONNECTION_BUDGET, DATABASE_BUSY_MESSAGE, DATABASE_LIMITS } from '@/lib/db/pool'
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from '@/lib/rate-limit'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/schema'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import {
  api,
  BASE_URL,
  cookieFrom,
  payloadInstance,
  removeAccountsDirectly,
  signIn,
  type ApiResponse,
  uniqueClientAddress,
} from '../helpers/api'

const OTHER_PORT = 'http://localhost:4000' // another origin on the same host: a cross-site request forgery
const suffix = `${Date.now()}`
const register = (username: string, options: Parameters<typeof api>[2] = {}) =>
  api('POST', '/api/auth/register', { ...options, body: { username, password: 'registr-pass-1', confirmPassword: 'registr-pass-1' } })

/** Resolves to 'hung' if the promise has not settled after `ms`: detects a hang, measures nothing. */
const settlesWithin = <T>(promise: Promise<T>, ms: number): Promise<T | 'hung'> =>
  Promise.race([promise, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms))])

async function usersNamed(prefix: string) {
  const payload = await payloadInstance()
  return (await payload.find({ collection: 'users', where: { username: { like: prefix } }, overrideAccess: true, limit: 100 })).docs
}

async function createAccount(username: string, password: string, role: 'admin' | 'user') {
  const payload = await payloadInstance()
  await payload.create({ collection: 'users', data: { username, password, role }, overrideAccess: true })
}

beforeAll(async () => {
  // This file starts from an empty users table: first-run registration is what it tests.
  await removeAccountsDirectly()
})

describe('first-run registration: one admin, no pinned pool', () => {
  it("Payload's /api/users/first-register creates nobody, even on an empty database with role admin asked for", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api('POST', '/api/users/first-register', { body: { username: `fr-${suffix}-${index}`, password: 'first-pass-1', role: 'admin' } }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(403))
    expect(answers[0]?.json).toEqual({ message: AUTH_MESSAGES.firstRegisterClosed })
    expect(await usersNamed(`fr-${suffix}`)).toHaveLength(0)
  })

  it('concurrent registrations on a database without an admin create exactly one account, an admin', async () => {
    // A stray `user` account must not close the first-run setup: registration counts admins.
    await createAccount(`stray-${suffix}`, 'stray-pass-1', 'user')
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => register(`race-${suffix}-${index}`)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(11).fill(403)])
    const created = await usersNamed(`race-${suffix}`)
    expect(created).toHaveLength(1)
    expect(created[0]?.role).toBe('admin')
    // The winner is signed in; the losers were told registration is closed.
    const winner = answers.find((answer) => answer.status === 201) as ApiResponse
    expect((await api('GET', '/api/auth/me', { cookie: cookieFrom(winner) })).json).toMatchObject({ role: 'admin' })
    expect(answers.find((answer) => answer.status === 403)?.json).toEqual({ message: AUTH_MESSAGES.registrationClosed })
  })

  it('20 concurrent anonymous registrations on a set-up instance are refused, and the site keeps answering', async () => {
    const flood = Promise.all(Array.from({ length: 20 }, (_, index) => register(`flood-${suffix}-${index}`)))
    const answers = await settlesWithin(flood, 15_000)
    expect(answers).not.toBe('hung')
    expect((answers as ApiResponse[]).map((answer) => answer.status)).toEqual(Array(20).fill(403))
    const subscribe = await settlesWithin(
      api('POST', '/api/newsletter/subscribe', { body: { email: `after-flood-${suffix}@example.com` } }),
      5_000,
    )
    expect(subscribe).not.toBe('hung')
    expect(subscribe).toMatchObject({ status: 200, json: { success: true, message: NEWSLETTER_MESSAGES.success } })
    expect(await usersNamed(`flood-${suffix}`)).toHaveLength(0)
  })

  it('every app connection carries lock_timeout and statement_timeout', async () => {
    const payload = await payloadInstance()
    const { rows } = await payload.db.pool.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('lock_timeout', 'statement_timeout') ORDER BY name",
    )
    expect(rows).toEqual([
      { name: 'lock_timeout', setting: String(DATABASE_LIMITS.lockTimeoutMs) },
      { name: 'statement_timeout', setting: String(DATABASE_LIMITS.statementTimeoutMs) },
    ])
  })

  it('a saturated database pool answers 503 with Retry-After, not 500 or a hang', async () => {
    const payload = await payloadInstance()
    const held: Array<{ release: () => void }> = []
    try {
      // Every client of the app's pool pinned, as a flood of slow requests would (Payload itself keeps one).
      const pool = payload.db.pool
      while (pool.totalCount < CONNECTION_BUDGET.web.poolMax || pool.idleCount > 0) held.push(await pool.connect())
      const answer = await settlesWithin(register(`busy-${suffix}`), 10_000)
      expect(answer).not.toBe('hung')
      expect(answer).toMatchObject({ status: 503, json: { message: DATABASE_BUSY_MESSAGE } })
      expect((answer as ApiResponse).headers.get('retry-after')).toMatch(/^\d+$/)
    } finally {
      for (const client of held) client.release()
    }
  })
})

describe('account operations on Users are staff-only', () => {
  const target = `target-${suffix}`
  let adminCookie = ''
  let userCookie = ''

  beforeAll(async () => {
    await createAccount(`boss-${suffix}`, 'boss-pass-1', 'admin')
    await createAccount(`plain-${suffix}`, 'plain-pass-1', 'user')
    await createAccount(target, 'target-pass-1', 'user')
    adminCookie = await signIn(`boss-${suffix}`, 'boss-pass-1')
    userCookie = await signIn(`plain-${suffix}`, 'plain-pass-1')
  })

  it('a signed-in `user` cannot unlock an account locked by failed logins; an admin can', async () => {
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1) {
      await api('POST', '/api/auth/login', { body: { username: target, password: 'wrong-guess' } })
    }
    const byUser = await api('POST', '/api/users/unlock', { cookie: userCookie, body: { username: target } })
    expect(byUser.status).toBe(403)
    const stillLocked = await api<{ message: string }>('POST', '/api/auth/login', { body: { username: target, password: 'target-pass-1' } })
    expect(stillLocked.status).toBe(401)
    expect(stillLocked.json.message).toMatch(/locked/i)

    const byAdmin = await api('POST', '/api/users/unlock', { cookie: adminCookie, body: { username: target } })
    expect(byAdmin.status).toBe(200)
    expect((await api('POST', '/api/auth/login', { body: { username: target, password: 'target-pass-1' } })).status).toBe(200)
  })

  it('a `user` cannot make itself admin, and nobody signed out can create an account through REST', async () => {
    const me = await api<{ id: number }>('GET', '/api/auth/me', { cookie: userCookie })
    await api('PATCH', `/api/users/${me.json.id}`, { cookie: userCookie, body: { role: 'admin' } })
    expect((await api('GET', '/api/auth/me', { cookie: userCookie })).json).toMatchObject({ role: 'user' })

    const anonymous = await api('POST', '/api/users', { body: { username: `rest-${suffix}`, password: 'rest-pass-1', role: 'admin' } })
    expect(anonymous.status).toBe(403)
    const byUser = await api('POST', '/api/users', { cookie: userCookie, body: { username: `rest2-${suffix}`, password: 'rest-pass-1' } })
    expect(byUser.status).toBe(403)
    expect(await usersNamed(`rest-${suffix}`)).toHaveLength(0)
    expect(await usersNamed(`rest2-${suffix}`)).toHaveLength(0)
  })

  it('forgot-password and reset-password answer alike for existing and unknown accounts, and change nothing', async () => {
    const existing = await api('POST', '/api/users/forgot-password', { body: { username: target } })
    const unknown = await api('POST', '/api/users/forgot-password', { body: { username: `nobody-${suffix}` } })
    expect(existing.status).toBe(403)
    expect([unknown.status, unknown.json]).toEqual([existing.status, existing.json])
    const reset = await api('POST', '/api/users/reset-password', { body: { token: 'x'.repeat(40), password: 'new-pass-123' } })
    expect(reset.status).toBe(403)
  })
})

describe('cross-site requests', () => {
  let adminCookie = ''

  beforeAll(async () => {
    await createAccount(`csrf-admin-${suffix}`, 'csrf-pass-1', 'admin')
    adminCookie = await signIn(`csrf-admin-${suffix}`, 'csrf-pass-1')
  })

  it('a page on another origin cannot create an account with a signed-in admin’s cookie', async () => {
    const attacks: Array<Record<string, string>> = [
      { origin: OTHER_PORT },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' }, // no Origin, fetch metadata says another origin of this site
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of attacks) {
      const answer = await register(`csrf-${suffix}`, { cookie: adminCookie, headers, browser: false })
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(answer.json).toEqual({ message: CROSS_SITE_MESSAGE })
    }
    const rest = await api('POST', '/api/users', {
      cookie: adminCookie,
      headers: { origin: OTHER_PORT },
      body: { username: `csrf-rest-${suffix}`, password: 'csrf-pass-1', role: 'admin' },
    })
    expect(rest.status).toBe(403)
    expect(await usersNamed(`csrf-`)).toHaveLength(1) // only the admin made above
  })

  it('GraphQL mutations from another origin are refused the same way', async () => {
    const request = new Request(`${BASE_URL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie, origin: OTHER_PORT, 'x-forwarded-for': uniqueClientAddress() },
      body: JSON.stringify({
        query: `mutation { createUser(data: { username: "gql-${suffix}", password: "gql-pass-1", role: admin }) { id } }`,
      }),
    })
    const response = await GRAPHQL_POST(request, {})
    expect(response.status).toBe(403)
    expect(await usersNamed(`gql-${suffix}`)).toHaveLength(0)
  })

  it('JSON endpoints refuse a body sent as text/plain with 415', async () => {
    const body = JSON.stringify({ username: `plain-text-${suffix}`, password: 'plain-pass-1' })
    const asText = await api('POST', '/api/auth/register', {
      cookie: adminCookie,
      rawBody: body,
      headers: { 'content-type': 'text/plain' },
    })
    expect(asText.status).toBe(415)
    expect(asText.json).toEqual({ message: BODY_MESSAGES.unsupportedContentType })
    const subscribe = await api('POST', '/api/newsletter/subscribe', { rawBody: JSON.stringify({ email: `t-${suffix}@example.com` }) })
    expect(subscribe.status).toBe(415)
    expect(await usersNamed(`plain-text-${suffix}`)).toHaveLength(0)
  })

  it('the site’s own pages and non-browser callers keep working', async () => {
    const sameOrigin = await register(`colleague-${suffix}`, { cookie: adminCookie, headers: { origin: BASE_URL } })
    expect(sameOrigin.status).toBe(201)
    const curl = await api('POST', '/api/newsletter/subscribe', { browser: false, body: { email: `curl-${suffix}@example.com` } })
    expect(curl.status).toBe(200)
  })

  it('a session cookie sent from another origin does not sign anyone in, even on reads', async () => {
    expect((await api('GET', '/api/auth/me', { cookie: adminCookie, headers: { origin: OTHER_PORT } })).status).toBe(401)
    expect((await api('GET', '/api/auth/me', { cookie: adminCookie, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(401)
    expect((await api('GET', '/api/auth/me', { cookie: adminCookie })).status).toBe(200)
  })
})

describe('login', () => {
  beforeAll(async () => {
    await createAccount(`known-${suffix}`, 'known-pass-1', 'admin')
  })

  it('answers an unknown user and a wrong password with the same message, on our route and on Payload’s', async () => {
    for (const path of ['/api/auth/login', '/api/users/login']) {
      const wrongPassword = await api('POST', path, { body: { username: `known-${suffix}`, password: 'not-it-123' } })
      const unknownUser = await api('POST', path, { body: { username: `unknown-${suffix}`, password: 'not-it-123' } })
      expect(wrongPassword.status, path).toBe(401)
      expect([unknownUser.status, unknownUser.json], path).toEqual([wrongPassword.status, wrongPassword.json])
    }
    const ours = await api('POST', '/api/auth/login', { body: { username: `unknown-${suffix}`, password: 'not-it-123' } })
    expect(ours.json).toEqual({ message: AUTH_MESSAGES.invalidCredentials })
  })

  it('limits sign-in and registration attempts per client: 429 with Retry-After', async () => {
    const client = uniqueClientAddress()
    const attempt = (index: number) =>
      api('POST', '/api/auth/login', {
        headers: { 'x-forwarded-for': client },
        body: { username: `guess-${index}`, password: 'guess-123' },
      })
    for (let index = 0; index < RATE_LIMITS.auth.points; index += 1) expect((await attempt(index)).status).toBe(401)
    const limited = await attempt(RATE_LIMITS.auth.points)
    expect(limited.status).toBe(429)
    expect(limited.json).toEqual({ message: RATE_LIMIT_MESSAGE })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const registration = await register(`limited-${suffix}`, { headers: { 'x-forwarded-for': client } })
    expect(registration.status).toBe(429)
    // Payload's own login route is the same door: guessing cannot move there.
    const payloadLogin = await api('POST', '/api/users/login', {
      headers: { 'x-forwarded-for': client },
      body: { username: 'guess-x', password: 'guess-123' },
    })
    expect(payloadLogin.status).toBe(429)
    expect(payloadLogin.json).toMatchObject({ errors: [{ message: RATE_LIMIT_MESSAGE }] })
    // Another client is not affected.
    expect((await api('POST', '/api/auth/login', { body: { username: `known-${suffix}`, password: 'known-pass-1' } })).status).toBe(200)
  })
})

afterAll(async () => {
  // Leave no admin behind for files that test first-run registration themselves.
  await removeAccountsDirectly(`%${suffix}%`)
})
