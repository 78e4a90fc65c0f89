import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { HttpError } from '../http/errors'
import type { RegisterInput } from './schema'
import { AUTH_MESSAGES } from './texts'
import type { User } from '@/payload-types'
import { asUser } from '@/access'

// Serialises changes to who is an admin across app instances ("HSRE"): first-run registrations, and
// deleting or demoting an admin (src/collections/Users/hooks/keepOneAdmin.ts). Taken with
// pg_advisory_xact_lock inside the transaction that writes the account, so Postgres releases it at
// commit or rollback (or when the connection dies): no code path can leave it held.
const ADMIN_SET_LOCK_KEY = 0x4853_5245

type TransactionSql = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }

/** Takes the admin-set lock in the request's transaction; false when the request has none. */
export async function lockAdminSet(req: PayloadRequest): Promise<boolean> {
  // The drizzle transaction Payload opened for this request; Payload types its sessions loosely.
  const transaction = req.transactionID
    ? (req.payload.db.sessions?.[String(await req.transactionID)]?.db as TransactionSql | undefined)
    : undefined
  if (!transaction) return false
  await transaction.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_SET_LOCK_KEY})`)
  return true
}

/**
 * Registration is open while no admin exists (docs/decisions.md#first-admin). Admins are counted, not
 * users: stray `user` accounts must not close the first-run setup for good.
 */
// System reads (overrideAccess: true): first-run setup runs for a visitor with no account yet, so no
// user could pass the users collection's access; the lock and the checks below are the gate.
export async function adminExists(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { role: { equals: 'admin' } }, overrideAccess: true, req })
  return totalDocs > 0
}

async function assertUsernameFree(payload: Payload, username: string, req?: PayloadRequest): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true, req })
  if (totalDocs > 0) throw new HttpError(409, AUTH_MESSAGES.usernameTaken)
}

const adminData = (input: RegisterInput) => ({ username: input.username, password: input.password, role: 'admin' as const })

/**
 * A signed-in admin adds a colleague, as that admin (the users collection's access decides): no lock
 * needed, the username's unique index settles races.
 */
export async function createColleagueAdmin(req: PayloadRequest, input: RegisterInput): Promise<User> {
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { username: { equals: input.username } }, ...asUser(req) })
  if (totalDocs > 0) throw new HttpError(409, AUTH_MESSAGES.usernameTaken)
  return await req.payload.create({ collection: 'users', data: adminData(input), ...asUser(req) })
}

/**
 * First-run setup: creates the first admin, or refuses with 403 when one exists. The cheap check runs
 * first and takes no lock, so a flood of anonymous registrations on a set-up instance costs one read
 * each. Only while no admin exists does a request open a transaction, wait for the lock on that
 * same connection (bounded by Postgres' lock_timeout), check again and write.
 */
export async function createFirstAdmin(req: PayloadRequest, input: RegisterInput): Promise<User> {
  const { payload } = req
  if (await adminExists(payload)) throw new HttpError(403, AUTH_MESSAGES.registrationClosed)
  const ownsTransaction = await initTransaction(req)
  try {
    if (!(await lockAdminSet(req))) throw new Error('registration transaction did not start')
    if (await adminExists(payload, req)) throw new HttpError(403, AUTH_MESSAGES.registrationClosed)
    await assertUsernameFree(payload, input.username, req)
    // System write: the first admin has no signed-in creator; the lock above is the gate.
    const user = await payload.create({ collection: 'users', data: adminData(input), overrideAccess: true, req })
    if (ownsTransaction) await commitTransaction(req)
    return user
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
