// Every writer of a submission applies the same rules (src/lib/submissions/rules.ts): a row of the bulk
// CSV import, written in batches past the collection hooks, ends in the same stored state as the same
// find created through Payload's REST API, whose hooks apply them one document at a time.
import { beforeAll, describe, expect, it } from 'vitest'
import { CSV_COLUMNS, type CsvColumn } from '@/lib/submissions/fields'
import type { HeadstashSubmission, User } from '@/payload-types'
import { api, cookieFrom, payloadInstance } from '../helpers/api'
import { multipart, pngBytes } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let admin = ''
let staff: User

beforeAll(async () => {
  const payload = await payloadInstance()
  const username = `writers-admin-${suffix}`
  staff = await payload.create({ collection: 'users', data: { username, password: 'writers-pass-1', role: 'admin' }, overrideAccess: true })
  admin = cookieFrom(await api('POST', '/api/auth/login', { body: { username, password: 'writers-pass-1' } }))
})

/** What differs between any two writes by nature: identity, the moment of writing and the import's digest. */
// possibleDuplicateOf too: the second of two identical finds names the first, whichever writer made it.
const OWN_TO_EACH_WRITE = ['id', 'createdAt', 'updatedAt', 'submissionDate', 'reviewedAt', 'importKey', 'possibleDuplicateOf'] as const

async function stored(name: string): Promise<HeadstashSubmission[]> {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'headstash-submissions',
    where: { name: { equals: name } },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs
}

describe('one set of write rules for every writer', () => {
  it('stores a bulk-imported row exactly as a REST create of the same find: picture linked from its URL, reviewer recorded', async () => {
    const image = await api<{ imageUrl: string }>('POST', '/api/admin/headstash-submissions/upload-image', {
      cookie: admin,
      rawBody: multipart('image', await pngBytes(800, 600), 'writers.png', 'image/png'),
    })
    expect(image.status).toBe(201)
    const name = `Same Find ${suffix}`
    const find: Partial<Record<CsvColumn, string>> = {
      category: 'concentrate',
      name,
      breeder: 'Wonderbrett',
      rosinType: 'live-rosin',
      extractionMethod: 'solventless',
      thcContent: '72%',
      whereAcquired: 'Farmers market',
      flavorNotes: 'Tropical',
      vibe: ' Chill ',
      effects: 'Happy',
      flames: '5',
      imageUrl: image.json.imageUrl,
      submittedBy: 'Jordan P.',
      submitterEmail: 'jordan@example.com',
      location: 'Portland, OR',
      industry: 'cultivation',
      role: 'Grower',
    }

    const csv = [CSV_COLUMNS.join(','), CSV_COLUMNS.map((column) => `"${find[column] ?? ''}"`).join(',')].join('\n')
    const bulk = await api<{ successCount: number }>('POST', '/api/admin/headstash-submissions/bulk-upload', {
      cookie: admin,
      rawBody: multipart('csvFile', csv, 'finds.csv', 'text/csv'),
    })
    expect(bulk.json.successCount).toBe(1)

    // Bulk rows are approved on import; the REST writer says so itself.
    const rest = await api('POST', '/api/headstash-submissions', {
      cookie: admin,
      body: { ...find, flames: Number(find.flames), status: 'approved' },
    })
    expect(rest.status).toBe(201)

    const docs = await stored(name)
    expect(docs).toHaveLength(2)
    const [imported, created] = docs as [HeadstashSubmission, HeadstashSubmission]
    expect(imported.importKey).toBeTruthy()
    const comparable = (doc: HeadstashSubmission) => {
      const copy: Partial<HeadstashSubmission> = { ...doc }
      for (const key of OWN_TO_EACH_WRITE) delete copy[key]
      return copy
    }
    expect(comparable(imported)).toEqual(comparable(created))
    // And the shared state is the rules' state, not a shared omission.
    expect(imported).toMatchObject({ imageUrl: image.json.imageUrl, reviewedBy: staff.id, status: 'approved', vibe: 'chill' })
    expect(imported.image).toBeTypeOf('number')
    expect(imported.reviewedAt).toBeTruthy()
    expect(created.reviewedAt).toBeTruthy()

    // Both are public with the photo's card-sized variant, which only a linked upload has.
    const list = await api<{ submissions: Array<{ id: number; thumbnailUrl: string | null }> }>(
      'GET',
      `/api/headstash/submissions?limit=100&q=${encodeURIComponent(name)}`,
    )
    const thumbnails = list.json.submissions
      .filter((entry) => [imported.id, created.id].includes(entry.id))
      .map((entry) => entry.thumbnailUrl)
    expect(thumbnails).toHaveLength(2)
    expect(thumbnails[0]).toBe(thumbnails[1])
    expect(thumbnails[0]).not.toBe(image.json.imageUrl)
  })
})
