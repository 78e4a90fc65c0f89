// docs/decisions.md#database-outage: while Postgres is down, signed-in staff get 503 + Retry-After (not 401 "signed out"),
// /api/ready says 503 and /api/health stays 200; when Postgres is back everything answers 200 again.
// This file runs its own embedded Postgres (stopping the shared one would break the other files), so
// the Payload config is imported only after DATABASE_URL points at it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs'
import type * as ApiHelpers from '../helpers/api'
import type { ApiResponse } from '../helpers/api'
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '@/lib/http/messages'
import { AUTH_MESSAGES } from '@/lib/auth/texts'

type Server = Awaited<ReturnType<typeof startEmbeddedPostgres>>
type Api = typeof ApiHelpers

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-outage-'))
const dataDir = path.join(workDir, 'postgres')
let server: Server | undefined
let helpers: Api
let admin = ''

beforeAll(async () => {
  fs.chmodSync(workDir, 0o755)
  server = await startEmbeddedPostgres({ dataDir, databases: ['headstash_outage'] })
  process.env.DATABASE_URL = server.urls.headstash_outage
  helpers = await import('../helpers/api')
  // The committed migrations, applied the way the production server applies them.
  const nodeEnv = process.env.NODE_ENV
  Object.assign(process.env, { NODE_ENV: 'production' })
  const payload = await helpers.payloadInstance()
  Object.assign(process.env, { NODE_ENV: nodeEnv })
  await payload.create({
    collection: 'users',
    data: { username: 'outage-admin', password: 'outage-pass-1', role: 'admin' },
    overrideAccess: true,
  })
  admin = helpers.cookieFrom(
    await helpers.api('POST', '/api/auth/login', { body: { username: 'outage-admin', password: 'outage-pass-1' } }),
  )
})

afterAll(async () => {
  await server?.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
})

/** A GET through src/app/(payload)/api/[...slug]/route.ts, the file Next serves Payload's REST API from. */
async function payloadRoute(url: string, cookie: string): Promise<ApiResponse> {
  const { GET } = await import('@/app/(payload)/api/[...slug]/route')
  const request = new Request(new URL(url, helpers.BASE_URL), { headers: { cookie } })
  const slug = new URL(request.url).pathname.replace(/^\/api\//, '').split('/')
  const response = await GET(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as unknown }
}

const expectUnavailable = (response: ApiResponse) => {
  expect(response.status).toBe(503)
  expect(response.json).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE })
  expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
}

describe('database outage', () => {
  it('answers 503 with Retry-After instead of "signed out" while Postgres is down, and recovers', async () => {
    const { api } = helpers
    // Up: the session works and both probes are green.
    expect((await api('GET', '/api/auth/me', { cookie: admin })).status).toBe(200)
    expect((await api('GET', '/api/admin/newsletter/subscribers', { cookie: admin })).status).toBe(200)
    expect(await api('GET', '/api/ready')).toMatchObject({ status: 200, json: { status: 'ok' } })

    const port = server?.port
    await server?.stop()

    // Down: a signed-in admin is told to retry, never that they are signed out.
    expectUnavailable(await api('GET', '/api/auth/me', { cookie: admin }))
    expectUnavailable(await api('GET', '/api/admin/newsletter/subscribers', { cookie: admin }))
    expectUnavailable(await api('PATCH', '/api/admin/changelog/1', { cookie: admin, body: { title: 'x' } }))
    expectUnavailable(await api('GET', '/api/ready'))
    // Payload's generated REST routes, through the app's route file: no 500 or 403 for an outage either.
    expectUnavailable(await payloadRoute('/api/headstash-submissions?limit=1', admin))
    // Liveness never touches the database; a visitor without a session is plainly signed out.
    expect(await api('GET', '/api/health')).toMatchObject({ status: 200, json: { status: 'ok' } })
    expect(await api('GET', '/api/auth/me')).toMatchObject({ status: 401 })
    expect(await api('GET', '/api/admin/newsletter/subscribers')).toMatchObject({
      status: 401,
      json: { message: AUTH_MESSAGES.authRequired },
    })

    // Back on the same port: the same session works again without signing in.
    server = await startEmbeddedPostgres({ dataDir, databases: ['headstash_outage'], port })
    expect(await api('GET', '/api/ready')).toMatchObject({ status: 200, json: { status: 'ok' } })
    expect(await api('GET', '/api/auth/me', { cookie: admin })).toMatchObject({ status: 200, json: { username: 'outage-admin' } })
    expect((await api('GET', '/api/admin/newsletter/subscribers', { cookie: admin })).status).toBe(200)
  })
})
