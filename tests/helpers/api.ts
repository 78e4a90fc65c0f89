// Sends real HTTP Request objects through the same Next route handlers that serve /api in production
// (the route file itself: CSRF check, Payload's REST router, our root endpoints, auth, access control),
// without starting a server.
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'
import { instrumentPgClient } from '@/lib/db/query-stats.mjs'
import { JOBS_RUN_PATH, jobsRunHeaders } from '@/lib/jobs/queue'
import { DELETE, GET, HEAD, PATCH, POST, PUT } from '@/app/(payload)/api/[...slug]/route'
import { GET as publicSubmissionsGet } from '@/app/(payload)/api/headstash/submissions/route'

const handlers = { GET, HEAD, POST, PATCH, PUT, DELETE }
type Method = keyof typeof handlers

/** Route handlers Next matches before Payload's catch-all `/api/[...slug]`. */
const nextRoutes: Record<string, Partial<Record<Method, (request: Request) => Promise<Response>>>> = {
  '/api/headstash/submissions': { GET: publicSubmissionsGet },
}

export const BASE_URL = 'http://localhost:3000'

let clientCounter = 0
export const uniqueClientAddress = () => {
  clientCounter += 1
  return `198.51.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}-${process.pid}`
}

export const payloadInstance = (): Promise<Payload> => getPayload({ config })

/** The Payload instance, with every statement its pool sends counted by `collectQueries` (query-stats.mjs). */
export async function countedPayloadInstance(): Promise<Payload> {
  const payload = await payloadInstance()
  // pg's Pool keeps the Client class it makes connections with; its type declarations omit it.
  instrumentPgClient((payload.db.pool as unknown as { Client: { prototype: object } }).Client)
  return payload
}

/**
 * Removes staff accounts as a fresh database has none: by SQL, past the rule that keeps one admin
 * (src/collections/Users/hooks/keepOneAdmin.ts), for files that test first-run registration. With a
 * pattern, only the usernames it matches (SQL LIKE).
 */
export async function removeAccountsDirectly(usernameLike = '%'): Promise<void> {
  const payload = await payloadInstance()
  await payload.db.drizzle.execute(sql`DELETE FROM "users" WHERE "username" LIKE ${usernameLike}`)
}

export interface ApiOptions {
  body?: unknown
  /** A raw body (string, FormData, bytes) sent as-is. */
  rawBody?: BodyInit
  headers?: Record<string, string>
  cookie?: string
  /**
   * By default a call looks like the site's own page in a browser: `Sec-Fetch-Site: same-origin`, and
   * `Origin` on writes (what Chromium sends). `false` sends neither, like curl or another server.
   */
  browser?: boolean
}

export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  text: string
  json: T
}

export async function api<T = Record<string, unknown>>(method: Method, path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(path, BASE_URL)
  const headers = new Headers(options.headers)
  let body: BodyInit | undefined = options.rawBody
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('content-type', 'application/json')
  }
  if (options.cookie) headers.set('cookie', options.cookie)
  if (options.browser !== false) {
    if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin')
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', BASE_URL)
  }
  // Each call comes from its own client unless the test says otherwise, so rate limits stay out of
  // tests that are not about them (scripts/server.mjs sets this header from the socket in production).
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', uniqueClientAddress())
  // A streamed body (no length known up front) needs `duplex: 'half'` in Node's fetch.
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) }
  const request = new Request(url, init)
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const nextRoute = nextRoutes[url.pathname]?.[method]
  const response = nextRoute ? await nextRoute(request) : await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json: json as T }
}

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(response: ApiResponse): string {
  const setCookie = response.headers.get('set-cookie')
  if (!setCookie) throw new Error(`no Set-Cookie in answer ${response.status}: ${response.text}`)
  return setCookie.split(';')[0] ?? ''
}

/** Signs in through the REST login: the session cookie to send back. */
export const signIn = async (username: string, password: string): Promise<string> =>
  cookieFrom(await api('POST', '/api/auth/login', { body: { username, password } }))

/** Creates an account past access control (as the seed does) and signs it in: its session cookie. */
export async function signInNewAccount(username: string, password: string, role: 'admin' | 'user' = 'admin'): Promise<string> {
  const payload = await payloadInstance()
  await payload.create({ collection: 'users', data: { username, password, role }, overrideAccess: true })
  return signIn(username, password)
}

/**
 * Runs the jobs queue as the app's own runner does (the run endpoint, with the worker secret) until it
 * finds nothing left to do: queued e-mails are sent when this returns.
 */
export async function runJobsQueue(): Promise<void> {
  for (let run = 0; run < 10; run += 1) {
    const response = await api<{ noJobsRemaining?: boolean }>('GET', JOBS_RUN_PATH, { headers: jobsRunHeaders(), browser: false })
    if (response.status !== 200) throw new Error(`the jobs run answered ${response.status}: ${response.text}`)
    if (response.json.noJobsRemaining) return
  }
  throw new Error('the jobs queue still had work after 10 runs')
}
