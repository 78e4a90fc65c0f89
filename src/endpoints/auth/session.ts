import { generateExpiredPayloadCookie, generatePayloadCookie, type Payload } from 'payload'
import type { User } from '@/payload-types'

/** What the session calls return of a user: never the hash, salt, lock state or e-mail. */
export const toSessionUser = (user: Pick<User, 'id' | 'username' | 'role' | 'createdAt'>) => ({
  id: user.id,
  username: user.username,
  role: user.role,
  createdAt: user.createdAt,
})

const usersAuthConfig = (payload: Payload) => {
  const auth = payload.collections.users.config.auth
  return auth
}

export const sessionCookie = (payload: Payload, token: string): string =>
  generatePayloadCookie({ collectionAuthConfig: usersAuthConfig(payload), cookiePrefix: payload.config.cookiePrefix, token })

export const expiredSessionCookie = (payload: Payload): string =>
  generateExpiredPayloadCookie({ collectionAuthConfig: usersAuthConfig(payload), cookiePrefix: payload.config.cookiePrefix })
