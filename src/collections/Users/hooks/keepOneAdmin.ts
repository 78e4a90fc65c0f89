import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'
import { lockAdminSet } from '@/lib/auth/registration'
import { AUTH_MESSAGES } from '@/lib/auth/texts'
import type { User } from '@/payload-types'

/**
 * Refuses to leave the site without an admin: with none, first-run registration opens again and the
 * first stranger to register would own the site (docs/decisions.md#first-admin). Two admins removing
 * each other at once are serialised by the lock first-run registration takes, so one of them is refused.
 */
async function assertAnotherAdmin(req: PayloadRequest, id: number | string): Promise<void> {
  await lockAdminSet(req)
  // A system read: the rule holds whoever asks, and a staff member may not be allowed to list accounts.
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) throw new APIError(AUTH_MESSAGES.lastAdmin, 409, undefined, true)
}

export const keepOneAdminOnDelete: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs[0]?.role === 'admin') await assertAnotherAdmin(req, id)
}

export const keepOneAdminOnChange: CollectionBeforeChangeHook<User> = async ({ req, operation, originalDoc, data }) => {
  if (operation === 'update' && originalDoc?.role === 'admin' && data.role !== undefined && data.role !== 'admin') {
    await assertAnotherAdmin(req, originalDoc.id)
  }
  return data
}
