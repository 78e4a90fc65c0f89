import { AuthenticationError, logoutOperation, type Endpoint } from 'payload'
import { isAdminUser } from '@/access'
import { createColleagueAdmin, createFirstAdmin } from '@/lib/auth/registration'
import { handled, HttpError } from '@/lib/http/errors'
import { parseJsonBody } from '@/lib/http/body'
import { enforceRateLimit } from '@/lib/rate-limit'
import { loginSchema, registerSchema } from '@/lib/auth/schema'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import type { User } from '@/payload-types'
import { expiredSessionCookie, sessionCookie, toSessionUser } from './session'

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
    await enforceRateLimit(req, 'auth')
    const { username, password } = await parseJsonBody(req, loginSchema)
    const result = await req.payload.login({ collection: 'users', data: { username, password }, req }).catch((error: unknown) => {
      // Payload words "no such user" and "wrong password" differently; the caller learns neither (docs/decisions.md#sign-in).
      throw error instanceof AuthenticationError ? new HttpError(401, AUTH_MESSAGES.invalidCredentials) : error
    })
    if (!result.token || !result.user) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials)
    return Response.json(
      { message: 'Login successful', user: toSessionUser(result.user) },
      { headers: { 'Set-Cookie': sessionCookie(req.payload, result.token) } },
    )
  }),
}

/**
 * The one way to create an account (Payload's /api/users/first-register is closed in the Users
 * collection): while no admin exists anyone may create the first admin, afterwards only an admin may
 * add one. Every account made here is an admin.
 */
const register: Endpoint = {
  path: '/auth/register',
  method: 'post',
  handler: handled(async (req) => {
    await enforceRateLimit(req, 'auth')
    const input = await parseJsonBody(req, registerSchema)
    if (isAdminUser(req.user)) {
      // An admin creating a colleague keeps their own session.
      const user = await createColleagueAdmin(req, input)
      return Response.json({ message: 'Admin account created successfully', user: toSessionUser(user) }, { status: 201 })
    }
    const user = await createFirstAdmin(req, input)
    // The first admin is signed in straight away.
    const { token } = await req.payload.login({ collection: 'users', data: { username: input.username, password: input.password }, req })
    return Response.json(
      { message: 'Admin account created successfully', user: toSessionUser(user) },
      { status: 201, headers: token ? { 'Set-Cookie': sessionCookie(req.payload, token) } : {} },
    )
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
