import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionAfterDeleteHook,
  Config,
  GlobalAfterChangeHook,
  Plugin,
  PayloadRequest,
  RequestContext,
} from 'payload'
import { requestIdOf } from '@/lib/http/request-id'
import { AUDIT_ACTIONS, type AuditAction } from './actions'
import { canonicalJson, recordAudit, type AuditActor, type AuditDiff, type StaffContext } from './record'
import { runnerForRequest } from './runner'

/**
 * The audit trail of everything staff change through Payload: its REST and GraphQL APIs, its admin,
 * and the custom endpoints' Local API calls. One afterChange / afterDelete hook on every collection
 * and global writes the row with the request's transaction, so the row and the change commit or roll
 * back together.
 *
 * Only a signed-in account's writes are actions: a visitor's form, the seed and the jobs queue write
 * with no user and leave no row (a job carries out what staff already decided, and that decision was
 * recorded when they made it).
 */

/** What a collection's change means beyond create/update/delete: approve, reject… with a reason. */
export type AuditDecision = (change: {
  before: Record<string, unknown>
  after: Record<string, unknown>
  diff: AuditDiff
}) => { action: AuditAction; reason?: string | null } | null

export interface AuditTrailOptions {
  /** Collections whose change is an action of its own (a status that means approve or reject). */
  decisions?: Record<string, AuditDecision>
  /** Collections that hold settings: an edit of theirs is recorded as a settings change. */
  settingsCollections?: readonly string[]
  /** Collections whose deletion is an action of its own (a subscriber's deletion). */
  deleteActions?: Record<string, AuditAction>
  /** Collections left out (the audit log itself). */
  exclude?: readonly string[]
}

/** Fields that change on every save or are derived or secret: never part of a diff. */
const NOT_DIFFED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'collection',
  'sessions',
  'salt',
  'hash',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'url',
  'thumbnailURL',
  'sizes',
])

/** A password is never recorded, only that it changed. */
const SECRET = '(secret)'

const AUDIT_ACTION_KEY = 'auditAction'

/**
 * Local API `context` that names the action a change belongs to, for writes that are one step of a
 * larger staff action (an image recovery run): `payload.update({ …, context: auditAs('image-recovery') })`.
 */
export const auditAs = (action: AuditAction): RequestContext => ({ [AUDIT_ACTION_KEY]: action })

const contextAction = (context: RequestContext | undefined): AuditAction | undefined => {
  const value = context?.[AUDIT_ACTION_KEY]
  return AUDIT_ACTIONS.find((action) => action.value === value)?.value
}

/** The acting staff member: a signed-in account of the users collection, or none. */
export function auditActor(req: PayloadRequest): AuditActor | null {
  const user = req.user
  if (!user || user.collection !== 'users' || typeof user.id !== 'number') return null
  const { email, username } = user as { email?: string | null; username?: string | null }
  return { id: user.id, email: email ?? null, username: username ?? null }
}

/** The actor and request id a raw-SQL writer records with its change; throws without a signed-in account. */
export function staffContext(req: PayloadRequest): StaffContext {
  const actor = auditActor(req)
  if (!actor) throw new Error('staffContext needs a signed-in staff member')
  return { actor, requestId: requestIdOf(req) }
}

/**
 * A related document is compared by its id: the document before a change is read at depth 0 and the
 * one after at the caller's depth, so the same relation arrives once as an id and once populated.
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('id' in record && ('createdAt' in record || 'updatedAt' in record)) return record.id
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, comparable(item)]))
  }
  return value ?? null
}

const isEmpty = (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.length === 0)

/**
 * The fields that differ between two versions of a document (top-level fields, each with its whole
 * value before and after). Only fields present in `after` count: the document before may carry fields
 * the acting user cannot read.
 */
export function documentDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditDiff {
  const diff: AuditDiff = {}
  const keys = after ? Object.keys(after) : Object.keys(before ?? {})
  for (const key of keys) {
    if (NOT_DIFFED.has(key)) continue
    const old = before ? comparable(before[key]) : null
    const now = after ? comparable(after[key]) : null
    if (!before && isEmpty(now)) continue
    if (!after && isEmpty(old)) continue
    if (canonicalJson(old) !== canonicalJson(now)) diff[key] = { before: old, after: now }
  }
  return diff
}

/**
 * Documents whose password a request is changing. Payload takes the password out of the data before
 * afterChange runs, so beforeChange notes it here.
 */
const passwordChanges = new WeakMap<PayloadRequest, Set<string | number>>()

const notePasswordChange: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const id = (originalDoc as { id?: string | number } | undefined)?.id
  if (id !== undefined && typeof (data as { password?: unknown }).password === 'string') {
    const ids = passwordChanges.get(req) ?? new Set()
    passwordChanges.set(req, ids.add(id))
  }
  return data
}

const passwordChange = (req: PayloadRequest, id: string | number): AuditDiff =>
  passwordChanges.get(req)?.delete(id) ? { password: { before: SECRET, after: SECRET } } : {}

export function auditTrail(options: AuditTrailOptions = {}): Plugin {
  const settings = new Set(options.settingsCollections ?? [])
  const exclude = new Set(options.exclude ?? [])

  const afterChange: CollectionAfterChangeHook = async ({ collection, data, doc, operation, previousDoc, req }) => {
    const actor = auditActor(req)
    if (!actor) return doc
    const slug = collection.slug
    const id = (doc as { id: number | string }).id
    const before = operation === 'create' ? null : ((previousDoc ?? {}) as Record<string, unknown>)
    // The answer's document leaves out what the caller's `select` did not ask for: a written field it
    // lacks is read back (in the same transaction), so a narrow select cannot keep a change out of the log.
    const written = Object.keys((data ?? {}) as Record<string, unknown>).filter((key) => !NOT_DIFFED.has(key) && key !== 'password')
    const after: Record<string, unknown> = written.some((key) => !(key in doc))
      ? await req.payload.findByID({ collection: slug, id, depth: 0, draft: true, overrideAccess: true, req })
      : doc
    const diff = { ...documentDiff(before, after), ...passwordChange(req, id) }
    // A save that changed nothing (the same values sent again) is no action.
    if (operation === 'update' && Object.keys(diff).length === 0) return doc
    const decision = operation === 'update' ? (options.decisions?.[slug]?.({ before: before ?? {}, after, diff }) ?? null) : null
    const action: AuditAction =
      contextAction(req.context) ?? decision?.action ?? (operation === 'create' ? 'create' : settings.has(slug) ? 'settings' : 'update')
    await recordAudit(await runnerForRequest(req), actor, requestIdOf(req), [
      { action, collection: slug, targetId: id, diff, reason: decision?.reason ?? null },
    ])
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
    const actor = auditActor(req)
    if (!actor) return doc
    const slug = collection.slug
    await recordAudit(await runnerForRequest(req), actor, requestIdOf(req), [
      {
        action: contextAction(req.context) ?? options.deleteActions?.[slug] ?? 'delete',
        collection: slug,
        targetId: id,
        // The whole document as it was, so a deletion can be read (and undone) from the log.
        diff: documentDiff((doc ?? {}) as Record<string, unknown>, null),
      },
    ])
    return doc
  }

  const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
    const actor = auditActor(req)
    if (!actor) return doc
    const diff = documentDiff((previousDoc ?? {}) as Record<string, unknown>, doc as Record<string, unknown>)
    if (Object.keys(diff).length === 0) return doc
    await recordAudit(await runnerForRequest(req), actor, requestIdOf(req), [
      { action: contextAction(req.context) ?? 'settings', collection: global.slug, targetId: null, diff },
    ])
    return doc
  }

  return (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      exclude.has(collection.slug)
        ? collection
        : {
            ...collection,
            hooks: {
              ...collection.hooks,
              beforeChange: [...(collection.hooks?.beforeChange ?? []), ...(collection.auth ? [notePasswordChange] : [])],
              afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
            },
          },
    ),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange] },
    })),
  })
}
