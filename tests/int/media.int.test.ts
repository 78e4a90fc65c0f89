// Media access (docs/decisions.md#media-visibility), bounded image work and upload clean-up
// (docs/decisions.md#uploads).
import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_MESSAGES } from '@/lib/images/process'
import { api, BASE_URL, payloadInstance, signInNewAccount } from '../helpers/api'
import { multipart, pngBytes, validSubmission } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let admin = ''

beforeAll(async () => {
  admin = await signInNewAccount(`media-admin-${suffix}`, 'media-pass-1')
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

describe('media answers every HTTP client can cache and probe', () => {
  const mp3 = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/tone-3s.mp3'))

  async function publicImage() {
    const payload = await payloadInstance()
    const png = await pngBytes(900, 600)
    // Public, as the image of a published episode or an approved entry is.
    return await payload.create({
      collection: 'media',
      data: { alt: 'Cache test', public: true },
      file: { data: png, mimetype: 'image/png', name: `cache-${suffix}.png`, size: png.length },
      overrideAccess: true,
    })
  }

  it('answers HEAD like GET without a body, with length, validators and Cache-Control', async () => {
    const image = await publicImage()
    const get = await api('GET', `/api/media/file/${image.filename}`)
    expect(get.status).toBe(200)
    const head = await api('HEAD', `/api/media/file/${image.filename}`)
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(Number(head.headers.get('content-length'))).toBe(image.filesize)
    expect(head.headers.get('content-type')).toBe('image/png')
    expect(head.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'))
    expect(new Date(head.headers.get('last-modified') ?? '').getTime()).toBeGreaterThan(0)
    // The original keeps its name when replaced: caches may keep it but must ask again.
    expect(head.headers.get('cache-control')).toBe('public, no-cache')
    // An image size is generated under a name of its own: it never changes.
    const card = await api('HEAD', `/api/media/file/${image.sizes?.card?.filename}`)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/webp')
    expect(Number(card.headers.get('content-length'))).toBe(image.sizes?.card?.filesize)
    expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // Unknown and private files still answer 404 to HEAD.
    expect((await api('HEAD', `/api/media/file/unknown-${suffix}.png`)).status).toBe(404)
  })

  it('answers conditional requests with 304 and the validators', async () => {
    const image = await publicImage()
    const url = `/api/media/file/${image.filename}`
    const first = await api('GET', url)
    const etag = first.headers.get('etag') ?? ''
    const lastModified = first.headers.get('last-modified') ?? ''
    const byTag = await api('GET', url, { headers: { 'if-none-match': etag } })
    expect(byTag.status).toBe(304)
    expect(byTag.text).toBe('')
    expect(byTag.headers.get('etag')).toBe(etag)
    expect(byTag.headers.get('cache-control')).toBe('public, no-cache')
    expect((await api('HEAD', url, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304)
    expect((await api('GET', url, { headers: { 'if-modified-since': lastModified } })).status).toBe(304)
    // A different tag or an older copy gets the file.
    expect((await api('GET', url, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200)
    expect((await api('GET', url, { headers: { 'if-modified-since': new Date(0).toUTCString() } })).status).toBe(200)
  })

  it('keeps answering audio byte ranges with 206, and sends the whole file when If-Range names an old copy', async () => {
    const payload = await payloadInstance()
    const audio = await payload.create({
      collection: 'media',
      data: { alt: 'Range test', public: true },
      file: { data: mp3, mimetype: 'audio/mpeg', name: `range-${suffix}.mp3`, size: mp3.length },
      overrideAccess: true,
    })
    const url = `/api/media/file/${audio.filename}`
    const head = await api('HEAD', url)
    expect(head.headers.get('accept-ranges')).toBe('bytes')
    const partial = await api('GET', url, { headers: { range: 'bytes=10-19' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe(`bytes 10-19/${mp3.length}`)
    expect(partial.headers.get('content-length')).toBe('10')
    expect((await api('GET', url, { headers: { range: 'bytes=10-19', 'if-range': head.headers.get('etag') ?? '' } })).status).toBe(206)
    const changed = await api('GET', url, { headers: { range: 'bytes=10-19', 'if-range': '"old"' } })
    expect(changed.status).toBe(200)
    expect(Number(changed.headers.get('content-length'))).toBe(mp3.length)
    expect((await api('GET', url, { headers: { range: `bytes=${mp3.length + 10}-` } })).status).toBe(416)
  })

  it('answers 404 for a known file missing from the disk', async () => {
    const image = await publicImage()
    fs.rmSync(path.join(process.env.MEDIA_DIR ?? '', image.filename ?? ''))
    const response = await api('GET', `/api/media/file/${image.filename}`)
    expect(response.status).toBe(404)
    expect(response.json).toMatchObject({ message: expect.any(String) })
  })
})
