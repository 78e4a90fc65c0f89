// Bulk approve / reject with undo and restore, and the submitter's decision e-mails, against real
// Postgres and a real SMTP server on loopback. SMTP_URL must be set before the Payload config is
// imported, so the app modules are imported late.
import type { Pool } from 'pg'
import type * as ApiHelpers from '../helpers/api'
import type * as Notices from '@/lib/moderation/notices'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestInbox, type TestInbox } from '../helpers/smtp'

type Api = typeof ApiHelpers
let inbox: TestInbox
let http: Api['api']
let runJobsQueue: Api['runJobsQueue']
let pool: Pool
let admin = ''
let adminId = 0
let otherReviewerId = 0
let notices: typeof Notices

const suffix = `${Date.now()}`
const SITE = 'https://headstash.test'
const BULK = '/api/admin/headstash-submissions/bulk'

beforeAll(async () => {
  inbox = await startTestInbox()
  Object.assign(process.env, { SMTP_URL: inbox.url, EMAIL_FROM: 'Smoke Signals <signals@headstash.test>', SERVER_URL: SITE })
  const helpers = await import('../helpers/api')
  http = (method, path, options = {}) => helpers.api(method, path, { ...options, headers: { origin: SITE, ...options.headers } })
  const payload = await helpers.payloadInstance()
  runJobsQueue = helpers.runJobsQueue
  notices = await import('@/lib/moderation/notices')
  pool = (await import('@/lib/db/transaction')).payloadPool(payload)
  const username = `bulk-admin-${suffix}`
  const user = await payload.create({
    collection: 'users',
    data: { username, password: 'admin-pass-1', role: 'admin' },
    overrideAccess: true,
  })
  adminId = user.id
  const other = await payload.create({
    collection: 'users',
    data: { username: `bulk-other-${suffix}`, password: 'admin-pass-1', role: 'admin' },
    overrideAccess: true,
  })
  otherReviewerId = other.id
  admin = helpers.cookieFrom(await http('POST', '/api/auth/login', { body: { username, password: 'admin-pass-1' } }))
})

afterAll(async () => {
  await inbox?.close()
})

let seq = 0
/** `count` new entries of this test (pending unless told), straight into the table: setup, not the code under test. */
async function seed(
  count: number,
  { status = 'pending', email = null }: { status?: string; email?: string | null } = {},
): Promise<number[]> {
  seq += 1
  const { rows } = await pool.query(
    `INSERT INTO "headstash_submissions" ("category", "name", "genetics", "breeder", "where_acquired", "flames", "submitted_by", "location", "industry", "status", "submitter_email")
     SELECT 'flower', $1 || ' ' || n, 'indica', 'Bulk Breeder', 'Shop', 4, 'Tester', 'Denver, CO', 'consumer-patient', $3::"enum_headstash_submissions_status", $4
       FROM generate_series(1, $2::int) AS n ORDER BY n RETURNING "id"`,
    [`Bulkfind${suffix} set${seq}`, count, status, email],
  )
  return rows.map((row) => Number(row.id))
}

/** Earlier decisions by another reviewer, with a reason and a note: state undo has to bring back exactly. */
async function decideEarlier(ids: number[], status: 'approved' | 'rejected'): Promise<void> {
  await pool.query(
    `UPDATE "headstash_submissions" SET "status" = $2::"enum_headstash_submissions_status", "reviewed_by_id" = $3,
            "reviewed_at" = '2026-01-02T03:04:05.678Z', "updated_at" = '2026-01-02T03:04:05.678Z',
            "rejection_reason" = CASE WHEN $2 = 'rejected' THEN 'unclear-photo'::"enum_headstash_submissions_rejection_reason" END,
            "rejection_note" = CASE WHEN $2 = 'rejected' THEN 'Too dark' END
      WHERE "id" = ANY($1::int[])`,
    [ids, status, otherReviewerId],
  )
}

const fullRows = async (ids: number[]) =>
  (await pool.query(`SELECT * FROM "headstash_submissions" WHERE "id" = ANY($1::int[]) ORDER BY "id"`, [ids])).rows

const statusesOf = async (ids: number[]) =>
  (await pool.query(`SELECT "status", count(*)::int AS n FROM "headstash_submissions" WHERE "id" = ANY($1::int[]) GROUP BY 1`, [ids])).rows

const auditRows = async (batchId: string) =>
  (await pool.query(`SELECT "action", "target_id", "actor_id", "diff" FROM "audit_log" WHERE "batch_id" = $1 ORDER BY "id"`, [batchId]))
    .rows

const bulk = (body: unknown, cookie = admin) =>
  http<{ batchId: string; changed: number; undoUntil: string; message?: string }>('POST', BULK, { body, cookie })

describe('bulk decisions', () => {
  it('refuses bad input with a clear message and changes nothing', async () => {
    const [id] = await seed(1)
    const cases: Array<[unknown, string]> = [
      [{ ids: [], action: 'approve' }, 'Choose at least one submission'],
      [{ ids: Array.from({ length: 1001 }, (_, i) => i + 1), action: 'approve' }, 'At most 1,000 submissions at once'],
      [{ ids: [id], action: 'publish' }, 'action must be "approve" or "reject"'],
      [{ ids: ['x'], action: 'approve' }, 'ids must be a list of submission ids (whole numbers)'],
      [{ ids: [id], action: 'reject', reason: 'meh' }, 'Choose a rejection reason from the list'],
      [{ ids: [id], action: 'approve', reason: 'duplicate' }, 'A rejection reason or note goes with "reject" only'],
    ]
    for (const [body, message] of cases) {
      const response = await bulk(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(response.json.message).toBe(message)
    }
    const unknown = await bulk({ ids: [id!, 2_000_000_000], action: 'approve' })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toBe('No submission with id 2000000000; nothing was changed')
    expect(await statusesOf([id!])).toEqual([{ status: 'pending', n: 1 }])
  })

  it('500 entries approved in one call: all approved, audited one row each, and public', async () => {
    const ids = await seed(500)
    const started = performance.now()
    const response = await bulk({ ids, action: 'approve' })
    const elapsed = performance.now() - started
    // A figure for the report, not an assertion: this machine's timing varies with the other work on it.
    console.log(`[bench] bulk approve of 500 entries: ${elapsed.toFixed(0)} ms`)
    expect(response.status).toBe(200)
    const { batchId, changed, undoUntil } = response.json
    expect(changed).toBe(500)
    expect(new Date(undoUntil).getTime() - Date.now()).toBeGreaterThan(5_000)
    expect(new Date(undoUntil).getTime() - Date.now()).toBeLessThanOrEqual(10_000)
    expect(await statusesOf(ids)).toEqual([{ status: 'approved', n: 500 }])
    const rows = await fullRows(ids)
    expect(rows.every((row) => row.reviewed_by_id === adminId && row.reviewed_at instanceof Date)).toBe(true)
    const audit = await auditRows(batchId)
    expect(audit).toHaveLength(500)
    expect(audit.every((row) => row.action === 'bulk-approve' && row.actor_id === adminId)).toBe(true)
    expect(audit.map((row) => Number(row.target_id)).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
    expect(audit[0]!.diff.status).toEqual({ before: 'pending', after: 'approved' })
    const published = await http<{ totalDocs: number }>('GET', `/api/headstash/submissions?q=Bulkfind${suffix}&limit=12`)
    expect(published.status).toBe(200)
    expect(published.json.totalDocs).toBeGreaterThanOrEqual(500)

    const undoStarted = performance.now()
    const undo = await http<{ restored: number }>('POST', `${BULK}/${batchId}/undo`, { cookie: admin })
    console.log(`[bench] undo of 500 entries: ${(performance.now() - undoStarted).toFixed(0)} ms`)
    expect(undo.status).toBe(200)
    expect(undo.json.restored).toBe(500)
    expect(await statusesOf(ids)).toEqual([{ status: 'pending', n: 500 }])
  })

  it('a failure half-way through the batch changes nothing at all', async () => {
    const ids = await seed(500)
    const victim = ids[250]!
    // A trigger made by the test refuses one row in the middle of the batch's update.
    const name = `bulk_fail_${suffix}`
    await pool.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`)
    await pool.query(
      `CREATE TRIGGER ${name} BEFORE UPDATE ON "headstash_submissions" FOR EACH ROW WHEN (NEW."id" = ${victim}) EXECUTE FUNCTION ${name}()`,
    )
    const auditBefore = Number((await pool.query(`SELECT count(*) FROM "audit_log"`)).rows[0].count)
    try {
      const response = await bulk({ ids, action: 'reject', reason: 'off-topic' })
      expect(response.status).toBe(500)
    } finally {
      await pool.query(`DROP TRIGGER ${name} ON "headstash_submissions"`)
      await pool.query(`DROP FUNCTION ${name}()`)
    }
    expect(await statusesOf(ids)).toEqual([{ status: 'pending', n: 500 }])
    const rows = await fullRows(ids)
    expect(rows.filter((row) => row.reviewed_by_id !== null || row.rejection_reason !== null)).toHaveLength(0)
    expect(Number((await pool.query(`SELECT count(*) FROM "audit_log"`)).rows[0].count)).toBe(auditBefore)
  })

  it('undo within the window restores every entry exactly as it was, and is audited', async () => {
    const pending = await seed(20)
    const rejected = await seed(20)
    const approved = await seed(5)
    await decideEarlier(rejected, 'rejected')
    await decideEarlier(approved, 'approved')
    const ids = [...pending, ...rejected, ...approved]
    const before = await fullRows(ids)
    const response = await bulk({ ids, action: 'approve' })
    // Already-approved entries keep their earlier decision and are not part of the batch.
    expect(response.json.changed).toBe(40)
    expect((await fullRows(approved)).map((row) => row.reviewed_by_id)).toEqual(approved.map(() => otherReviewerId))
    const undo = await http<{ batchId: string; restored: number }>('POST', `${BULK}/${response.json.batchId}/undo`, { cookie: admin })
    expect(undo.status).toBe(200)
    expect(undo.json).toMatchObject({ batchId: response.json.batchId, restored: 40 })
    expect(await fullRows(ids)).toEqual(before)
    const audit = await auditRows(response.json.batchId)
    expect(audit.filter((row) => row.action === 'undo')).toHaveLength(40)
    // A second undo has nothing left to undo.
    const again = await http('POST', `${BULK}/${response.json.batchId}/undo`, { cookie: admin })
    expect(again.status).toBe(409)
  })

  it('an entry decided again since the batch: 409 naming it, or the others restored with skipChanged', async () => {
    const ids = await seed(10)
    const response = await bulk({ ids, action: 'reject', reason: 'duplicate', note: 'Seen it' })
    expect(response.status).toBe(200)
    const changedSince = ids[3]!
    const patch = await http('PATCH', `/api/admin/headstash-submissions/${changedSince}`, { body: { status: 'approved' }, cookie: admin })
    expect(patch.status).toBe(200)
    const refused = await http<{ message: string; conflicts: number[] }>('POST', `${BULK}/${response.json.batchId}/undo`, { cookie: admin })
    expect(refused.status).toBe(409)
    expect(refused.json.conflicts).toEqual([changedSince])
    expect(refused.json.message).toBe(
      `Entry #${changedSince} was decided again or deleted since this bulk action, so nothing was restored. Restore the others to leave it as it is.`,
    )
    expect(await statusesOf(ids)).toEqual(expect.arrayContaining([{ status: 'rejected', n: 9 }]))
    const partial = await http<{ restored: number; skipped: number[] }>('POST', `${BULK}/${response.json.batchId}/undo`, {
      body: { skipChanged: true },
      cookie: admin,
    })
    expect(partial.status).toBe(200)
    expect(partial.json).toMatchObject({ restored: 9, skipped: [changedSince] })
    expect(await statusesOf(ids)).toEqual(
      expect.arrayContaining([
        { status: 'pending', n: 9 },
        { status: 'approved', n: 1 },
      ]),
    )
  })

  it('unknown batches answer 404, and only staff may call', async () => {
    const unknown = await http('POST', `${BULK}/00000000-0000-4000-8000-000000000000/undo`, { cookie: admin })
    expect(unknown.status).toBe(404)
    expect((await http('POST', `${BULK}/not-a-batch/restore`, { cookie: admin })).status).toBe(404)
    expect((await http('POST', BULK, { body: { ids: [1], action: 'approve' } })).status).toBe(401)
  })

  it('after the window undo answers 410; restore from the log brings the prior state back exactly', async () => {
    const ids = await seed(8)
    await decideEarlier(ids.slice(0, 3), 'approved')
    const before = await fullRows(ids)
    const response = await bulk({ ids, action: 'reject', reason: 'missing-details' })
    expect(response.json.changed).toBe(8)
    const wait = new Date(response.json.undoUntil).getTime() - Date.now() + 250
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)))
    const late = await http<{ message: string }>('POST', `${BULK}/${response.json.batchId}/undo`, { cookie: admin })
    expect(late.status).toBe(410)
    expect(late.json.message).toBe('The undo window of this bulk action has passed; restore it from the audit log instead')
    expect(await statusesOf(ids)).toEqual([{ status: 'rejected', n: 8 }])
    const restore = await http<{ restored: number }>('POST', `${BULK}/${response.json.batchId}/restore`, { cookie: admin })
    expect(restore.status).toBe(200)
    expect(restore.json.restored).toBe(8)
    expect(await fullRows(ids)).toEqual(before)
    expect((await auditRows(response.json.batchId)).filter((row) => row.action === 'restore')).toHaveLength(8)
  }, 20_000)
})

describe('the submitter hears the decision', () => {
  /** The notice jobs wait out the undo window; the test moves their start to now instead of waiting. */
  const runNoticesNow = async () => {
    await pool.query(
      `UPDATE "payload_jobs" SET "wait_until" = now() - interval '1 second' WHERE "task_slug" = $1 AND "completed_at" IS NULL`,
      [notices.DECISION_NOTICE_TASK],
    )
    await runJobsQueue()
  }

  it('an approval through the admin API sends one "your find is live" with the permalink; an unrelated edit sends nothing more', async () => {
    const email = `finder.${suffix}@example.com`
    const [id] = await seed(1, { email })
    const patch = await http('PATCH', `/api/admin/headstash-submissions/${id}`, { body: { status: 'approved' }, cookie: admin })
    expect(patch.status).toBe(200)
    // Queued, not sent in the moderator's request, and not before the undo window has passed.
    expect(inbox.to(email)).toHaveLength(0)
    await runJobsQueue()
    expect(inbox.to(email)).toHaveLength(0)
    await runNoticesNow()
    const mails = inbox.to(email)
    expect(mails).toHaveLength(1)
    const name = `Bulkfind${suffix} set${seq} 1`
    expect(mails[0]!.subject).toBe(`Your find is live: ${name}`)
    expect(mails[0]!.text).toContain(`${SITE}/the-cloud/${id}-bulkfind${suffix}-set${seq}-1`)
    expect(mails[0]!.text).toContain(`${SITE}/find-notices?token=`)
    const header = (key: string) => mails[0]!.headerLines.find((line) => line.key === key)?.line
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(header('list-unsubscribe')).toContain(`${SITE}/api/headstash/notices/stop?token=`)

    const edit = await http('PATCH', `/api/admin/headstash-submissions/${id}`, { body: { reviewNotes: 'nice' }, cookie: admin })
    expect(edit.status).toBe(200)
    await runNoticesNow()
    expect(inbox.to(email)).toHaveLength(1)
  })

  it('a bulk rejection tells each submitter the reason and note; one e-mail per decision even if its job runs twice', async () => {
    const email = `rejected.${suffix}@example.com`
    const ids = await seed(2, { email })
    const response = await bulk({ ids, action: 'reject', reason: 'unclear-photo', note: 'Please retake in daylight' })
    expect(response.status).toBe(200)
    const { rows } = await pool.query(`SELECT "input" FROM "payload_jobs" WHERE "task_slug" = $1 AND "completed_at" IS NULL`, [
      notices.DECISION_NOTICE_TASK,
    ])
    const job = rows.find((row) => JSON.stringify(row.input.ids) === JSON.stringify(ids))
    expect(job).toBeDefined()
    // The same job queued a second time, as a runner handing it out twice would run it.
    const payload = await (await import('../helpers/api')).payloadInstance()
    await payload.jobs.queue({ task: notices.DECISION_NOTICE_TASK, input: job!.input, queue: 'default' })
    await runNoticesNow()
    const mails = inbox.to(email)
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^About your find: Bulkfind/)
      expect(mail.text).toContain('Reason: Photo unclear or not of the product.')
      expect(mail.text).toContain('Note from the reviewer: Please retake in daylight')
    }
  })

  it('a bulk decision undone within the window is never told', async () => {
    const email = `undone.${suffix}@example.com`
    const ids = await seed(3, { email })
    const response = await bulk({ ids, action: 'approve' })
    expect((await http('POST', `${BULK}/${response.json.batchId}/undo`, { cookie: admin })).status).toBe(200)
    await runNoticesNow()
    expect(inbox.to(email)).toHaveLength(0)
  })

  it('the link in the e-mail stops further notices to that address', async () => {
    const email = `stopper.${suffix}@example.com`
    const [first, second] = await seed(2, { email: email.toUpperCase() })
    await http('PATCH', `/api/admin/headstash-submissions/${first}`, { body: { status: 'approved' }, cookie: admin })
    await runNoticesNow()
    const mail = inbox.to(email)[0]!
    const token = decodeURIComponent(/\/find-notices\?token=([^\s"<>&]+)/.exec(mail.text ?? '')![1]!)
    expect((await http('POST', '/api/headstash/notices/stop', { body: { token: 'forged.token' } })).status).toBe(400)
    const stop = await http<{ message: string }>('POST', '/api/headstash/notices/stop', { body: { token } })
    expect(stop.status).toBe(200)
    expect(stop.json.message).toBe('Done: we will not e-mail you about your submissions again.')
    await http('PATCH', `/api/admin/headstash-submissions/${second}`, { body: { status: 'rejected' }, cookie: admin })
    await runNoticesNow()
    expect(inbox.to(email)).toHaveLength(1)
  })
})
