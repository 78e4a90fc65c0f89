// docs/decisions.md#error-answers: every public and admin endpoint (our root endpoints and Payload's generated REST
// routes for every collection and global) under hostile input classes, signed out and signed in as an
// admin. Every answer is below 500, and every 4xx is JSON with a `message`.
import fs from 'node:fs'
import configPromise from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as graphqlRoute } from '@/app/(payload)/api/graphql/route'
import { BASE_URL, cookieFrom, payloadInstance, uniqueClientAddress } from '../helpers/api'
import { pngBytes } from '../helpers/fixtures'

const handlers = {
  GET: REST_GET(configPromise),
  POST: REST_POST(configPromise),
  PATCH: REST_PATCH(configPromise),
  PUT: REST_PUT(configPromise),
  DELETE: REST_DELETE(configPromise),
}
type Method = keyof typeof handlers

interface Route {
  method: Method
  /** With `:param` placeholders, e.g. /api/admin/changelog/:id */
  path: string
}

/** Like Next's catch-all route: the handler gets decoded path segments (or the raw one if malformed). */
const segments = (pathname: string) =>
  pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })

interface Answer {
  status: number
  text: string
  headers: Headers
}

async function send(
  method: Method,
  url: string,
  init: { body?: BodyInit; headers?: Record<string, string>; cookie?: string },
): Promise<Answer> {
  const target = new URL(url, BASE_URL)
  const headers = new Headers(init.headers)
  headers.set('x-forwarded-for', uniqueClientAddress())
  headers.set('origin', BASE_URL)
  if (init.cookie) headers.set('cookie', init.cookie)
  const request = new Request(target, { method, headers, body: method === 'GET' ? undefined : init.body })
  const response =
    target.pathname === '/api/graphql' && method === 'POST'
      ? await graphqlRoute(request, undefined)
      : await handlers[method](request, { params: Promise.resolve({ slug: segments(target.pathname) }) })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

// Values that name no document (ids) or no setting, so a fuzzed PATCH or DELETE can never hit real data.
const HARMLESS_PARAM: Record<string, string> = {
  id: '2147483000',
  filename: 'no-such-file.png',
  slug: 'no-such-slug',
  key: 'no-such-key',
  pageRoute: 'no-such-route',
  token: 'no-such-token',
}
const harmless = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => HARMLESS_PARAM[name] ?? 'no-such-value')

// Payload reads a number id with parseFloat, so "1'--" would name document 1 and "1e3" document 1000:
// the hostile shapes keep a leading 0 so that, like every value here, they name no document.
const HOSTILE_IDS = ['2147483648', '99999999999999999999', '-1', '0', 'abc', '0.5', '0e3', "0'--", '%00', 'a%00b', '%20']
const HOSTILE_QUERIES = [
  'q=%00',
  '%00=1',
  'where[name][equals]=%00',
  'where[%00][equals]=1',
  'where[id][equals]=99999999999',
  'where[id][in]=abc,2147483648',
  'where[createdAt][greater_than]=%00',
  'limit=%00',
  'limit=99999999999',
  'page=%00',
  'page=-5',
  'depth=%00',
  'sort=%00',
  'select[%00]=true',
  'status=%00&category=%00&vibe=%00',
]
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)
const HOSTILE_JSON = [
  deep(4000),
  deepObject(4000),
  JSON.stringify({ '\u0000': 'x' }),
  JSON.stringify({
    name: 'a\u0000b',
    email: 'a\u0000@example.com',
    username: '\u0000',
    password: 'pass\u0000word',
    title: '\u0000',
    key: '\u0000',
  }),
  JSON.stringify({ where: { id: { equals: 99999999999 } }, id: 99999999999, status: '\u0000' }),
]

type FormBuilder = (png: Buffer) => FormData
const HOSTILE_FORMS: FormBuilder[] = [
  () => {
    const form = new FormData()
    form.append('a\u0000b', 'value')
    form.append('contributorMode', 'default\u0000')
    return form
  },
  (png) => {
    const form = new FormData()
    for (const field of ['image', 'file', 'logo', 'csvFile'])
      form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'evil\u0000name.png')
    return form
  },
  () => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt: 'x\u0000y', '\u0000': 1 }))
    form.append('csvFile', new Blob(['category,name\nflower,a\u0000b\n'], { type: 'text/csv' }), 'rows\u0000.csv')
    return form
  },
]
const MEDIA_FILES = [
  'no-such-file.png',
  'upload-00000000-0000-0000-0000-000000000000-640x480.webp',
  '..%2F..%2Fetc%2Fpasswd',
  'a%00b.png',
  '%00',
  '.',
  'x'.repeat(300),
]

/** How many fuzzed requests are in flight at once. */
const FUZZ_CONCURRENCY = 4

/**
 * Routes that run the jobs queue, sent one at a time: Payload queues a scheduled task after counting that
 * none is waiting, so two runs at once can queue it twice (and the queue's own tests count them).
 */
const RUNS_JOBS = /^\/api\/payload-jobs\//

/** Requests that would end the signed-in session mid-run; their signed-out form is still fuzzed. */
const ENDS_SESSION = /\/(logout)$/

async function allRoutes(): Promise<Route[]> {
  const config = await configPromise
  const routes: Route[] = []
  const add = (method: string, path: string) => {
    const upper = method.toUpperCase()
    if (upper in handlers) routes.push({ method: upper as Method, path })
  }
  for (const endpoint of config.endpoints || []) add(endpoint.method, `/api${endpoint.path}`)
  for (const collection of config.collections) {
    for (const endpoint of collection.endpoints || []) add(endpoint.method, `/api/${collection.slug}${endpoint.path}`)
  }
  for (const global of config.globals) {
    for (const endpoint of global.endpoints || []) add(endpoint.method, `/api/globals/${global.slug}${endpoint.path}`)
  }
  add('POST', '/api/graphql')
  return routes
}

/**
 * Bulk PATCH/DELETE on a collection act on `where`: every fuzzed one also carries a condition that
 * matches nothing, so the run cannot change or delete real documents.
 */
const withSafeWhere = (route: Route, query: string) =>
  (route.method === 'PATCH' || route.method === 'DELETE') && !route.path.includes(':') && !route.path.startsWith('/api/admin')
    ? `${query ? `${query}&` : ''}where[and][0][id][equals]=0`
    : query

describe('fuzz over every endpoint', () => {
  let admin = ''
  let png: Buffer = Buffer.alloc(0)

  beforeAll(async () => {
    const payload = await payloadInstance()
    const username = `fuzz-admin-${Date.now()}`
    await payload.create({ collection: 'users', data: { username, password: 'fuzz-pass-1', role: 'admin' }, overrideAccess: true })
    const login = await send('POST', '/api/auth/login', {
      body: JSON.stringify({ username, password: 'fuzz-pass-1' }),
      headers: { 'content-type': 'application/json' },
    })
    admin = cookieFrom({ ...login, json: undefined })
    png = await pngBytes(16, 16)
  })

  it('answers every hostile request below 500, with a JSON message on every 4xx', { timeout: 900_000 }, async () => {
    const routes = await allRoutes()
    expect(routes.length).toBeGreaterThan(100)
    const counts: Record<string, { requests: number; serverErrors: number; withoutMessage: number }> = {}
    const failures: string[] = []

    const check = async (kind: string, route: Route, url: string, init: Parameters<typeof send>[2]) => {
      const entry = (counts[kind] ??= { requests: 0, serverErrors: 0, withoutMessage: 0 })
      entry.requests += 1
      let answer: Answer
      try {
        answer = await send(route.method, url, init)
      } catch (error) {
        entry.serverErrors += 1
        failures.push(`${kind} ${route.method} ${url.slice(0, 140)} → threw ${String(error).slice(0, 160)}`)
        return
      }
      const label = `${kind} ${init.cookie ? 'admin' : 'anon'} ${route.method} ${url.slice(0, 140)}`
      if (answer.status >= 500) {
        entry.serverErrors += 1
        failures.push(`${label} → ${answer.status} ${answer.text.slice(0, 160)}`)
        return
      }
      // GraphQL answers in the GraphQL spec's shape, `{ errors: [{ message }] }`.
      if (answer.status >= 400 && route.path !== '/api/graphql') {
        let message: unknown
        try {
          message = (JSON.parse(answer.text) as { message?: unknown }).message
        } catch {
          message = undefined
        }
        if (typeof message !== 'string') {
          entry.withoutMessage += 1
          failures.push(`${label} → ${answer.status} without message: ${answer.text.slice(0, 160)}`)
        }
      }
    }

    // Every request is independent (harmless ids, a fresh client address each), so they run a few at a
    // time: while one waits for Postgres another runs (the file's 24,000 requests: 75 s one by one, 58 s).
    const jobs: Array<() => Promise<void>> = []
    const oneAtATime: Array<() => Promise<void>> = []
    const queue = (...args: Parameters<typeof check>) => (RUNS_JOBS.test(args[1].path) ? oneAtATime : jobs).push(() => check(...args))
    for (const cookie of [undefined, admin]) {
      for (const route of routes) {
        if (cookie && ENDS_SESSION.test(route.path)) continue
        const base = harmless(route.path)
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
        // Ids and other route parameters beyond what can exist.
        if (route.path.includes(':')) {
          for (const value of HOSTILE_IDS) {
            const url = route.path.replace(/:(\w+)/g, value)
            const query = withSafeWhere(route, '')
            queue('ids', route, query ? `${url}?${query}` : url, {
              cookie,
              body: hasBody ? '{}' : undefined,
              headers: { 'content-type': 'application/json' },
            })
          }
        }
        // NUL and out-of-range values in query strings and their keys.
        for (const raw of HOSTILE_QUERIES) {
          const query = withSafeWhere(route, raw)
          queue('query', route, `${base}?${query}`, {
            cookie,
            body: hasBody ? '{}' : undefined,
            headers: { 'content-type': 'application/json' },
          })
        }
        if (!hasBody) continue
        const url = `${base}${withSafeWhere(route, '') ? `?${withSafeWhere(route, '')}` : ''}`
        // Deeply nested JSON, NUL in keys and values.
        for (const body of HOSTILE_JSON) queue('json', route, url, { cookie, body, headers: { 'content-type': 'application/json' } })
        // NUL in multipart field names, file names and the `_payload` field.
        for (const build of HOSTILE_FORMS) queue('multipart', route, url, { cookie, body: build(png) })
      }
      for (const name of MEDIA_FILES)
        queue('media-file', { method: 'GET', path: '/api/media/file/:filename' }, `/api/media/file/${name}`, { cookie })
    }
    // Last, after every other request: it may end the admin's session.
    for (const cookie of [undefined, admin])
      oneAtATime.push(() => check('logout-get', { method: 'GET', path: '/api/users/logout' }, '/api/users/logout', { cookie }))

    let next = 0
    const worker = async () => {
      while (next < jobs.length) await jobs[next++]!()
    }
    await Promise.all(Array.from({ length: FUZZ_CONCURRENCY }, worker))
    for (const request of oneAtATime) await request()

    console.log(`fuzz: ${routes.length} routes; per class (requests / ≥500 / 4xx without message):`)
    for (const [kind, entry] of Object.entries(counts))
      console.log(`  ${kind.padEnd(11)} ${entry.requests} / ${entry.serverErrors} / ${entry.withoutMessage}`)
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'))
    expect(failures.slice(0, 60)).toEqual([])
  })
})
