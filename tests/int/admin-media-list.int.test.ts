// The generated Media list tells editors what a file is and where it is used — the name it had
// on their computer (kept on upload), its size and a "Used by" computed whenever the file is read — and hides the
// storage plugin's internals. Proven through the same REST reads the admin list makes.
import config from '@payload-config'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Media } from '@/payload-types'
import { collectQueries } from '@/lib/db/query-stats.mjs'
import { api, countedPayloadInstance, signInNewAccount } from '../helpers/api'
import { multipart, pngBytes, validSubmission } from '../helpers/fixtures'

/**
 * A staff read of one find at depth 1: the find and its related documents, 3 or 4 statements (4 in a full
 * run of the suite); Used by's lookups for its picture added 13 more.
 */
const FIND_READ_STATEMENTS = 6
const suffix = `${Date.now()}`
let payload: Payload
let admin = ''

beforeAll(async () => {
  payload = await countedPayloadInstance()
  admin = await signInNewAccount(`media-list-${suffix}`, 'media-list-1')
})

/** What the admin's list request returns for one file (Payload's list asks for depth 0). */
async function listed(id: number, cookie = admin) {
  const list = await api<{ docs: Media[] }>('GET', `/api/media?depth=0&where[id][equals]=${id}`, { cookie })
  return list.json.docs[0]
}

describe('the Media list for editors', () => {
  it('keeps the original name of a file uploaded in the admin, with its size', async () => {
    const original = `Gelato 33 close-up ${suffix}.png`
    const uploaded = await api<{ doc: Media }>('POST', '/api/media', {
      rawBody: multipart('file', await pngBytes(320, 200), original, 'image/png'),
      cookie: admin,
    })
    expect(uploaded.status).toBe(201)
    const row = await listed(uploaded.json.doc.id)
    expect(row?.originalFilename).toBe(original)
    expect(row?.filesize).toBeGreaterThan(0)
    // Searchable by it, as the list's search box does.
    const search = await api<{ docs: Media[] }>(
      'GET',
      `/api/media?depth=0&where[originalFilename][like]=${encodeURIComponent(`close-up ${suffix}`)}`,
      { cookie: admin },
    )
    expect(search.json.docs.map((doc) => doc.id)).toEqual([uploaded.json.doc.id])
  })

  it('keeps the original name through the image recovery upload, and none for a visitor’s upload', async () => {
    const recovered = await api<{ cloudUrl: string }>('POST', '/api/admin/recover-images', {
      rawBody: multipart('image', await pngBytes(300, 200), `recovered-${suffix}.png`, 'image/png'),
      cookie: admin,
    })
    expect(recovered.status).toBeLessThan(300)
    const name = recovered.json.cloudUrl.split('/').pop() ?? ''
    const found = await api<{ docs: Media[] }>('GET', `/api/media?depth=0&where[filename][equals]=${name}`, { cookie: admin })
    expect(found.json.docs[0]?.originalFilename).toBe(`recovered-${suffix}.png`)

    const visitor = await api<{ imageUrl: string }>('POST', '/api/upload-image', {
      rawBody: multipart('image', await pngBytes(300, 200), 'Jane Doe at home.png', 'image/png'),
    })
    expect(visitor.status).toBe(201)
    const visitorName = visitor.json.imageUrl.split('/').pop() ?? ''
    const visitorDoc = await api<{ docs: Media[] }>('GET', `/api/media?depth=0&where[filename][equals]=${visitorName}`, { cookie: admin })
    expect(visitorDoc.json.docs[0]?.originalFilename ?? null).toBeNull()
  })

  it('says where a file is used, follows changes without a save of the file, and tells visitors nothing', async () => {
    const uploaded = await api<{ doc: Media }>('POST', '/api/media', {
      rawBody: multipart('file', await pngBytes(200, 200), `used-${suffix}.png`, 'image/png'),
      cookie: admin,
    })
    const media = uploaded.json.doc
    expect((await listed(media.id))?.usedBy).toBe('Not used')

    const entry = await payload.create({
      collection: 'headstash-submissions',
      data: { ...validSubmission.flower, name: `Used Find ${suffix}`, image: media.id, status: 'approved' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'podcast-episodes',
      data: {
        episodeNumber: 901,
        title: `Used Episode ${suffix}`,
        slug: `used-episode-${suffix}`,
        shortSummary: 'Summary',
        mainImage: media.url ?? '',
        _status: 'draft',
      },
      overrideAccess: true,
    })
    const usedBy = (await listed(media.id))?.usedBy ?? ''
    expect(usedBy).toContain(`WIYHS submission "Used Find ${suffix}"`)
    expect(usedBy).toContain(`Podcast episode "Used Episode ${suffix}"`)
    const edit = await api<Media>('GET', `/api/media/${media.id}?depth=0`, { cookie: admin })
    expect(edit.json.usedBy).toBe(usedBy)
    // A file read inside the document that uses it costs no lookups: its own reads say where it is used.
    const { result: read, stats } = await collectQueries(() =>
      api<{ image: Media }>('GET', `/api/headstash-submissions/${entry.id}?depth=1`, { cookie: admin }),
    )
    expect(read.json.image.filename).toBe(media.filename)
    expect(read.json.image.usedBy ?? null).toBeNull()
    expect(stats.queries).toBeLessThanOrEqual(FIND_READ_STATEMENTS)

    // The approved entry made the file public: a visitor may read it, but not where it is used or its original name.
    const visitor = await listed(media.id, '')
    expect(visitor?.id).toBe(media.id)
    expect(visitor?.usedBy ?? null).toBeNull()
    expect(visitor?.originalFilename).toBeUndefined()

    await payload.delete({ collection: 'headstash-submissions', id: entry.id, overrideAccess: true })
    expect((await listed(media.id))?.usedBy).not.toContain('WIYHS submission')
  })

  it('hides the storage internals from the edit view, the list columns, the filters and bulk edit', async () => {
    const media = (await config).collections.find((collection) => collection.slug === 'media')
    for (const name of ['prefix', '_objectKey']) {
      const field = media?.fields.find((candidate) => 'name' in candidate && candidate.name === name)
      expect(field?.admin).toMatchObject({ hidden: true, disableListColumn: true, disableListFilter: true, disableBulkEdit: true })
    }
  })
})
