// Fuzz: random staff calls through every door (Payload REST, GraphQL, the custom admin endpoints) with a
// seeded RNG; the database itself reports every row change (triggers record the table, the row and the
// transaction), and every change must have an audit row written in the same transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Pool } from 'pg'
import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route'
import { verifyChain } from '@/lib/audit/verify'
import { payloadPool } from '@/lib/db/transaction'
import { CSV_COLUMNS } from '@/lib/submissions/fields'
import { api, BASE_URL, payloadInstance, signInNewAccount } from '../helpers/api'
import { csvLine, edibleRow, validSubmission } from '../helpers/fixtures'
import { seededRandom } from '../../scripts/lib/seeded-random.mjs'

const CALLS = Number(process.env.AUDIT_FUZZ_CALLS ?? 1000)
const SEED = Number(process.env.AUDIT_FUZZ_SEED ?? 20261125)
const suffix = `${Date.now()}`

/** The tables watched, and the collection (or global) slug their audit rows name. */
const WATCHED: Record<string, string> = {
  headstash_submissions: 'headstash-submissions',
  strain_submissions: 'strain-entries',
  changelog_entries: 'changelog-entries',
  subscription_gates: 'gates',
  seo_settings: 'seo-settings',
  site_settings: 'site-settings',
  newsletter_subscribers: 'newsletter-subscribers',
}

let admin = ''
let pool: Pool

async function installCapture(db: Pool) {
  await db.query(`
    CREATE TABLE IF NOT EXISTS audit_fuzz_changes (tbl text, row_id text, op text, tx bigint);
    CREATE TABLE IF NOT EXISTS audit_fuzz_audits (tx bigint, collection text, target_id text, action text, diff jsonb);
    TRUNCATE audit_fuzz_changes, audit_fuzz_audits;
    CREATE OR REPLACE FUNCTION audit_fuzz_capture() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        INSERT INTO audit_fuzz_changes VALUES (TG_TABLE_NAME, OLD.id::text, TG_OP, txid_current());
        RETURN OLD;
      END IF;
      -- A save that only moves updated_at changed nothing.
      IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'updated_at') = (to_jsonb(OLD) - 'updated_at') THEN RETURN NEW; END IF;
      INSERT INTO audit_fuzz_changes VALUES (TG_TABLE_NAME, NEW.id::text, TG_OP, txid_current());
      RETURN NEW;
    END $$;
    CREATE OR REPLACE FUNCTION audit_fuzz_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO audit_fuzz_audits VALUES (txid_current(), NEW.collection, NEW.target_id, NEW.action::text, NEW.diff);
      RETURN NEW;
    END $$;
    CREATE OR REPLACE TRIGGER audit_fuzz AFTER INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_fuzz_audit();
  `)
  for (const table of Object.keys(WATCHED)) {
    await db.query(
      `CREATE OR REPLACE TRIGGER audit_fuzz AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION audit_fuzz_capture()`,
    )
  }
}

async function removeCapture(db: Pool) {
  for (const table of [...Object.keys(WATCHED), 'audit_log']) await db.query(`DROP TRIGGER IF EXISTS audit_fuzz ON ${table}`)
  await db.query('DROP TABLE IF EXISTS audit_fuzz_changes, audit_fuzz_audits')
  await db.query('DROP FUNCTION IF EXISTS audit_fuzz_capture(), audit_fuzz_audit()')
}

async function graphql(query: string) {
  const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: admin }
  const response = await graphqlPost(
    new Request(`${BASE_URL}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) }),
    {},
  )
  return { status: response.status, body: (await response.json()) as { data?: Record<string, { id?: number } | null> | null } }
}

const SEO_ROUTES = ['/flame-rating-guide', '/the-cloud', '/wiyhs', '/changelog', '/podcast']
const REJECTION = ['duplicate', 'not-a-product', 'unclear-photo', 'missing-details', 'off-topic', 'unsafe', 'other']

beforeAll(async () => {
  admin = await signInNewAccount(`fuzz-admin-${suffix}`, 'fuzz-admin-pass-1', 'admin')
  pool = payloadPool(await payloadInstance())
  await installCapture(pool)
})

afterAll(async () => {
  await removeCapture(pool)
})

describe('audit fuzz', () => {
  it(`${CALLS} random staff calls through REST, GraphQL and the custom endpoints leave 0 changes without an audit row`, async () => {
    const random = seededRandom(SEED)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const word = () => `w${Math.floor(random() * 1e6)}`
    const ids: Record<'submission' | 'strain' | 'changelog' | 'gate' | 'subscriber', number[]> = {
      submission: [],
      strain: [],
      changelog: [],
      gate: [],
      subscriber: [],
    }
    const some = (kind: keyof typeof ids) => (ids[kind].length ? pick(ids[kind]) : 2 ** 31 - 2)
    const drop = (kind: keyof typeof ids, id: number) => (ids[kind] = ids[kind].filter((item) => item !== id))
    const created = (kind: keyof typeof ids, id: unknown) => typeof id === 'number' && ids[kind].push(id)

    // Subscribers to delete exist before the watch starts: a visitor's sign-up is no staff action.
    const payload = await payloadInstance()
    for (let i = 0; i < 40; i += 1) {
      const subscriber = await payload.create({
        collection: 'newsletter-subscribers',
        data: { email: `fuzz-${suffix}-${i}@example.com`, subscribedAt: new Date().toISOString(), status: 'active' },
        overrideAccess: true,
        context: {},
      })
      ids.subscriber.push(subscriber.id)
    }
    await pool.query('TRUNCATE audit_fuzz_changes, audit_fuzz_audits')

    type Doc = { doc?: { id?: number } }
    const operations: Array<[weight: number, run: () => Promise<unknown>]> = [
      // Payload REST
      [
        8,
        async () =>
          created(
            'submission',
            (
              await api<Doc>('POST', '/api/headstash-submissions', {
                cookie: admin,
                body: { ...validSubmission.flower, name: `Fuzz ${word()}` },
              })
            ).json.doc?.id,
          ),
      ],
      [8, () => api('PATCH', `/api/headstash-submissions/${some('submission')}`, { cookie: admin, body: { flavorNotes: word() } })],
      [5, () => api('PATCH', `/api/headstash-submissions/${some('submission')}`, { cookie: admin, body: { status: 'approved' } })],
      [
        5,
        () =>
          api('PATCH', `/api/headstash-submissions/${some('submission')}`, {
            cookie: admin,
            body: { status: 'rejected', rejectionReason: pick(REJECTION), rejectionNote: word() },
          }),
      ],
      [
        3,
        async () => {
          const id = some('submission')
          drop('submission', id)
          return api('DELETE', `/api/headstash-submissions/${id}`, { cookie: admin })
        },
      ],
      [
        5,
        async () =>
          created(
            'strain',
            (
              await api<Doc>('POST', '/api/strain-entries', {
                cookie: admin,
                body: {
                  strainName: `Fuzz ${word()}`,
                  strainType: 'hybrid',
                  submitterName: 'F',
                  submitterEmail: 'f@example.com',
                  description: 'A fuzzed strain entry',
                },
              })
            ).json.doc?.id,
          ),
      ],
      [5, () => api('PATCH', `/api/strain-entries/${some('strain')}`, { cookie: admin, body: { isApproved: random() < 0.5 } })],
      [
        2,
        async () => {
          const id = some('strain')
          drop('strain', id)
          return api('DELETE', `/api/strain-entries/${id}`, { cookie: admin })
        },
      ],
      [3, () => api('POST', '/api/globals/site-settings', { cookie: admin, body: { postalAddress: `${word()} Street` } })],
      // GraphQL
      [6, () => graphql(`mutation { updateHeadstashSubmission(id: ${some('submission')}, data: { flavorNotes: "${word()}" }) { id } }`)],
      [
        4,
        () =>
          graphql(
            `mutation { updateHeadstashSubmission(id: ${some('submission')}, data: { status: ${pick(['approved', 'rejected', 'pending'])} }) { id } }`,
          ),
      ],
      [
        4,
        async () =>
          created(
            'strain',
            (
              await graphql(
                `mutation { createStrainSubmission(data: { strainName: "Gql ${word()}", strainType: indica, submitterName: "G", submitterEmail: "g@example.com", description: "A strain made over GraphQL" }) { id } }`,
              )
            ).body.data?.createStrainSubmission?.id,
          ),
      ],
      [
        2,
        async () => {
          const id = some('strain')
          drop('strain', id)
          return graphql(`mutation { deleteStrainSubmission(id: ${id}) { id } }`)
        },
      ],
      [2, () => graphql(`mutation { updateSiteSetting(data: { postalAddress: "${word()} Avenue" }) { postalAddress } }`)],
      // Custom admin endpoints
      [
        8,
        () =>
          api('PATCH', `/api/admin/headstash-submissions/${some('submission')}`, {
            cookie: admin,
            body: { status: pick(['approved', 'rejected', 'pending']) },
          }),
      ],
      [
        4,
        () =>
          api('PATCH', `/api/admin/headstash-submissions/${some('submission')}`, { cookie: admin, body: { location: `${word()}, CO` } }),
      ],
      [
        4,
        async () =>
          created(
            'changelog',
            (
              await api<{ entry?: { id?: number } }>('POST', '/api/admin/changelog', {
                cookie: admin,
                body: { title: `Fuzz ${word()}`, description: 'Fuzzed' },
              })
            ).json.entry?.id,
          ),
      ],
      [4, () => api('PATCH', `/api/admin/changelog/${some('changelog')}`, { cookie: admin, body: { title: `Edited ${word()}` } })],
      [
        2,
        async () => {
          const id = some('changelog')
          drop('changelog', id)
          return api('DELETE', `/api/admin/changelog/${id}`, { cookie: admin })
        },
      ],
      [
        3,
        async () =>
          created(
            'gate',
            (
              await api<{ gate?: { id?: number } }>('POST', '/api/admin/subscription-gates', {
                cookie: admin,
                body: { name: 'Fuzz gate', pagePath: `/fuzz-${word()}`, title: 'Join', description: 'Weekly' },
              })
            ).json.gate?.id,
          ),
      ],
      [3, () => api('PUT', `/api/admin/subscription-gates/${some('gate')}`, { cookie: admin, body: { isActive: random() < 0.5 } })],
      [
        2,
        async () => {
          const id = some('gate')
          drop('gate', id)
          return api('DELETE', `/api/admin/subscription-gates/${id}`, { cookie: admin })
        },
      ],
      [
        3,
        () =>
          api('POST', '/api/admin/seo-settings', {
            cookie: admin,
            body: { pageRoute: pick(SEO_ROUTES), title: `T ${word()}`, description: 'D' },
          }),
      ],
      [
        2,
        async () => {
          const id = some('subscriber')
          drop('subscriber', id)
          return api('DELETE', `/api/admin/newsletter/subscribers/${id}`, { cookie: admin })
        },
      ],
      [
        // Bulk review writes with raw SQL in its own transaction, and so do its undo and restore.
        2,
        async () => {
          const chosen = [...new Set([some('submission'), some('submission'), some('submission')])]
          const answer = await api<{ batchId?: string }>('POST', '/api/admin/headstash-submissions/bulk', {
            cookie: admin,
            body: { ids: chosen, action: pick(['approve', 'reject'] as const) },
          })
          const batchId = answer.json?.batchId
          if (!batchId || random() < 0.5) return answer
          return api('POST', `/api/admin/headstash-submissions/bulk/${batchId}/${pick(['undo', 'restore'])}`, { cookie: admin, body: {} })
        },
      ],
      [
        1,
        () => {
          const csv = [CSV_COLUMNS.join(','), csvLine(edibleRow(`Fuzz CSV ${word()}`)), csvLine(edibleRow(`Fuzz CSV ${word()}`))].join('\n')
          const form = new FormData()
          form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'fuzz.csv')
          form.append('contributorMode', 'default')
          return api('POST', '/api/admin/headstash-submissions/bulk-upload', { cookie: admin, rawBody: form })
        },
      ],
    ]
    const total = operations.reduce((sum, [weight]) => sum + weight, 0)
    const choose = () => {
      let roll = random() * total
      for (const [weight, run] of operations) {
        roll -= weight
        if (roll < 0) return run
      }
      return operations[0]![1]
    }
    for (let call = 0; call < CALLS; call += 1) await choose()()

    const { rows: changes } = await pool.query<{ tbl: string; row_id: string; op: string; tx: string }>('SELECT * FROM audit_fuzz_changes')
    const { rows: audits } = await pool.query<{ tx: string; collection: string; target_id: string | null; action: string; diff: unknown }>(
      'SELECT * FROM audit_fuzz_audits',
    )
    const covers = (change: (typeof changes)[number]) =>
      audits.some((audit) => {
        if (audit.tx !== change.tx || audit.collection !== WATCHED[change.tbl]) return false
        if (change.tbl === 'site_settings') return audit.target_id === null
        if (audit.action === 'csv-import') {
          const createdIds = (audit.diff as { createdIds?: { after?: number[] } }).createdIds?.after ?? []
          return createdIds.map(String).includes(change.row_id)
        }
        return audit.target_id === change.row_id
      })
    const unaudited = changes.filter((change) => !covers(change))
    // Enough happened for the check to mean something: every kind of change, through every door.
    const kinds = new Set(changes.map((change) => `${change.tbl}:${change.op}`))
    const actions = new Set(audits.map((audit) => audit.action))
    console.log(
      `audit fuzz (seed ${SEED}): ${CALLS} calls, ${changes.length} row changes, ${audits.length} audit rows, ${unaudited.length} without one`,
    )
    expect(changes.length).toBeGreaterThan(CALLS / 3)
    for (const action of ['create', 'update', 'delete', 'approve', 'reject', 'settings', 'subscriber-delete', 'csv-import'])
      expect(actions).toContain(action)
    for (const kind of [
      'headstash_submissions:DELETE',
      'strain_submissions:UPDATE',
      'changelog_entries:INSERT',
      'subscription_gates:UPDATE',
      'site_settings:UPDATE',
    ]) {
      expect(kinds).toContain(kind)
    }
    expect(unaudited).toEqual([])
    expect((await verifyChain(async (text, values) => pool.query(text, values))).broken).toBeNull()
  }, 900_000)
})
