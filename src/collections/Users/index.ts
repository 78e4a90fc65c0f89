import type { CollectionConfig } from 'payload'
import { adminOrSelf, isAdmin, isAdminField } from '@/access'
import { USER_ROLES } from '@/lib/auth/roles'
import { toOptions } from '@/lib/forms/options'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import { limitLoginAttempts, refuseSelfServicePasswordReset } from './hooks/authOperations'
import { keepOneAdminOnChange, keepOneAdminOnDelete } from './hooks/keepOneAdmin'

/** Payload's login lockout: after this many wrong passwords the account is locked for LOCK_TIME_MS. */
export const MAX_LOGIN_ATTEMPTS = Number(process.env.LOGIN_MAX_ATTEMPTS ?? 5)
export const LOCK_TIME_MS = Number(process.env.LOGIN_LOCK_TIME_MS ?? 10 * 60 * 1000)

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'role', 'createdAt'],
    listSearchableFields: ['username'],
    group: 'Staff',
    description: 'Accounts that can sign in. Only the Admin role may use the admin area.',
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false, requireUsername: true },
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false' },
  },
  access: {
    // Only staff may open the Payload admin; a plain `user` account has no business there.
    admin: ({ req }) => isAdmin({ req }) as boolean,
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    // Unlocking lifts the brute-force lockout of any account: staff only (Payload lets any signed-in user).
    unlock: isAdmin,
  },
  endpoints: [
    {
      // Payload's own first-run registration checks "no user yet" without a lock and takes `role` from
      // the body. The first account is made only by POST /api/auth/register (src/lib/auth/registration.ts).
      // Custom endpoints are matched before Payload's defaults, so this replaces it.
      path: '/first-register',
      method: 'post',
      handler: () => Response.json({ message: AUTH_MESSAGES.firstRegisterClosed }, { status: 403 }),
    },
  ],
  hooks: {
    beforeOperation: [refuseSelfServicePasswordReset, limitLoginAttempts],
    beforeChange: [keepOneAdminOnChange],
    beforeDelete: [keepOneAdminOnDelete],
  },
  fields: [
    {
      name: 'role',
      type: 'select',
      label: 'Role',
      required: true,
      defaultValue: 'user',
      options: toOptions(USER_ROLES),
      saveToJWT: true,
      // Never settable by a non-admin, through REST, GraphQL or the admin UI.
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
