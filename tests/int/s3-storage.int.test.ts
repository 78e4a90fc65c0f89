// Media through @payloadcms/storage-s3 against a real S3-protocol server. The S3 settings are read
// when the Payload config loads, so they are set before anything imports it.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { multipart, pngBytes } from '../helpers/fixtures'
import { startS3 } from '../helpers/s3'

const BUCKET = 'headstash-test-media'
const s3 = await startS3(BUCKET)
Object.assign(process.env, {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
})
const { api, cookieFrom, payloadInstance } = await import('../helpers/api')

const filesInBucket = (): string[] => {
  const bucketDir = path.join(s3.directory, BUCKET)
  return fs.existsSync(bucketDir) ? fs.readdirSync(bucketDir, { recursive: true }).map(String) : []
}

describe('media on S3 (S3_BUCKET set)', () => {
  afterAll(async () => {
    await s3.stop()
  })

  it('stores an upload and its variants in the bucket, and serves it back', async () => {
    const upload = await api<{ imageUrl: string }>('POST', '/api/upload-image', {
      rawBody: multipart('image', await pngBytes(900, 600), 'photo.png', 'image/png'),
    })
    expect(upload.status, upload.text).toBe(201)
    const filename = upload.json.imageUrl.split('/').pop() ?? ''
    const stored = filesInBucket()
    expect(stored.some((file) => file.startsWith(filename))).toBe(true)
    // The card and full-size variants go to the bucket too.
    expect(stored.filter((file) => file.includes(filename.replace(/\.png$/, ''))).length).toBeGreaterThanOrEqual(3)

    // Private until an approved entry uses it (docs/decisions.md#media-visibility), in the bucket as on disk.
    expect((await api('GET', upload.json.imageUrl)).status).toBe(404)
    const payload = await payloadInstance()
    await payload.create({
      collection: 'users',
      data: { username: 's3-admin', password: 's3-pass-12', role: 'admin' },
      overrideAccess: true,
    })
    const cookie = cookieFrom(await api('POST', '/api/auth/login', { body: { username: 's3-admin', password: 's3-pass-12' } }))
    const served = await api('GET', upload.json.imageUrl, { cookie })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\/png/)
    expect(Buffer.from(served.text, 'latin1').subarray(1, 4).toString()).toBe('PNG')
  })

  it('stores episode audio in the bucket with its duration and answers range requests with 206', async () => {
    const payload = await (await import('../helpers/api')).payloadInstance()
    const mp3 = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/tone-3s.mp3'))
    const media = await payload.create({
      collection: 'media',
      // Public, as a published episode's audio is: podcast apps fetch it anonymously.
      data: { alt: 'S3 episode audio', public: true },
      file: { data: mp3, mimetype: 'audio/mpeg', name: `s3-audio-${Date.now()}.mp3`, size: mp3.length },
    })
    expect(media).toMatchObject({ filesize: mp3.length, duration: 3 })
    expect(filesInBucket().some((file) => file.includes(media.filename ?? '-'))).toBe(true)
    const partial = await api('GET', media.url ?? '', { headers: { range: 'bytes=10-19' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe(`bytes 10-19/${mp3.length}`)
  })

  it('answers HEAD and conditional requests for a file in the bucket, with length, validators and Cache-Control', async () => {
    const payload = await payloadInstance()
    const png = await pngBytes(900, 600)
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'S3 cache test', public: true },
      file: { data: png, mimetype: 'image/png', name: `s3-cache-${Date.now()}.png`, size: png.length },
      overrideAccess: true,
    })
    const url = image.url ?? ''
    const head = await api('HEAD', url)
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(Number(head.headers.get('content-length'))).toBe(png.length)
    expect(head.headers.get('content-type')).toBe('image/png')
    expect(head.headers.get('cache-control')).toBe('public, no-cache')
    const etag = head.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(new Date(head.headers.get('last-modified') ?? '').getTime()).toBeGreaterThan(0)
    const get = await api('GET', url)
    expect(get.status).toBe(200)
    expect(get.headers.get('etag')).toBe(etag)
    expect((await api('GET', url, { headers: { 'if-none-match': etag } })).status).toBe(304)
    expect((await api('GET', url, { headers: { 'if-modified-since': head.headers.get('last-modified') ?? '' } })).status).toBe(304)
    const card = await api('HEAD', image.sizes?.card?.url ?? '')
    expect(card.status).toBe(200)
    expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Number(card.headers.get('content-length'))).toBe(image.sizes?.card?.filesize)
  })
})
