import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/** The single staff role of the spec. Everything not explicitly public requires it. */
export const isAdminUser = (user: PayloadRequest['user']): boolean =>
  Boolean(user && 'role' in user && user.role === 'admin')

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
