import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PublicSubmission, SearchFacets } from '@/lib/submissions/queries'
import type { FoundStrain } from '@/lib/strains/queries'
import { api, payloadInstance } from '../helpers/api'
import { validSubmission } from '../helpers/fixtures'

// Search that forgives, through the public API against the real Postgres: typos, web-search syntax,
// ranking, highlights, facet counts, and the count of searches that found nothing.
type Answer = { submissions: PublicSubmission[]; totalDocs: number; facets?: SearchFacets }

// Made-up words no other test writes (letters only, so typos of them are plain words too).
const stamp = Date.now()
  .toString(36)
  .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)
const name = `Qorvex${stamp} Blissberry`
const breeder = `Zandoril${stamp}lab`

const search = async (q: string, extra: Record<string, string> = {}) => {
  const response = await api<Answer>('GET', `/api/headstash/submissions?${new URLSearchParams({ q, limit: '50', ...extra })}`)
  expect(response.status).toBe(200)
  return response.json
}

describe('Search that forgives', () => {
  beforeAll(async () => {
    const payload = await payloadInstance()
    const create = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'headstash-submissions',
        data: { ...validSubmission.flower, status: 'approved', ...data },
        overrideAccess: true,
      })
    await create({ name, breeder, flames: 5, vibe: 'chill' })
    await create({ name: `Other ${stamp}`, breeder: 'Nobody', flavorNotes: `qorvex${stamp} notes`, flames: 2, vibe: 'sleepy' })
    await payload.create({
      collection: 'headstash-submissions',
      data: { ...validSubmission.concentrate, name: `Qorvex${stamp} Rosin`, status: 'approved', flames: 4 },
      overrideAccess: true,
    } as Parameters<typeof payload.create>[0])
    await create({ name: `Hidden ${stamp} Blissberry`, status: 'pending' })
  })

  it('forgives one typo from five letters and two from nine, in names and breeders', async () => {
    const typo = (word: string, at: number) => word.slice(0, at) + (word[at] === 'x' ? 'y' : 'x') + word.slice(at + 1)
    expect((await search(`${typo(`qorvex${stamp}`, 2)} blisberry`)).submissions.map((entry) => entry.name)).toContain(name)
    // Two substitutions in a long word.
    expect((await search(typo(typo(breeder.toLowerCase(), 1), 6))).submissions.map((entry) => entry.name)).toEqual([name])
    // Three is too many.
    expect((await search(typo(typo(typo(breeder.toLowerCase(), 1), 4), 7))).totalDocs).toBe(0)
    // A swap of two neighbours is one typo.
    expect((await search(`qorvex${stamp} blissbrery`)).submissions.map((entry) => entry.name)).toEqual([name])
  })

  it('reads web-search syntax: phrases, exclusions and or', async () => {
    expect((await search(`"qorvex${stamp} blissberry"`)).submissions.map((entry) => entry.name)).toEqual([name])
    expect((await search(`"blissberry qorvex${stamp}"`)).totalDocs).toBe(0)
    expect((await search(`qorvex${stamp} -rosin`)).submissions.map((entry) => entry.name).sort()).toEqual([name, `Other ${stamp}`].sort())
    expect((await search(`zandoril${stamp}lab or other ${stamp}`)).totalDocs).toBeGreaterThanOrEqual(1)
  })

  it('ranks a match in the name above one in the flavor notes, and marks the matches', async () => {
    const { submissions } = await search(`qorvex${stamp}`)
    expect(submissions.at(-1)?.name).toBe(`Other ${stamp}`)
    const top = submissions.find((entry) => entry.name === name)
    expect(top?.highlights?.name).toEqual(['', `Qorvex${stamp}`, ' Blissberry'])
    const typed = (await search(`qorvex${stamp} blisberry`)).submissions.find((entry) => entry.name === name)
    expect(typed?.highlights?.name).toEqual(['', `Qorvex${stamp}`, ' ', 'Blissberry'])
    expect(submissions.find((entry) => entry.name === `Other ${stamp}`)?.highlights).toEqual({
      flavorNotes: ['', `qorvex${stamp}`, ' notes'],
    })
  })

  it('counts facets of the search in the same answer: category under the vibe, vibe under the category, flames under both', async () => {
    const all = await search(`qorvex${stamp}`)
    expect(all.facets).toEqual({
      category: { flower: 2, concentrate: 1 },
      vibe: expect.objectContaining({ chill: 1, sleepy: 1 }),
      flames: { '5': 1, '2': 1, '4': 1 },
    })
    const flower = await search(`qorvex${stamp}`, { category: 'flower', vibe: 'chill' })
    expect(flower.totalDocs).toBe(1)
    expect(flower.facets?.category).toEqual({ flower: 1 })
    expect(flower.facets?.vibe).toEqual({ chill: 1, sleepy: 1 })
    expect(flower.facets?.flames).toEqual({ '5': 1 })
  })

  it('counts searches that found nothing by their text only, and staff alone can read the count', async () => {
    const nothing = `nothing${stamp} here`
    await search(`  Nothing${stamp}   HERE! `)
    await search(nothing)
    const payload = await payloadInstance()
    let searches = 0
    for (let attempt = 0; attempt < 50 && searches < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      const { rows } = await payload.db.drizzle.execute<{ searches: string }>(
        sql`SELECT searches FROM search_misses WHERE scope = 'cloud' AND query = ${nothing}`,
      )
      searches = Number(rows[0]?.searches ?? 0)
    }
    expect(searches).toBe(2)
    const { rows } = await payload.db.drizzle.execute<Record<string, unknown>>(sql`SELECT * FROM search_misses WHERE query = ${nothing}`)
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['created_at', 'id', 'last_searched_at', 'query', 'scope', 'searches', 'updated_at'])
    const anonymous = await api<{ docs?: unknown[] }>('GET', '/api/search-misses')
    expect(anonymous.status).toBe(403)
  })

  it('forgives typos in the strain cloud too, through its API', async () => {
    const payload = await payloadInstance()
    await payload.create({
      collection: 'strain-entries',
      data: {
        strainName: `Vantorquil${stamp} Dream`,
        strainType: 'sativa',
        submitterName: 'Cali Kim',
        submitterEmail: 'kim@example.com',
        description: 'Berry nose and a clear head.',
      },
      overrideAccess: true,
    })
    const response = await api<{ submissions: FoundStrain[] }>(
      'GET',
      `/api/strain-submissions?q=${encodeURIComponent(`vantorqil${stamp} dreem`)}`,
    )
    expect(response.status).toBe(200)
    expect(response.json.submissions.map((strain) => strain.strainName)).toEqual([`Vantorquil${stamp} Dream`])
    expect(response.json.submissions[0]?.highlights?.strainName).toEqual(['', `Vantorquil${stamp}`, ' ', 'Dream'])
    expect(response.json.submissions[0]).not.toHaveProperty('submitterEmail')
  })
})
