import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { promisify } from 'node:util'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route'
import { recordAudit } from '@/lib/audit/record'
import { runnerForClient } from '@/lib/audit/runner'
import { verifyChain } from '@/lib/audit/verify'
import { inTransaction, payloadPool } from '@/lib/db/transaction'
import { CSV_COLUMNS } from '@/lib/submissions/fields'
import { api, BASE_URL, payloadInstance, signIn, signInNewAccount } from '../helpers/api'
import { csvLine, edibleRow, validSubmission } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let admin = ''
let adminId = 0

interface AuditRow {
  id: number
  actor_id: number | null
  actor_user_id: string | null
  actor_name: string | null
  action: string
  collection: string
  target_id: string | null
  diff: Record<string, { before: unknown; after: unknown }> | null
  reason: string | null
  request_id: string | null
}

async function auditRows(where: string, values: unknown[]): Promise<AuditRow[]> {
  const { rows } = await payloadPool(await payloadInstance()).query<AuditRow>(`SELECT * FROM audit_log WHERE ${where} ORDER BY id`, values)
  return rows
}
const rowsOfRequest = (requestId: string) => auditRows('request_id = $1', [requestId])

async function graphql(query: string, cookie: string) {
  const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie }
  const response = await graphqlPost(
    new Request(`${BASE_URL}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) }),
    {},
  )
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> },
  }
}

const chainReport = async () => verifyChain(async (text, values) => payloadPool(await payloadInstance()).query(text, values))

beforeAll(async () => {
  admin = await signInNewAccount(`audit-admin-${suffix}`, 'audit-admin-pass-1', 'admin')
  const me = await api<{ user: { id: number } }>('GET', '/api/users/me', { cookie: admin })
  adminId = me.json.user.id
})

describe('staff changes through Payload write audit rows', () => {
  it('records create, edit (changed fields only), approve, reject with its reason and delete, with actor and request id', async () => {
    const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
      const requestId = `req-${randomUUID()}`
      return api<{ doc: { id: number } }>(method, url, { cookie: admin, body, headers: { 'x-request-id': requestId } }).then((answer) => ({
        answer,
        requestId,
      }))
    }
    const created = await call('POST', '/api/headstash-submissions', { ...validSubmission.flower, name: `Audit Kush ${suffix}` })
    expect(created.answer.status, created.answer.text).toBe(201)
    const id = created.answer.json.doc.id
    const [createRow] = await rowsOfRequest(created.requestId)
    expect(createRow).toMatchObject({ action: 'create', collection: 'headstash-submissions', target_id: String(id), actor_id: adminId })
    expect(Number(createRow?.actor_user_id)).toBe(adminId)
    expect(createRow?.actor_name).toBe(`audit-admin-${suffix}`)
    expect(createRow?.diff?.name).toEqual({ before: null, after: `Audit Kush ${suffix}` })

    const edited = await call('PATCH', `/api/headstash-submissions/${id}`, { flavorNotes: 'pine' })
    expect(edited.answer.status).toBe(200)
    const editRows = await rowsOfRequest(edited.requestId)
    expect(editRows).toHaveLength(1)
    expect(editRows[0]).toMatchObject({ action: 'update', target_id: String(id) })
    // Only the changed field: no updatedAt, no untouched fields.
    expect(editRows[0]?.diff).toEqual({ flavorNotes: { before: null, after: 'pine' } })

    // An answer narrowed by `select` still leaves the whole change in the log.
    const narrow = await call('PATCH', `/api/headstash-submissions/${id}?select[name]=true`, { flavorNotes: 'citrus' })
    expect(narrow.answer.status).toBe(200)
    expect((await rowsOfRequest(narrow.requestId))[0]?.diff).toEqual({ flavorNotes: { before: 'pine', after: 'citrus' } })

    const approved = await call('PATCH', `/api/headstash-submissions/${id}`, { status: 'approved' })
    const [approveRow] = await rowsOfRequest(approved.requestId)
    expect(approveRow).toMatchObject({ action: 'approve', reason: null })
    expect(approveRow?.diff?.status).toEqual({ before: 'pending', after: 'approved' })

    const rejected = await call('PATCH', `/api/headstash-submissions/${id}`, {
      status: 'rejected',
      rejectionReason: 'duplicate',
      rejectionNote: 'Same as last week',
    })
    const [rejectRow] = await rowsOfRequest(rejected.requestId)
    expect(rejectRow).toMatchObject({ action: 'reject', reason: 'Already in The Cloud: Same as last week' })

    const deleted = await call('DELETE', `/api/headstash-submissions/${id}`)
    expect(deleted.answer.status).toBe(200)
    const [deleteRow] = await rowsOfRequest(deleted.requestId)
    expect(deleteRow).toMatchObject({ action: 'delete', target_id: String(id) })
    // The document as it was, so the deletion can be read back from the log.
    expect(deleteRow?.diff?.name).toEqual({ before: `Audit Kush ${suffix}`, after: null })
    expect(deleteRow?.diff?.status).toEqual({ before: 'rejected', after: null })
  })

  it('names a request without an X-Request-Id by a made-up id, sent back in the answer', async () => {
    const answer = await api<{ doc: { id: number } }>('POST', '/api/strain-entries', {
      cookie: admin,
      body: {
        strainName: `Audit Haze ${suffix}`,
        strainType: 'sativa',
        submitterName: 'Staff',
        submitterEmail: 's@example.com',
        description: 'A tall one indeed',
      },
    })
    expect(answer.status, answer.text).toBe(201)
    const requestId = answer.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await rowsOfRequest(requestId!)).toMatchObject([
      { action: 'create', collection: 'strain-entries', target_id: String(answer.json.doc.id) },
    ])
  })

  it('records the custom endpoints: a review decision, a settings change and a subscriber deletion', async () => {
    const payload = await payloadInstance()
    const entry = await payload.create({
      collection: 'headstash-submissions',
      data: { ...validSubmission.flower, name: `Endpoint Kush ${suffix}`, status: 'pending' },
      overrideAccess: true,
    })
    // A write with no signed-in user (a visitor's form, the seed) is no staff action.
    expect(await auditRows('collection = $1 AND target_id = $2', ['headstash-submissions', String(entry.id)])).toEqual([])
    const decided = await api('PATCH', `/api/admin/headstash-submissions/${entry.id}`, {
      cookie: admin,
      body: { status: 'rejected' },
    })
    expect(decided.status, decided.text).toBe(200)
    const requestId = decided.headers.get('x-request-id')!
    expect(await rowsOfRequest(requestId)).toMatchObject([
      { action: 'reject', target_id: String(entry.id), actor_id: adminId, diff: { status: { before: 'pending', after: 'rejected' } } },
    ])

    const seo = await api('POST', '/api/admin/seo-settings', {
      cookie: admin,
      body: { pageRoute: '/flame-rating-guide', title: `T ${suffix}`, description: 'D' },
    })
    expect(seo.status).toBeLessThan(300)
    const again = await api('POST', '/api/admin/seo-settings', {
      cookie: admin,
      body: { pageRoute: '/flame-rating-guide', title: `T2 ${suffix}`, description: 'D' },
    })
    expect(await rowsOfRequest(again.headers.get('x-request-id')!)).toMatchObject([
      { action: 'settings', collection: 'seo-settings', diff: { title: { before: `T ${suffix}`, after: `T2 ${suffix}` } } },
    ])

    const global = await api('POST', '/api/globals/site-settings', {
      cookie: admin,
      body: { heroBackground: { imageUrl: `/api/media/file/hero-${suffix}.png` } },
      headers: { 'x-request-id': `global-${suffix}` },
    })
    expect(global.status, global.text).toBe(200)
    expect(await rowsOfRequest(`global-${suffix}`)).toMatchObject([{ action: 'settings', collection: 'site-settings', target_id: null }])

    const email = `audit-sub.${suffix}@example.com`
    const subscriber = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, subscribedAt: new Date().toISOString(), status: 'active' },
      overrideAccess: true,
    })
    const removed = await api('DELETE', `/api/admin/newsletter/subscribers/${subscriber.id}`, { cookie: admin })
    expect(removed.status).toBe(200)
    expect(await rowsOfRequest(removed.headers.get('x-request-id')!)).toMatchObject([
      {
        action: 'subscriber-delete',
        collection: 'newsletter-subscribers',
        target_id: String(subscriber.id),
        diff: { email: { before: email, after: null } },
      },
    ])
  })

  it('records a CSV import as one row with its counts and the ids it created, in the import transaction', async () => {
    const csv = [
      CSV_COLUMNS.join(','),
      csvLine(edibleRow(`Audit Gummy A ${suffix}`)),
      csvLine(edibleRow(`Audit Gummy B ${suffix}`)),
      csvLine({ ...edibleRow(`Audit Gummy C ${suffix}`), category: 'not-a-category' }),
    ].join('\n')
    const form = new FormData()
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'finds.csv')
    form.append('contributorMode', 'default')
    const answer = await api<{ successCount: number; failedCount: number }>('POST', '/api/admin/headstash-submissions/bulk-upload', {
      cookie: admin,
      rawBody: form,
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toMatchObject({ successCount: 2, failedCount: 1 })
    const rows = await rowsOfRequest(answer.headers.get('x-request-id')!)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'csv-import', collection: 'headstash-submissions', target_id: null })
    expect(rows[0]?.diff).toMatchObject({
      file: { after: 'finds.csv' },
      rows: { after: 3 },
      successCount: { after: 2 },
      failedCount: { after: 1 },
    })
    const ids = rows[0]?.diff?.createdIds?.after as number[]
    const payload = await payloadInstance()
    const { docs } = await payload.find({ collection: 'headstash-submissions', where: { id: { in: ids } }, overrideAccess: true, depth: 0 })
    expect(docs.map((doc) => doc.name).sort()).toEqual([`Audit Gummy A ${suffix}`, `Audit Gummy B ${suffix}`])
  })
})

describe('the audit log cannot be written through any API', () => {
  let rowId = 0
  let before: AuditRow | undefined
  beforeAll(async () => {
    const rows = await auditRows('actor_id = $1', [adminId])
    before = rows[0]
    rowId = before!.id
  })

  it('answers 403 to REST create, update and delete, for staff too', async () => {
    expect((await api('POST', '/api/audit-log', { cookie: admin, body: { action: 'create', collection: 'x' } })).status).toBe(403)
    expect((await api('PATCH', `/api/audit-log/${rowId}`, { cookie: admin, body: { reason: 'rewritten' } })).status).toBe(403)
    expect((await api('PATCH', `/api/audit-log?where[id][equals]=${rowId}`, { cookie: admin, body: { reason: 'rewritten' } })).status).toBe(
      403,
    )
    expect((await api('DELETE', `/api/audit-log/${rowId}`, { cookie: admin })).status).toBe(403)
    expect((await api('DELETE', `/api/audit-log?where[id][equals]=${rowId}`, { cookie: admin })).status).toBe(403)
    // Staff can read it.
    const read = await api<{ doc?: unknown; id?: number }>('GET', `/api/audit-log/${rowId}`, { cookie: admin })
    expect(read.status).toBe(200)
    expect((await auditRows('id = $1', [rowId]))[0]).toEqual(before)
  })

  it('has no GraphQL mutations, while staff can query it', async () => {
    for (const mutation of [
      `mutation { createAuditLog(data: { action: create, collection: "x" }) { id } }`,
      `mutation { updateAuditLog(id: ${rowId}, data: { reason: "rewritten" }) { id } }`,
      `mutation { deleteAuditLog(id: ${rowId}) { id } }`,
    ]) {
      const answer = await graphql(mutation, admin)
      expect(answer.body.errors?.length, JSON.stringify(answer.body)).toBeGreaterThan(0)
      expect(answer.body.data ?? null).toBeNull()
    }
    const query = await graphql(`{ AuditLog(id: ${rowId}) { id action } }`, admin)
    expect(query.body.data?.AuditLog).toMatchObject({ id: rowId })
    expect((await auditRows('id = $1', [rowId]))[0]).toEqual(before)
  })

  it("refuses the Local API's writes too, and the admin offers no create, edit or delete", async () => {
    const payload = await payloadInstance()
    await expect(payload.update({ collection: 'audit-log', id: rowId, data: { reason: 'x' }, overrideAccess: true })).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-log', id: rowId, overrideAccess: true })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'audit-log', data: { action: 'create', collection: 'x' }, overrideAccess: true }),
    ).rejects.toThrow()
    // The admin shows a create button, edit form and delete button from these permissions.
    const access = await api<{ collections: Record<string, Record<string, { permission?: boolean } | undefined>> }>('GET', '/api/access', {
      cookie: admin,
    })
    const permissions = access.json.collections['audit-log']!
    expect(permissions.read).toBeTruthy()
    for (const operation of ['create', 'update', 'delete']) expect(permissions[operation]?.permission ?? false).toBe(false)
    expect((await auditRows('id = $1', [rowId]))[0]).toEqual(before)
  })
})

describe('an audit row commits or rolls back with its change', () => {
  it('leaves no row when the Payload transaction that made the change rolls back', async () => {
    const payload = await payloadInstance()
    const entry = await payload.create({
      collection: 'headstash-submissions',
      data: { ...validSubmission.flower, name: `Rollback ${suffix}`, status: 'pending' },
      overrideAccess: true,
    })
    const user = await payload.findByID({ collection: 'users', id: adminId, overrideAccess: true })
    const requestId = `rollback-${suffix}`
    const req = await createLocalReq(
      { user: { ...user, collection: 'users' }, req: { headers: new Headers({ 'x-request-id': requestId }) } },
      payload,
    )
    await initTransaction(req)
    await payload.update({
      collection: 'headstash-submissions',
      id: entry.id,
      data: { status: 'approved' },
      req,
      overrideAccess: false,
      user: req.user,
    })
    // Inside the transaction the change and its row are both there…
    const id = await req.transactionID
    expect(id).toBeDefined()
    await killTransaction(req)
    // …and after the rollback neither is.
    expect((await payload.findByID({ collection: 'headstash-submissions', id: entry.id, overrideAccess: true })).status).toBe('pending')
    expect(await rowsOfRequest(requestId)).toEqual([])
  })

  it('keeps the chain whole when several writes of one transaction are audited at the same time', async () => {
    const payload = await payloadInstance()
    const entries = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        payload.create({
          collection: 'headstash-submissions',
          data: { ...validSubmission.flower, name: `Parallel ${n} ${suffix}`, status: 'pending' },
          overrideAccess: true,
        }),
      ),
    )
    const user = await payload.findByID({ collection: 'users', id: adminId, overrideAccess: true })
    const requestId = `parallel-${suffix}`
    const req = await createLocalReq(
      { user: { ...user, collection: 'users' }, req: { headers: new Headers({ 'x-request-id': requestId }) } },
      payload,
    )
    await initTransaction(req)
    // Parallel Local API calls sharing one request share its transaction, where the chain lock is
    // already held: each append must still link to the one before it.
    await Promise.all(
      entries.map((entry) =>
        payload.update({
          collection: 'headstash-submissions',
          id: entry.id,
          data: { status: 'approved' },
          req,
          overrideAccess: false,
          user: req.user,
        }),
      ),
    )
    await commitTransaction(req)
    expect(await rowsOfRequest(requestId)).toHaveLength(5)
    expect((await chainReport()).broken).toBeNull()
  })

  it('leaves no row when a raw-SQL writer rolls back', async () => {
    const payload = await payloadInstance()
    const requestId = `sql-rollback-${suffix}`
    await expect(
      inTransaction(payload, async (client) => {
        await recordAudit(runnerForClient(client), { id: adminId }, requestId, [{ action: 'settings', collection: 'x', targetId: null }])
        throw new Error('the change failed after its audit row')
      }),
    ).rejects.toThrow('the change failed')
    expect(await rowsOfRequest(requestId)).toEqual([])
  })
})

describe('npm run audit:verify', () => {
  const script = path.resolve('scripts', 'audit-verify.ts')
  const run = async () => {
    try {
      const { stdout } = await promisify(execFile)(path.resolve('node_modules', '.bin', 'tsx'), [script], {
        env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
      })
      return { code: 0, output: stdout }
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string }
      return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
    }
  }

  it('keeps the chain intact when the acting account is deleted (the relation empties, the recorded id stays)', async () => {
    const departing = await signInNewAccount(`audit-leaver-${suffix}`, 'audit-leaver-pass-1', 'admin')
    const made = await api<{ doc: { id: number } }>('POST', '/api/strain-entries', {
      cookie: departing,
      body: {
        strainName: `Leaver ${suffix}`,
        strainType: 'indica',
        submitterName: 'L',
        submitterEmail: 'l@example.com',
        description: 'Made by a leaver',
      },
    })
    const requestId = made.headers.get('x-request-id')!
    const [row] = await rowsOfRequest(requestId)
    const leaverId = row!.actor_id!
    expect((await api('DELETE', `/api/users/${leaverId}`, { cookie: admin })).status).toBe(200)
    const [after] = await rowsOfRequest(requestId)
    expect(after).toMatchObject({ actor_id: null, actor_name: `audit-leaver-${suffix}` })
    expect(Number(after?.actor_user_id)).toBe(leaverId)
    expect((await chainReport()).broken).toBeNull()
  })

  it('passes an intact chain, and names a row edited or deleted directly in Postgres (exit 1)', async () => {
    const pool = payloadPool(await payloadInstance())
    const intact = await run()
    expect(intact.code, intact.output).toBe(0)
    expect(intact.output).toMatch(/Audit log intact: \d+ rows checked/)

    // A row in the middle of the chain (rows follow it), one of this file's own.
    const [target] = await auditRows('actor_id = $1 AND id > (SELECT min(id) FROM audit_log) AND id < (SELECT max(id) FROM audit_log)', [
      adminId,
    ])
    const original = (await pool.query('SELECT * FROM audit_log WHERE id = $1', [target!.id])).rows[0] as Record<string, unknown>

    await pool.query(`UPDATE audit_log SET reason = 'nothing to see here' WHERE id = $1`, [target!.id])
    const edited = await run()
    expect(edited.code, edited.output).toBe(1)
    expect(edited.output).toContain(`BROKEN at row ${target!.id}: its content does not match its hash`)

    // Re-attributing the action to another account is an edit too.
    await pool.query('UPDATE audit_log SET reason = $2, actor_id = NULL, actor_user_id = $3 WHERE id = $1', [
      target!.id,
      original.reason,
      adminId + 1000,
    ])
    expect((await chainReport()).broken?.id).toBe(target!.id)
    await pool.query('UPDATE audit_log SET actor_id = $2, actor_user_id = $3 WHERE id = $1', [
      target!.id,
      original.actor_id,
      original.actor_user_id,
    ])
    expect((await run()).code).toBe(0)

    const next = (await pool.query<{ id: number }>('SELECT id FROM audit_log WHERE id > $1 ORDER BY id LIMIT 1', [target!.id])).rows[0]!.id
    await pool.query('DELETE FROM audit_log WHERE id = $1', [target!.id])
    try {
      const deleted = await run()
      expect(deleted.code, deleted.output).toBe(1)
      expect(deleted.output).toContain(`BROKEN at row ${next}: it does not follow row`)
    } finally {
      // Put the row back as it was, so the shared database's chain stays whole for later files.
      const columns = Object.keys(original)
      await pool.query(
        `INSERT INTO audit_log (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((column) => (column === 'diff' && original.diff !== null ? JSON.stringify(original.diff) : original[column])),
      )
    }
    expect((await run()).code).toBe(0)
  })

  it('finds a row inserted out of chain', async () => {
    const pool = payloadPool(await payloadInstance())
    const [last] = (await pool.query<{ hash: string }>('SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1')).rows
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO audit_log (action, collection, previous_hash, hash) VALUES ('delete', 'forged', $1, $2) RETURNING id`,
      [last!.hash, 'f'.repeat(64)],
    )
    try {
      const forged = await run()
      expect(forged.code).toBe(1)
      expect(forged.output).toContain(`BROKEN at row ${rows[0]!.id}`)
    } finally {
      await pool.query('DELETE FROM audit_log WHERE id = $1', [rows[0]!.id])
    }
  })
})

// A signed-in account that is not staff: its own-account edit is recorded too (any signed-in account).
describe('self-service edits', () => {
  it('records a plain account changing its own password, without the password', async () => {
    const username = `audit-self-${suffix}`
    const cookie = await signInNewAccount(username, 'audit-self-pass-1', 'user')
    const me = await api<{ user: { id: number } }>('GET', '/api/users/me', { cookie })
    const changed = await api('PATCH', `/api/users/${me.json.user.id}`, { cookie, body: { password: 'audit-self-pass-2' } })
    expect(changed.status, changed.text).toBe(200)
    expect(await rowsOfRequest(changed.headers.get('x-request-id')!)).toMatchObject([
      { action: 'update', collection: 'users', diff: { password: { before: '(secret)', after: '(secret)' } } },
    ])
    expect(await signIn(username, 'audit-self-pass-2')).toBeTruthy()
  })
})
