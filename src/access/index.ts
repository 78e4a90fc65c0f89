import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/** The single staff role. Everything not explicitly public requires it (docs/decisions.md#staff-only). */
export const isAdminUser = (user: PayloadRequest['user']): boolean => Boolean(user && 'role' in user && user.role === 'admin')

export const isAdmin: Access = ({ req }) => isAdminUser(req.user)

export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user)

export const anyone: Access = () => true

/** Staff see every document; everyone else sees the documents matching `publicWhere`. */
export const adminOrWhere =
  (publicWhere: Where): Access =>
  ({ req }) =>
    isAdminUser(req.user) ? true : publicWhere

/** Staff, or the signed-in user reading/updating their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/**
 * Local API options of every public read: no user and `overrideAccess: false`, so the collection's own
 * read access (approved only, published only, active only) decides what the public may see, and a reader
 * that forgets its own filter still cannot leak a pending entry. Field-level read access (e-mails, review
 * notes) and the afterRead masking ("Anonymous") then apply as for any anonymous visitor.
 */
export const PUBLIC_READ = { overrideAccess: false, user: null } as const

/**
 * Local API options of an admin handler: it acts as the signed-in user, so the collection's access
 * decides (`requireAdmin` only shapes the 401/403 answer before), and field hooks that depend on the
 * user (the "Anonymous" masking, the reviewer stamp) see staff.
 */
export const asUser = (req: PayloadRequest) => ({ user: req.user, overrideAccess: false }) as const
