import type { PayloadRequest } from 'payload'
import { isAdminUser } from '@/access'
import { HttpError } from '@/lib/http/errors'
import { ADMIN_MESSAGES } from '@/lib/validation/admin'

/** Every admin call: 401 when signed out, 403 for a signed-in non-staff account. */
export function requireAdmin(req: PayloadRequest): NonNullable<PayloadRequest['user']> {
  if (!req.user) throw new HttpError(401, ADMIN_MESSAGES.authRequired)
  if (!isAdminUser(req.user)) throw new HttpError(403, ADMIN_MESSAGES.adminOnly)
  return req.user
}

/** A numeric document id from the route, or a 404. */
export function idParam(req: PayloadRequest, name = 'id'): number {
  const raw = String(req.routeParams?.[name] ?? '')
  if (!/^\d{1,12}$/.test(raw)) throw new HttpError(404, ADMIN_MESSAGES.notFound)
  return Number(raw)
}
