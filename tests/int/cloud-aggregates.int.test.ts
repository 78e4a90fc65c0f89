// The Cloud's tiles come from aggregates Postgres maintains with statement triggers (src/lib/submissions/
// aggregates.ts). Whatever writes the rows — Payload's API, multi-row SQL like the bulk import and bulk
// review, deletes — the aggregates must equal a full count over the table at every moment. The test
// mixes all of them with a seeded random sequence and compares after each step.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { listApprovedSubmissions } from '@/lib/submissions/queries'
import { payloadInstance } from '../helpers/api'
import { validSubmission } from '../helpers/fixtures'
import { seededRandom } from '../../scripts/lib/seeded-random.mjs'

let payload: Payload
const suffix = Date.now().toString(36)

beforeAll(async () => {
  payload = await payloadInstance()
})

const query = async <T extends Record<string, unknown>>(text: ReturnType<typeof sql>) => (await payload.db.drizzle.execute<T>(text)).rows

/** The tiles computed the slow way, from every approved row. */
async function counted() {
  const [row] = await query<Record<string, number>>(sql`
    SELECT count(*)::int AS approved,
      count(DISTINCT headstash_contributor_key(submitted_by, submitter_email, id))::int AS contributors,
      coalesce(sum(flames::int), 0)::int AS flames_sum,
      count(*) FILTER (WHERE flames = 1)::int AS flames_1, count(*) FILTER (WHERE flames = 2)::int AS flames_2,
      count(*) FILTER (WHERE flames = 3)::int AS flames_3, count(*) FILTER (WHERE flames = 4)::int AS flames_4,
      count(*) FILTER (WHERE flames = 5)::int AS flames_5
    FROM headstash_submissions WHERE status = 'approved'`)
  const vibes = await query<{ vibe: string; entries: number }>(sql`
    SELECT trim(vibe) AS vibe, count(*)::int AS entries FROM headstash_submissions
    WHERE status = 'approved' AND nullif(trim(vibe), '') IS NOT NULL GROUP BY 1 ORDER BY 1`)
  return { totals: row, vibes }
}

async function maintained() {
  const [row] = await query<Record<string, number>>(sql`
    SELECT approved, contributors, flames_sum::int AS flames_sum, flames_1, flames_2, flames_3, flames_4, flames_5 FROM cloud_totals`)
  const vibes = await query<{ vibe: string; entries: number }>(sql`SELECT vibe, entries FROM cloud_vibes WHERE entries > 0 ORDER BY vibe`)
  return { totals: row, vibes }
}

describe("The Cloud's maintained aggregates", () => {
  it('equal a full count after every kind of write, single and multi-row', async () => {
    const random = seededRandom(2026)
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
    const people = ['Ash', 'Bo', 'Cy', 'Di']
    const vibes = ['chill', 'creative', 'sleepy', null]
    const ids: number[] = []
    expect(await maintained()).toEqual(await counted())
    for (let step = 0; step < 60; step++) {
      const roll = random()
      if (roll < 0.35 || ids.length < 3) {
        const doc = await payload.create({
          collection: 'headstash-submissions',
          data: {
            ...validSubmission.edible,
            name: `Aggregate ${suffix} ${step}`,
            flames: 1 + Math.floor(random() * 5),
            vibe: pick(vibes),
            submittedBy: `${pick(people)} ${suffix}`,
            submitterEmail: random() < 0.5 ? `${pick(people).toLowerCase()}-${suffix}@example.com` : null,
            status: pick(['approved', 'pending', 'rejected'] as const),
          },
          overrideAccess: true,
        })
        ids.push(doc.id)
      } else if (roll < 0.6) {
        await payload.update({
          collection: 'headstash-submissions',
          id: pick(ids),
          data: { status: pick(['approved', 'pending', 'rejected'] as const), flames: 1 + Math.floor(random() * 5), vibe: pick(vibes) },
          overrideAccess: true,
        })
      } else if (roll < 0.75) {
        // Many rows in one statement, as bulk review does.
        const some = ids.filter(() => random() < 0.5)
        if (some.length) {
          await payload.db.drizzle.execute(
            sql`UPDATE headstash_submissions SET status = ${pick(['approved', 'rejected'])} WHERE id IN (${sql.join(
              some.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
        }
      } else if (roll < 0.85) {
        // Many rows inserted in one statement, as the bulk import does.
        const { rows } = await payload.db.drizzle.execute<{ id: number }>(sql`
          INSERT INTO headstash_submissions (category, name, edible_type, where_acquired, flames, submitted_by, location, industry, status, vibe)
          SELECT 'edible', 'Aggregate bulk ' || g, 'gummies', 'shop', 1 + (g % 5), ${`${pick(people)} ${suffix}`}, 'Denver', 'other', 'approved', ${pick(vibes)}
          FROM generate_series(1, 25) AS g RETURNING id`)
        ids.push(...rows.map((row) => Number(row.id)))
      } else {
        const id = ids.splice(Math.floor(random() * ids.length), 1)[0] as number
        if (random() < 0.5) await payload.delete({ collection: 'headstash-submissions', id, overrideAccess: true })
        else await payload.db.drizzle.execute(sql`DELETE FROM headstash_submissions WHERE id = ${id}`)
      }
      expect(await maintained(), `after step ${step}`).toEqual(await counted())
    }
  })

  it('are what the tiles show, without a scan per render', async () => {
    const { stats } = await listApprovedSubmissions(payload, { limit: 1 })
    const { totals, vibes } = await counted()
    const { approved = 0, contributors = 0, flames_sum: flamesSum = 0 } = totals ?? {}
    expect(stats.totalEntries).toBe(approved)
    expect(stats.contributors).toBe(contributors)
    expect(stats.averageRating).toBe(approved ? Math.round((flamesSum / approved) * 10) / 10 : 0)
    expect(stats.vibes).toEqual(vibes.map((row) => row.vibe))
    expect(stats.filteredResults).toBe(approved)
    const [plan] = await query<{ 'QUERY PLAN': string }>(sql`EXPLAIN SELECT approved, contributors FROM cloud_totals`)
    expect(plan!['QUERY PLAN']).not.toMatch(/headstash_submissions/)
  })
})
