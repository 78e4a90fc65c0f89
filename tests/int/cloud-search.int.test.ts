import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PublicSubmission, SubmissionStats } from '@/lib/submissions/queries'
import { approvedMatchSql } from '@/lib/submissions/queries'
import { api, payloadInstance } from '../helpers/api'
import { validSubmission } from '../helpers/fixtures'

// The Cloud's full-text search and sort, proven through the public API the page's "Load
// more" uses (the server-rendered page reads the same function).
type SubmissionList = { submissions: PublicSubmission[]; stats: SubmissionStats; totalDocs: number; hasNextPage: boolean; page: number }

// Words no other test writes, so each search sees only this file's entries.
const tag = `zq${Date.now().toString(36)}`
const word = (field: string) => `${tag}${field}`

const search = async (query: Record<string, string>) => {
  const response = await api<SubmissionList>('GET', `/api/headstash/submissions?${new URLSearchParams({ limit: '100', ...query })}`)
  expect(response.status).toBe(200)
  return response.json
}
const names = async (query: Record<string, string>) => (await search(query)).submissions.map((entry) => entry.name)

describe('The Cloud search and sort', () => {
  const created: Record<string, string> = {}

  beforeAll(async () => {
    const payload = await payloadInstance()
    const create = async (name: string, data: Record<string, unknown>) => {
      await payload.create({
        collection: 'headstash-submissions',
        data: { ...validSubmission.flower, name, status: 'approved', ...data },
        overrideAccess: true,
      })
    }
    // Sequential, so creation order is the "newest" order.
    await create(`Name ${word('name')} Kush`, { flames: 2 })
    await create(`By breeder ${tag}`, { breeder: `${word('breeder')} Seeds`, flames: 5 })
    await create(`By flavor ${tag}`, { flavorNotes: `Lemon, ${word('flavor')}, pine`, flames: 3 })
    await create(`By effects ${tag}`, { effects: `Calm and ${word('effects')}`, flames: 5 })
    await create(`By vibe ${tag}`, { vibe: word('vibe'), flames: 1 })
    await create(`By location ${tag}`, { location: `${word('location')}, OR`, flames: 4 })
    await create(`Unrelated ${Date.now()}`, {})
    for (const status of ['pending', 'rejected'] as const) {
      await create(`Hidden ${status} ${tag}`, { status, breeder: word('breeder'), location: word('location') })
    }
    Object.assign(created, { name: `Name ${word('name')} Kush` })
  })

  it('finds an approved entry by each searched field: name, breeder, flavor notes, effects, vibe, location', async () => {
    expect(await names({ q: word('name') })).toEqual([created.name])
    expect(await names({ q: word('breeder') })).toEqual([`By breeder ${tag}`])
    expect(await names({ q: word('flavor') })).toEqual([`By flavor ${tag}`])
    expect(await names({ q: word('effects') })).toEqual([`By effects ${tag}`])
    expect(await names({ q: word('vibe') })).toEqual([`By vibe ${tag}`])
    expect(await names({ q: word('location') })).toEqual([`By location ${tag}`])
  })

  it('never returns pending or rejected entries, and Filtered Results counts the matches', async () => {
    const all = await search({ q: tag })
    expect(all.submissions.map((entry) => entry.name).sort()).toEqual(
      [created.name, ...['breeder', 'flavor', 'effects', 'vibe', 'location'].map((field) => `By ${field} ${tag}`)].sort(),
    )
    expect(all.submissions.every((entry) => entry.status === 'approved')).toBe(true)
    expect(all.totalDocs).toBe(6)
    expect(all.stats.filteredResults).toBe(6)
    expect(all.stats.totalEntries).toBeGreaterThan(6)
    expect((await search({ q: `${word('breeder')} ${word('location')}` })).submissions).toEqual([])
  })

  it('matches a partial last word and every word, ignoring case and punctuation', async () => {
    expect(await names({ q: `${tag.toUpperCase()}LOCAT` })).toEqual([`By location ${tag}`])
    expect(await names({ q: `"${word('name')}" kus!` })).toEqual([created.name])
    expect(await names({ q: `${word('name')} haze` })).toEqual([])
    // Would-be tsquery syntax is plain text, not an error.
    expect((await search({ q: `${tag} & | ! :* ( ' \\` })).totalDocs).toBe(6)
  })

  it('sorts a search best match first (then newest) by default and by flames (then newest) for top rated; unknown sorts are the default', async () => {
    const newest = [`By location ${tag}`, `By vibe ${tag}`, `By effects ${tag}`, `By flavor ${tag}`, `By breeder ${tag}`, created.name]
    // While searching, the default order is best match first (the breeder entry holds the word twice in
    // its name and breeder), then newest among equal matches.
    const best = [`By breeder ${tag}`, ...newest.filter((name) => name !== `By breeder ${tag}`)]
    expect(await names({ q: tag })).toEqual(best)
    expect(await names({ q: tag, sort: 'bogus' })).toEqual(best)
    expect(await names({ q: tag, sort: 'top' })).toEqual([
      `By effects ${tag}`,
      `By breeder ${tag}`,
      `By location ${tag}`,
      `By flavor ${tag}`,
      created.name,
      `By vibe ${tag}`,
    ])
  })

  it('pages through the matches keeping the search and the sort', async () => {
    const first = await search({ q: tag, sort: 'top', limit: '4' })
    const second = await search({ q: tag, sort: 'top', limit: '4', page: '2' })
    expect(first.hasNextPage).toBe(true)
    expect(second.hasNextPage).toBe(false)
    expect([...first.submissions, ...second.submissions].map((entry) => entry.name)).toEqual(await names({ q: tag, sort: 'top' }))
  })

  it('ranks by the title as it is now: an edited name moves its find, and a raw SQL write is ranked too', async () => {
    const payload = await payloadInstance()
    const flavor = (
      await payload.find({ collection: 'headstash-submissions', where: { name: { equals: `By flavor ${tag}` } }, overrideAccess: true })
    ).docs[0]
    expect(flavor).toBeDefined()
    // Three words starting with the searched one: a better title match than the breeder entry's two.
    const renamed = `By flavor ${tag} ${word('one')} ${word('two')}`
    try {
      await payload.update({ collection: 'headstash-submissions', id: flavor!.id, data: { name: renamed }, overrideAccess: true })
      expect((await names({ q: tag }))[0]).toBe(renamed)
      // Writers outside Payload (the bulk import, a console) keep the stored title vector as well.
      await payload.db.drizzle.execute(sql`UPDATE headstash_submissions SET name = ${`By flavor ${tag}`} WHERE id = ${flavor!.id}`)
      expect((await names({ q: tag }))[0]).toBe(`By breeder ${tag}`)
    } finally {
      await payload.db.drizzle.execute(sql`UPDATE headstash_submissions SET name = ${`By flavor ${tag}`} WHERE id = ${flavor!.id}`)
    }
  })

  it("searches through the migration's GIN index (the query's expression is the index's)", async () => {
    const payload = await payloadInstance()
    let plan = ''
    // A handful of rows would be read sequentially, or through the status index or a list order's partial
    // index, whatever else exists: all are set aside inside a transaction that is rolled back (Postgres
    // DDL is transactional).
    await payload.db.drizzle
      .transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`)
        await tx.execute(sql`DROP INDEX headstash_submissions_status_idx`)
        await tx.execute(sql`DROP INDEX headstash_submissions_decided_reviewed_at_idx`)
        for (const order of ['newest', 'top', 'category', 'vibe']) {
          await tx.execute(sql.raw(`DROP INDEX headstash_submissions_approved_${order}_idx`))
        }
        const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
          sql`EXPLAIN SELECT id FROM headstash_submissions WHERE ${approvedMatchSql({ q: tag })}`,
        )
        plan = rows.map((row) => row['QUERY PLAN']).join('\n')
        tx.rollback()
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error
      })
    expect(plan).toContain('headstash_submissions_search_idx')
  })
})
