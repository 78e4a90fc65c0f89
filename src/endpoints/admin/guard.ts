import { NotFound, type CollectionSlug, type PayloadRequest } from 'payload'
import { asUser, isAdminUser } from '@/access'
import { HttpError } from '@/lib/http/errors'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import { HTTP_MESSAGES } from '@/lib/http/messages'

/** Every admin call: 401 when signed out, 403 for a signed-in non-staff account. */
export function requireAdmin(req: PayloadRequest): NonNullable<PayloadRequest['user']> {
  if (!req.user) throw new HttpError(401, AUTH_MESSAGES.authRequired)
  if (!isAdminUser(req.user)) throw new HttpError(403, AUTH_MESSAGES.adminOnly)
  return req.user
}

/** Ids are Postgres `integer` (serial) columns: anything beyond cannot exist, and would fail the query. */
const MAX_ID = 2 ** 31 - 1

/** A numeric document id from the route, or a 404. */
export function idParam(req: PayloadRequest, name = 'id'): number {
  const raw = String(req.routeParams?.[name] ?? '')
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0
  if (id < 1 || id > MAX_ID) throw new HttpError(404, HTTP_MESSAGES.notFound)
  return id
}

/** The one find-or-404 of the admin API: the document by id, read as the signed-in user, or a 404. */
export async function findOr404<Slug extends CollectionSlug>(req: PayloadRequest, collection: Slug, id: number) {
  try {
    return await req.payload.findByID({ collection, id, depth: 0, ...asUser(req) })
  } catch (error) {
    if (error instanceof NotFound) throw new HttpError(404, HTTP_MESSAGES.notFound)
    throw error
  }
}
