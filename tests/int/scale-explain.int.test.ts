// Every hot read of finds and subscribers has an index to use: the SQL the public list, filters, sorts and
// search, the public API's pages, the staff board and subscriber lists (search, filters, paging), the
// review-time figures and Payload's own list query really send is captured (src/lib/db/query-stats.mjs) and explained with
// sequential scans disabled. Postgres then still plans a Seq Scan only where no index can serve the
// statement, which is what would read all 100,000 rows on every request. (How fast they are at that size
// is `npm run bench:scale`'s job; tests never assert times.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { insertFinds, insertSubscribers } from '../../scripts/lib/scale-data.mjs'
import { collectQueries } from '@/lib/db/query-stats.mjs'
import { api, countedPayloadInstance, signInNewAccount } from '../helpers/api'
import { pngBytes } from '../helpers/fixtures'
import { listApprovedSubmissions } from '@/lib/submissions/queries'

const prefix = `explain-${Date.now().toString(36)}-`
const WATCHED_TABLES = ['headstash_submissions', 'newsletter_subscribers']
let admin = ''
let payload: Payload
let firstFindId = 0

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

const scannedTables = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(scannedTables),
]

/** The statements a call sends that read finds or subscribers, each with the tables it scans sequentially. */
async function seqScansOf(path: string, cookie?: string) {
  const { result, stats } = await collectQueries(() => api('GET', path, cookie ? { cookie } : {}), { statements: true })
  expect(result.status, path).toBe(200)
  const reads = (stats.statements ?? []).filter(
    (statement) => /^\s*(select|with)\b/i.test(statement.text) && WATCHED_TABLES.some((table) => statement.text.includes(table)),
  )
  expect(reads.length, `${path} reads finds or subscribers`).toBeGreaterThan(0)
  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SET LOCAL enable_seqscan = off')
    const scans = []
    for (const statement of reads) {
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (FORMAT JSON) ${statement.text}`,
        statement.values as unknown[] | undefined,
      )
      const tables = scannedTables(rows[0]!['QUERY PLAN'][0]!.Plan).filter((table) => WATCHED_TABLES.includes(table))
      if (tables.length) scans.push({ tables, sql: statement.text.replace(/\s+/g, ' ') })
    }
    return scans
  } finally {
    await client.query('ROLLBACK')
    client.release()
  }
}

beforeAll(async () => {
  payload = await countedPayloadInstance()
  admin = await signInNewAccount(`explain-${prefix}`, 'explain-pass-1', 'admin')
  const { rows } = await payload.db.drizzle.execute<{ id: number }>(sql`SELECT coalesce(max(id), 0) + 1 AS id FROM headstash_submissions`)
  firstFindId = Number(rows[0]?.id)
  await insertFinds(payload.db.pool, 200, { seed: 99 })
  await insertFinds(payload.db.pool, 20, { status: 'pending', seed: 98 })
  await insertSubscribers(payload.db.pool, 200, { prefix })
  await payload.db.drizzle.execute(sql`ANALYZE headstash_submissions`)
  await payload.db.drizzle.execute(sql`ANALYZE newsletter_subscribers`)
})

afterAll(async () => {
  // Files run one after another: the finds added here are the ones from firstFindId on.
  await payload.db.drizzle.execute(sql`DELETE FROM headstash_submissions WHERE id >= ${firstFindId}`)
  await payload.db.drizzle.execute(sql`DELETE FROM newsletter_subscribers WHERE email LIKE ${`${prefix}%`}`)
})

describe('the hot reads of finds and subscribers use indexes', () => {
  it.each([
    '/api/headstash/submissions',
    '/api/headstash/submissions?page=2',
    '/api/headstash/submissions?category=flower',
    '/api/headstash/submissions?sort=top',
    '/api/headstash/submissions?category=edible&sort=top&page=2',
    '/api/headstash/submissions?vibe=chill',
    '/api/headstash/submissions?q=blue%20kush',
  ])('the public list %s', async (path) => {
    expect(await seqScansOf(path)).toEqual([])
  })

  it.each([
    '/api/admin/headstash-submissions',
    '/api/admin/headstash-submissions?status=pending&order=oldest',
    '/api/admin/headstash-submissions?status=approved&category=flower&page=2',
    '/api/admin/headstash-submissions?q=kush',
    '/api/admin/newsletter/subscribers',
    '/api/admin/newsletter/subscribers?status=active&page=2',
    `/api/admin/newsletter/subscribers?q=${prefix}1`,
    // Payload's generated list views ask for this: the default sort, 10 a page, and the count.
    '/api/headstash-submissions?limit=10',
    '/api/headstash-submissions?limit=10&page=3&sort=-flames',
    '/api/newsletter-subscribers?limit=10',
    '/api/newsletter-subscribers?limit=10&sort=email',
    // The review-time figures: also the sentence every Cloud render reads after a moderation decision.
    '/api/admin/moderation/health',
  ])('the staff list %s', async (path) => {
    expect(await seqScansOf(path, admin)).toEqual([])
  })
})

describe('a Cloud page re-rendered after a change', () => {
  // What src/components/cloud/CloudPage.tsx reads when a change has expired its cached copy: the list with
  // its count and tiles (and facets while searching), the finds' documents and their pictures. (The
  // review-time sentence is cached apart, by time: src/lib/moderation/review-time.ts.)
  beforeAll(async () => {
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'A find photographed for the statement count' },
      file: { data: await pngBytes(), mimetype: 'image/png', name: `statements-${prefix}.png`, size: 0 },
      overrideAccess: true,
    })
    // Thirty of this file's finds become the newest, which the first pages below show, and carry a
    // picture as real finds do (marked public as the finds' hooks would; these rows bypass the hooks).
    await payload.db.drizzle.execute(sql`UPDATE media SET public = true WHERE id = ${picture.id}`)
    await payload.db.drizzle.execute(
      sql`UPDATE headstash_submissions SET image_id = ${picture.id}, created_at = now()
        WHERE id IN (SELECT id FROM headstash_submissions WHERE id >= ${firstFindId} AND status = 'approved' ORDER BY id DESC LIMIT 30)`,
    )
  })

  it.each([{}, { category: 'flower' }, { sort: 'top' }, { vibe: 'chill', page: 2 }, { q: 'blue kush' }])(
    'sends at most 3 SQL statements for %o',
    async (filters) => {
      const { result, stats } = await collectQueries(() => listApprovedSubmissions(payload, filters, { facets: 'q' in filters }), {
        statements: true,
      })
      expect(result.stats.totalEntries).toBeGreaterThan(0)
      const sent = (stats.statements ?? []).map((statement) => statement.text.replace(/\s+/g, ' ').slice(0, 100))
      expect(stats.queries, sent.join('\n')).toBeLessThanOrEqual(3)
    },
  )

  it('shows the pictures it read', async () => {
    const { submissions } = await listApprovedSubmissions(payload, {})
    expect(submissions.some((find) => find.thumbnailUrl?.includes('/api/media/file/'))).toBe(true)
  })
})
