import { logoutOperation, type Endpoint } from 'payload'
import { isAdminUser } from '@/access'
import { handled, HttpError } from '@/lib/http/errors'
import { parseJsonBody } from '@/lib/http/body'
import { loginSchema, registerSchema } from '@/lib/validation/auth'
import { AUTH_MESSAGES } from '@/lib/validation/texts'
import type { User } from '@/payload-types'
import { expiredSessionCookie, sessionCookie, toSessionUser } from './session'

// Serialises registrations across app instances, so two first-run sign-ups cannot both become admin.
const REGISTRATION_LOCK_KEY = 0x4853_5245 // "HSRE"

const me: Endpoint = {
  path: '/auth/me',
  method: 'get',
  handler: handled(async (req) => {
    // Thrown rather than returned: handled() turns it into a 503 when the database is what failed.
    if (!req.user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn)
    return Response.json(toSessionUser(req.user as User))
  }),
}

const login: Endpoint = {
  path: '/auth/login',
  method: 'post',
  handler: handled(async (req) => {
    const { username, password } = await parseJsonBody(req, loginSchema)
    const result = await req.payload.login({ collection: 'users', data: { username, password }, req })
    if (!result.token || !result.user) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials)
    return Response.json(
      { message: 'Login successful', user: toSessionUser(result.user) },
      { headers: { 'Set-Cookie': sessionCookie(req.payload, result.token) } },
    )
  }),
}

const register: Endpoint = {
  path: '/auth/register',
  method: 'post',
  handler: handled(async (req) => {
    const input = await parseJsonBody(req, registerSchema)
    const lock = await req.payload.db.pool.connect()
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [REGISTRATION_LOCK_KEY])
      const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true })
      const firstRun = totalDocs === 0
      if (!firstRun && !isAdminUser(req.user)) throw new HttpError(403, AUTH_MESSAGES.registrationClosed)

      const existing = await req.payload.count({
        collection: 'users',
        where: { username: { equals: input.username } },
        overrideAccess: true,
      })
      if (existing.totalDocs > 0) throw new HttpError(409, AUTH_MESSAGES.usernameTaken)

      const user = await req.payload.create({
        collection: 'users',
        data: { username: input.username, password: input.password, role: 'admin' },
        overrideAccess: true,
      })
      const body = { message: 'Admin account created successfully', user: toSessionUser(user) }
      if (!firstRun) return Response.json(body, { status: 201 })
      // The first admin is signed in straight away; an admin creating a colleague keeps their own session.
      const { token } = await req.payload.login({
        collection: 'users',
        data: { username: input.username, password: input.password },
        req,
      })
      return Response.json(body, { status: 201, headers: token ? { 'Set-Cookie': sessionCookie(req.payload, token) } : {} })
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [REGISTRATION_LOCK_KEY]).catch(() => undefined)
      lock.release()
    }
  }),
}

const logout: Endpoint = {
  path: '/auth/logout',
  method: 'post',
  handler: handled(async (req) => {
    // Ends the server-side session too, so a copied token stops working, not just this browser's cookie.
    if (req.user) await logoutOperation({ collection: req.payload.collections.users, req })
    return Response.json({ message: 'Logged out' }, { headers: { 'Set-Cookie': expiredSessionCookie(req.payload) } })
  }),
}

export const authEndpoints: Endpoint[] = [me, login, register, logout]
