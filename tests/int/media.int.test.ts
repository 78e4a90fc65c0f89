// Media access (design.md decision 19), bounded image work and upload clean-up (issue 11: M6, M5, L7).
import fs from 'node:fs'
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_MESSAGES } from '@/lib/images/process'
import { api, BASE_URL, cookieFrom, payloadInstance } from '../helpers/api'
import { multipart, pngBytes, validSubmission } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let admin = ''

beforeAll(async () => {
  const payload = await payloadInstance()
  const username = `media-admin-${suffix}`
  await payload.create({ collection: 'users', data: { username, password: 'media-pass-1', role: 'admin' }, overrideAccess: true })
  admin = cookieFrom(await api('POST', '/api/auth/login', { body: { username, password: 'media-pass-1' } }))
})

const graphqlPost = GRAPHQL_POST(config)
const fileName = (url: string) => url.split('/').pop() ?? ''

interface MediaList {
  docs: Array<{ id: number; filename: string; alt?: string | null }>
}

async function anonymousSees(filename: string) {
  const list = await api<MediaList>('GET', '/api/media?limit=1000&depth=0')
  const graphql = await graphqlPost(
    new Request(new URL('/api/graphql', BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ allMedia(limit: 1000) { docs { filename } } }' }),
    }),
  )
  const graphqlDocs = ((await graphql.json()) as { data?: { allMedia?: { docs: Array<{ filename: string }> } } }).data?.allMedia?.docs
  expect(graphqlDocs).toBeDefined()
  return {
    listed: list.json.docs.some((doc) => doc.filename === filename),
    inGraphql: (graphqlDocs ?? []).some((doc) => doc.filename === filename),
    file: (await api('GET', `/api/media/file/${filename}`)).status,
  }
}

/** A small file that decodes into 59 frames of 1000×1000: about 59 megapixels of decode work. */
async function hostileGif(): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: 59 }, (_, index) =>
      sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: (index * 37) % 256, g: (index * 91) % 256, b: 40 } } })
        .png()
        .toBuffer(),
    ),
  )
  return await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer()
}

describe('media of anonymous uploads stays private until its entry is approved', () => {
  it('hides a pending entry’s photo from the list, GraphQL and the file route; approval publishes it, rejection hides it again', async () => {
    const upload = await api<{ imageUrl: string; thumbnailUrl: string }>('POST', '/api/upload-image', {
      rawBody: multipart('image', await pngBytes(900, 700), 'Jane Doe at home.png', 'image/png'),
    })
    expect(upload.status).toBe(201)
    const filename = fileName(upload.json.imageUrl)
    const name = `Private Photo ${suffix}`
    expect(
      (await api('POST', '/api/headstash/submit', { body: { ...validSubmission.flower, name, imageUrl: upload.json.imageUrl } })).status,
    ).toBe(201)

    const pending = await anonymousSees(filename)
    expect(pending).toEqual({ listed: false, inGraphql: false, file: 404 })
    expect((await api('GET', upload.json.thumbnailUrl)).status).toBe(404)
    // Staff still see it (the dashboard shows pending photos).
    expect((await api('GET', `/api/media/file/${filename}`, { cookie: admin })).status).toBe(200)

    const payload = await payloadInstance()
    const { docs } = await payload.find({
      collection: 'headstash-submissions',
      where: { name: { equals: name } },
      depth: 0,
      overrideAccess: true,
    })
    const id = docs[0]?.id
    expect(id).toEqual(expect.any(Number))
    // The operator approves through the generated REST API (the same hooks run for every path).
    expect((await api('PATCH', `/api/headstash-submissions/${id}`, { cookie: admin, body: { status: 'approved' } })).status).toBe(200)
    expect(await anonymousSees(filename)).toEqual({ listed: true, inGraphql: true, file: 200 })
    expect((await api('GET', upload.json.thumbnailUrl)).status).toBe(200)
    const publicEntry = await api<{ submissions: Array<{ name: string; imageUrl: string | null }> }>(
      'GET',
      '/api/headstash/submissions?limit=100',
    )
    const shown = publicEntry.json.submissions.find((entry) => entry.name === name)
    expect(shown?.imageUrl).toBeTruthy()
    expect((await api('GET', shown?.imageUrl ?? '')).status).toBe(200)

    expect((await api('PATCH', `/api/headstash-submissions/${id}`, { cookie: admin, body: { status: 'rejected' } })).status).toBe(200)
    expect(await anonymousSees(filename)).toEqual({ listed: false, inGraphql: false, file: 404 })
  })

  it('never lists an unused anonymous upload', async () => {
    const upload = await api<{ imageUrl: string }>('POST', '/api/upload-image', {
      rawBody: multipart('image', await pngBytes(), 'orphan.png', 'image/png'),
    })
    expect(await anonymousSees(fileName(upload.json.imageUrl))).toEqual({ listed: false, inGraphql: false, file: 404 })
  })

  it('publishes a published episode’s image, not a draft’s', async () => {
    const upload = await api<{ imageUrl: string }>('POST', '/api/admin/podcast/episodes/upload-image', {
      cookie: admin,
      rawBody: multipart('image', await pngBytes(), 'ep.png', 'image/png'),
    })
    const filename = fileName(upload.json.imageUrl)
    const payload = await payloadInstance()
    const episode = await payload.create({
      collection: 'podcast-episodes',
      data: {
        episodeNumber: 901,
        title: 'Media draft',
        slug: `media-draft-${suffix}`,
        shortSummary: 'S',
        _status: 'draft',
        mainImage: upload.json.imageUrl,
      },
      overrideAccess: true,
    })
    expect((await anonymousSees(filename)).file).toBe(404)
    await payload.update({ collection: 'podcast-episodes', id: episode.id, data: { status: 'published' }, overrideAccess: true })
    expect((await anonymousSees(filename)).file).toBe(200)
  })

  it('does not publish the recovery upload’s original file name as alt', async () => {
    const response = await api<{ cloudUrl: string }>('POST', '/api/admin/recover-images', {
      cookie: admin,
      rawBody: multipart('image', await pngBytes(), 'jane-doe-private-123.png', 'image/png'),
    })
    expect(response.status).toBe(201)
    const list = await api<MediaList>('GET', '/api/media?limit=1000&depth=0', { cookie: admin })
    const doc = list.json.docs.find((item) => item.filename === fileName(response.json.cloudUrl))
    expect(doc).toBeDefined()
    expect(doc?.alt ?? '').not.toContain('jane-doe')
  })

  it('answers an unknown media file with 404 and a message, signed out and signed in', async () => {
    for (const cookie of [undefined, admin]) {
      const response = await api<{ message?: string }>('GET', '/api/media/file/no-such-file-anywhere.png', { cookie })
      expect(response.status).toBe(404)
      expect(response.json.message).toEqual(expect.any(String))
    }
  })
})

describe('image work is bounded', () => {
  it('refuses an animation of 59 × 1000×1000 frames with a clear 400, and still accepts a normal image', async () => {
    const gif = await hostileGif()
    expect(gif.length).toBeLessThan(200 * 1024)
    const hostile = await api('POST', '/api/upload-image', { rawBody: multipart('image', gif, 'bomb.gif', 'image/gif') })
    expect(hostile.status).toBe(400)
    expect(hostile.json).toEqual({ message: IMAGE_MESSAGES.animationTooLarge })

    const small = await sharp([await pngBytes(120, 90), await pngBytes(120, 90)], { join: { animated: true } })
      .gif()
      .toBuffer()
    expect((await api('POST', '/api/upload-image', { rawBody: multipart('image', small, 'ok.gif', 'image/gif') })).status).toBe(201)
    expect((await api('POST', '/api/upload-image', { rawBody: multipart('image', await pngBytes(), 'ok.png', 'image/png') })).status).toBe(
      201,
    )
  })
})

describe('a failed upload leaves nothing behind', () => {
  it('removes the stored files when the database insert fails', async () => {
    const payload = await payloadInstance()
    const mediaDir = process.env.MEDIA_DIR ?? ''
    const before = new Set(fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : [])
    // A real database failure at the insert, after Payload has written the file and its variants.
    await payload.db.drizzle.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_media_insert() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_media_insert BEFORE INSERT ON media FOR EACH ROW EXECUTE FUNCTION refuse_media_insert();`)
    try {
      const response = await api('POST', '/api/upload-image', {
        rawBody: multipart('image', await pngBytes(800, 600), 'fail.png', 'image/png'),
      })
      expect(response.status).toBeGreaterThanOrEqual(500)
    } finally {
      await payload.db.drizzle.execute(sql`DROP TRIGGER refuse_media_insert ON media; DROP FUNCTION refuse_media_insert();`)
    }
    const after = fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : []
    expect(after.filter((name) => !before.has(name))).toEqual([])
  })
})
