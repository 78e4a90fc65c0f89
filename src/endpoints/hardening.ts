import {
  APIError,
  type CollectionAfterReadHook,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type GlobalBeforeOperationHook,
  type SanitizedConfig,
} from 'payload'
import { isAdmin } from '@/access'
import { BODY_MESSAGES, jsonValueProblem } from '@/lib/http/body'

const NOT_FOUND = 'Not found'
const denied = (): boolean => false
/** Field access leaves an unreadable array as `[]`; the answer should not name the field at all. */
const dropSessions: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (overrideAccess || !doc || typeof doc !== 'object' || !('sessions' in doc)) return doc
  const { sessions: _sessions, ...rest } = doc as Record<string, unknown>
  return rest
}
/** Payload's internal collection of document locks. */
const LOCKED_DOCUMENTS = 'payload-locked-documents'
/** Payload's record of when each scheduled task was last queued (it exists once a task has a schedule). */
const JOB_STATS = 'payload-jobs-stats'
const notFound: Endpoint['handler'] = () => Response.json({ message: NOT_FOUND, errors: [{ message: NOT_FOUND }] }, { status: 404 })

/**
 * Payload copies and merges request data recursively, so ~4,000 nested levels overflowed the call
 * stack (a 500). Rich text (Lexical JSON with nested lists) is the deepest data we store and stays far
 * below this; deeper data is refused before the operation starts.
 */
const MAX_DOCUMENT_DEPTH = 200

const assertNotTooDeep = (args: unknown): void => {
  const data = (args as { data?: unknown }).data
  if (data !== undefined && jsonValueProblem(data, MAX_DOCUMENT_DEPTH) === 'depth')
    throw new APIError(BODY_MESSAGES.tooDeep, 400, undefined, true)
}
const refuseDeepData: CollectionBeforeOperationHook = ({ args }) => {
  assertNotTooDeep(args)
  return args
}
const refuseDeepGlobalData: GlobalBeforeOperationHook = ({ args }) => {
  assertNotTooDeep(args)
  return args
}

/**
 * `DELETE /api/payload-preferences/:key` (the admin resetting a saved list or column setting): Payload's
 * own operation queries the polymorphic `user` relation in a way the Postgres adapter turns into an
 * invalid alias ("missing FROM-clause entry") once preferences exist, a 500. Same contract, with the
 * owner matched on the rows the key selects.
 */
const deleteOwnPreference: Endpoint['handler'] = async (req) => {
  if (!req.user) return Response.json({ message: 'Unauthorized', errors: [{ message: 'Unauthorized' }] }, { status: 401 })
  const key = String(req.routeParams?.key ?? '')
  // overrideAccess: the owner check below is the gate (Payload's own access query is the broken part).
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where: { key: { equals: key } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const own = docs.find((doc) => {
    const owner = doc.user as { relationTo?: string; value?: unknown } | undefined
    const ownerId = owner?.value && typeof owner.value === 'object' ? (owner.value as { id?: unknown }).id : owner?.value
    return owner?.relationTo === req.user?.collection && ownerId === req.user?.id
  })
  if (!own) return notFound(req)
  await req.payload.delete({ collection: 'payload-preferences', id: own.id, overrideAccess: true, req })
  return Response.json({ message: 'Deleted', doc: own })
}

const hasJobSchedules = (config: SanitizedConfig): boolean =>
  [...(config.jobs?.tasks ?? []), ...(config.jobs?.workflows ?? [])].some((job) => Boolean(job.schedule?.length))

/**
 * Closes 500s in Payload's generated REST API (docs/decisions.md#error-answers), on the sanitized config so that Payload's
 * own collections (preferences, locked documents, key-value store) are covered too:
 * - some routes exist on every collection whether or not the feature behind them is on: listing,
 *   reading or restoring versions (`/api/<slug>/versions[/:id]`) without versions, e-mail verification
 *   (`POST /api/<slug>/verify/:token`) without `verify`, handling job schedules without schedules. A collection's endpoints are matched in
 *   order, so these, put first, answer 404 in their place;
 * - deeply nested data is refused before an operation starts;
 * - document locks (who is editing what, on drafts too) are staff-only: Payload gives its internal
 *   collection "any signed-in user" access, so a visitor's account could list, create and delete them;
 * - a user's `sessions` (session ids) are never part of an answer: Payload lets a user read their own,
 *   so /api/users/me, the login answer and any populated relation to the acting user carried them.
 *   Payload's own session checks read them with access overridden, which field access does not affect;
 * - the jobs' schedule record is staff-read and nobody's to write: Payload gives it "any signed-in user"
 *   access, and a far-future "last run" written there would stop the scheduled checks (the overdue
 *   review alert). The scheduler writes it through the database adapter, past access.
 */
export function hardenRestApi(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === LOCKED_DOCUMENTS)
      collection.access = { ...collection.access, create: isAdmin, read: isAdmin, update: isAdmin, delete: isAdmin }
    if (collection.auth) {
      for (const field of [...collection.fields, ...collection.flattenedFields]) {
        if (field.type === 'array' && field.name === 'sessions') field.access = { ...field.access, read: denied, update: denied }
      }
      collection.hooks.afterRead = [...(collection.hooks.afterRead ?? []), dropSessions]
    }
    collection.hooks.beforeOperation = [refuseDeepData, ...(collection.hooks.beforeOperation ?? [])]
    if (collection.endpoints === false) continue
    const unused: Endpoint[] = []
    if (!collection.versions) {
      // Listing or reading versions of a collection without versions crashes in the database adapter
      // (a TypeError on the missing versions table, answered 500).
      unused.push(
        { path: '/versions', method: 'get', handler: notFound },
        { path: '/versions/:id', method: 'get', handler: notFound },
        { path: '/versions/:id', method: 'post', handler: notFound },
      )
    }
    if (collection.auth && !collection.auth.verify) unused.push({ path: '/verify/:id', method: 'post', handler: notFound })
    if (collection.slug === 'payload-preferences') unused.push({ path: '/:key', method: 'delete', handler: deleteOwnPreference })
    // Payload answers 500 "no tasks or workflows with schedules" here while none is defined (ours: scheduled publishing only).
    if (collection.slug === 'payload-jobs' && !hasJobSchedules(config))
      unused.push({ path: '/handle-schedules', method: 'get', handler: notFound })
    collection.endpoints = [...unused, ...(collection.endpoints ?? [])]
  }
  for (const global of config.globals) {
    if (global.slug === JOB_STATS) global.access = { ...global.access, read: isAdmin, readVersions: isAdmin, update: denied }
    global.hooks.beforeOperation = [refuseDeepGlobalData, ...(global.hooks.beforeOperation ?? [])]
    if (global.versions || global.endpoints === false) continue
    // The same crash for a global: https://github.com/payloadcms/payload/issues/18056
    global.endpoints = [
      { path: '/versions', method: 'get', handler: notFound },
      { path: '/versions/:id', method: 'get', handler: notFound },
      { path: '/versions/:id', method: 'post', handler: notFound },
      ...(global.endpoints ?? []),
    ]
  }
  return config
}
