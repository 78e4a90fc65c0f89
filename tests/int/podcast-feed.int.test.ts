// Podcast distribution (feed and audio) end to end through the real handlers: an admin uploads an MP3 through
// the media collection, episodes are published and unpublished, and the served feed (parsed as XML)
// and the served audio (range requests) show the effect.
import fs from 'node:fs'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as artworkGet } from '@/app/(frontend)/podcast/[address]/artwork.jpg/route'
import { GET as feedGet } from '@/app/(frontend)/podcast/[address]/feed.xml/route'
import { GET as episodeArtworkGet } from '@/app/(frontend)/podcast/[address]/[slug]/artwork.jpg/route'
import { GET as episodeSocialGet } from '@/app/(frontend)/podcast/[address]/[slug]/social.png/route'
import type { Media } from '@/payload-types'
import sharp from 'sharp'
import { AUDIO_MESSAGES } from '@/lib/podcast/rules'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'
import { multipart, pngBytes } from '../helpers/fixtures'

const suffix = `${Date.now()}`
const MP3 = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/tone-3s.mp3'))
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'item',
})

type Item = Record<string, string | Record<string, string>>
const feedRequest = (headers: Record<string, string> = {}) => new Request('http://localhost:3000/herbanconversations/feed.xml', { headers })

async function readFeed() {
  const response = await feedGet(feedRequest())
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/rss+xml')
  const xml = await response.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  const channel = parser.parse(xml).rss.channel as Record<string, unknown> & { item?: Item[] }
  return { xml, channel, items: channel.item ?? [] }
}

let admin = ''
let audio: Media

beforeAll(async () => {
  admin = await signInNewAccount(`podcaster-${suffix}`, 'podcast-pass-1')
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(MP3)], { type: 'audio/mpeg' }), `episode-${suffix}.mp3`)
  form.append('_payload', JSON.stringify({ alt: 'Episode audio' }))
  const uploaded = await api<{ doc: Media }>('POST', '/api/media', { rawBody: form, cookie: admin })
  expect(uploaded.status, uploaded.text).toBe(201)
  audio = uploaded.json.doc
})

describe('audio upload through the media collection', () => {
  it('stores the byte length and the duration read from the file', () => {
    expect(audio.mimeType).toBe('audio/mpeg')
    expect(audio.filesize).toBe(MP3.length)
    expect(audio.duration).toBe(3)
  })

  it('answers a range request with 206 and the right Content-Range', async () => {
    // Staff: the file is private until a published episode uses it (see the feed's enclosure test).
    const response = await api('GET', `/api/media/file/${audio.filename}`, { headers: { range: 'bytes=100-1099' }, cookie: admin })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 100-1099/${MP3.length}`)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(Number(response.headers.get('content-length'))).toBe(1000)
    const open = await api('GET', `/api/media/file/${audio.filename}`, { headers: { range: 'bytes=12000-' }, cookie: admin })
    expect(open.status).toBe(206)
    expect(open.headers.get('content-range')).toBe(`bytes 12000-${MP3.length - 1}/${MP3.length}`)
  })
})

describe('GET /herbanconversations/feed.xml', () => {
  let publishedId: number | string
  const titles = { published: `Feed Published ${suffix}`, draft: `Feed Draft ${suffix}`, older: `Feed Older ${suffix}` }

  beforeAll(async () => {
    const payload = await payloadInstance()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        podcast: {
          ownerName: 'Pod Owner',
          ownerEmail: `owner-${suffix}@headstash.example`,
          category: 'Society and Culture',
          explicit: true,
        },
      },
    })
    const base = { shortSummary: 'A summary for the feed.' }
    const published = await payload.create({
      collection: 'podcast-episodes',
      data: {
        ...base,
        episodeNumber: 901,
        title: titles.published,
        slug: `feed-published-${suffix}`,
        publishDate: '2026-11-01T12:00:00.000Z',
        audioFile: audio.id,
      },
    })
    publishedId = published.id
    await payload.create({
      collection: 'podcast-episodes',
      data: {
        ...base,
        episodeNumber: 900,
        title: titles.older,
        slug: `feed-older-${suffix}`,
        publishDate: '2026-10-01T12:00:00.000Z',
        audioUrl: 'https://cdn.example/older.mp3',
        audioBytes: 4242,
        audioDuration: 61,
      },
    })
    await payload.create({
      collection: 'podcast-episodes',
      data: {
        ...base,
        _status: 'draft',
        episodeNumber: 902,
        title: titles.draft,
        slug: `feed-draft-${suffix}`,
        publishDate: '2026-11-02T12:00:00.000Z',
      },
    })
  })

  it('carries every PSP-1 channel tag from the site settings', async () => {
    const { channel } = await readFeed()
    expect(channel.title).toBe('Herban Conversations')
    expect(channel.description).toBeTruthy()
    expect(channel.link).toBe('http://localhost:3000/herban-conversations')
    expect(channel.language).toBe('en-us')
    expect(channel['atom:link']).toMatchObject({
      '@href': 'http://localhost:3000/herbanconversations/feed.xml',
      '@rel': 'self',
      '@type': 'application/rss+xml',
    })
    expect(channel['itunes:image']).toMatchObject({ '@href': 'http://localhost:3000/herbanconversations/artwork.jpg' })
    expect(channel['itunes:category']).toMatchObject({ '@text': 'Society & Culture' })
    expect(channel['itunes:explicit']).toBe('true')
    expect(channel['itunes:author']).toBe('Headstash')
    expect(channel['itunes:owner']).toEqual({ 'itunes:name': 'Pod Owner', 'itunes:email': `owner-${suffix}@headstash.example` })
    expect(channel['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(channel['podcast:locked']).toMatchObject({ '#text': 'yes', '@owner': `owner-${suffix}@headstash.example` })
  })

  it('lists published episodes newest first with every item tag, and no drafts', async () => {
    const { items, xml } = await readFeed()
    expect(xml).not.toContain(titles.draft)
    const ours = items.filter((item) => String(item.title).endsWith(suffix))
    expect(ours.map((item) => item.title)).toEqual([titles.published, titles.older])
    const [latest, older] = ours as [Item, Item]
    const payload = await payloadInstance()
    const stored = await payload.findByID({ collection: 'podcast-episodes', id: publishedId })
    expect(stored.guid).toMatch(/^[0-9a-f-]{36}$/)
    expect(latest.guid).toMatchObject({ '#text': stored.guid, '@isPermaLink': 'false' })
    expect(latest.description).toBe('A summary for the feed.')
    expect(latest.link).toBe(`http://localhost:3000/herban-conversations/feed-published-${suffix}`)
    expect(latest.pubDate).toBe('Sun, 01 Nov 2026 12:00:00 GMT')
    // Through the counting route, which serves the same file and records downloads.
    expect(latest.enclosure).toEqual({
      '@url': `http://localhost:3000/api/podcast/audio/${publishedId}/${audio.filename}`,
      '@length': String(MP3.length),
      '@type': 'audio/mpeg',
    })
    expect(latest['itunes:episode']).toBe('901')
    expect(latest['itunes:duration']).toBe('3')
    expect(latest['itunes:image']).toBeTruthy()
    expect(older.enclosure).toEqual({ '@url': 'https://cdn.example/older.mp3', '@length': '4242', '@type': 'audio/mpeg' })
    expect(older['itunes:duration']).toBe('61')
  })

  it("serves a published episode's audio to anonymous podcast apps, with range requests", async () => {
    const response = await api('GET', `/api/media/file/${audio.filename}`, { headers: { range: 'bytes=0-99' }, browser: false })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${MP3.length}`)
  })

  it('keeps the guid when the slug and title change', async () => {
    const payload = await payloadInstance()
    const before = await payload.findByID({ collection: 'podcast-episodes', id: publishedId })
    const after = await payload.update({
      collection: 'podcast-episodes',
      id: publishedId,
      data: { slug: `feed-renamed-${suffix}`, guid: 'forged' },
    })
    expect(after.guid).toBe(before.guid)
    await payload.update({ collection: 'podcast-episodes', id: publishedId, data: { slug: `feed-published-${suffix}` } })
  })

  it('gives a duplicated episode a guid of its own', async () => {
    const payload = await payloadInstance()
    const original = await payload.findByID({ collection: 'podcast-episodes', id: publishedId })
    const copy = await payload.duplicate({
      collection: 'podcast-episodes',
      id: publishedId,
      data: { slug: `feed-copy-${suffix}`, _status: 'draft' },
    })
    expect(copy.guid).toMatch(/^[0-9a-f-]{36}$/)
    expect(copy.guid).not.toBe(original.guid)
  })

  it('drops an episode on the next request once it is unpublished', async () => {
    const payload = await payloadInstance()
    await payload.update({ collection: 'podcast-episodes', id: publishedId, data: { _status: 'draft' } })
    const { xml } = await readFeed()
    expect(xml).not.toContain(titles.published)
    expect(xml).toContain(titles.older)
    await payload.update({ collection: 'podcast-episodes', id: publishedId, data: { _status: 'published' } })
    expect((await readFeed()).xml).toContain(titles.published)
  })

  it('sends ETag and Last-Modified and answers a conditional request for an unchanged feed with 304', async () => {
    const first = await feedGet(feedRequest())
    const xml = await first.text()
    const etag = first.headers.get('etag') ?? ''
    const lastModified = first.headers.get('last-modified') ?? ''
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(Number(first.headers.get('content-length'))).toBe(Buffer.byteLength(xml))
    // Dated by the data it shows: lastBuildDate and Last-Modified are the same instant.
    expect(parser.parse(xml).rss.channel.lastBuildDate).toBe(lastModified)
    const again = await feedGet(feedRequest({ 'if-none-match': etag }))
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect((await feedGet(feedRequest({ 'if-modified-since': lastModified }))).status).toBe(304)
    // A change anywhere in the feed gives it a new tag: the old copy is answered in full.
    const payload = await payloadInstance()
    await payload.update({ collection: 'podcast-episodes', id: publishedId, data: { shortSummary: `Changed summary ${suffix}` } })
    const changed = await feedGet(feedRequest({ 'if-none-match': etag }))
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain(`Changed summary ${suffix}`)
    expect(new Date(changed.headers.get('last-modified') ?? '').getTime()).toBeGreaterThan(new Date(lastModified).getTime() - 1000)
  })

  it("cuts each episode's image to square RGB JPEG artwork (itunes:image) and a 1200×630 social preview", async () => {
    const payload = await payloadInstance()
    const png = await sharp({ create: { width: 1344, height: 756, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 0.5 } } })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Episode art' },
      file: { data: png, mimetype: 'image/png', name: `episode-art-${suffix}.png`, size: png.length },
      overrideAccess: true,
    })
    const slug = `feed-art-${suffix}`
    await payload.create({
      collection: 'podcast-episodes',
      data: { shortSummary: 'With art.', status: 'published', episodeNumber: 903, title: `Feed Art ${suffix}`, slug, mainImage: image.url },
    })
    const { items } = await readFeed()
    const item = items.find((entry) => entry.title === `Feed Art ${suffix}`)
    const artworkUrl = (item?.['itunes:image'] as Record<string, string> | undefined)?.['@href'] ?? ''
    expect(artworkUrl).toBe(`http://localhost:3000/herban-conversations/${slug}/artwork.jpg`)
    const params = { params: Promise.resolve({ slug }) }
    const artwork = await episodeArtworkGet(new Request(artworkUrl), params)
    expect(artwork.status).toBe(200)
    expect(artwork.headers.get('content-type')).toBe('image/jpeg')
    const square = await sharp(Buffer.from(await artwork.arrayBuffer())).metadata()
    expect(square).toMatchObject({ format: 'jpeg', space: 'srgb', channels: 3, hasAlpha: false })
    expect(square.width).toBe(square.height)
    expect(square.width).toBeGreaterThanOrEqual(1400)
    expect(square.width).toBeLessThanOrEqual(3000)
    const etag = artwork.headers.get('etag') ?? ''
    expect((await episodeArtworkGet(new Request(artworkUrl, { headers: { 'if-none-match': etag } }), params)).status).toBe(304)

    const social = await episodeSocialGet(new Request(artworkUrl.replace(/artwork\.jpg$/, 'social.png')), params)
    expect(social.status).toBe(200)
    expect(social.headers.get('content-type')).toBe('image/png')
    const preview = await sharp(Buffer.from(await social.arrayBuffer())).metadata()
    expect(preview).toMatchObject({ format: 'png', width: 1200, height: 630 })
    // Unknown and unpublished episodes have no images.
    const unknown = { params: Promise.resolve({ slug: `no-such-${suffix}` }) }
    expect((await episodeArtworkGet(new Request(artworkUrl), unknown)).status).toBe(404)
  })

  it('serves square artwork Apple accepts (1400-3000 px JPEG)', async () => {
    const response = await artworkGet()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(format).toBe('jpeg')
    expect(width).toBe(height)
    expect(width).toBeGreaterThanOrEqual(1400)
    expect(width).toBeLessThanOrEqual(3000)
  })
})

describe("the episode editor's audio upload (POST /api/admin/podcast/episodes/upload-audio)", () => {
  it('stores an MP3 through the media collection and the saved episode carries it into the feed', async () => {
    const uploaded = await api<{ audioFile: { id: number; filesize: number; duration: number; mimeType: string } }>(
      'POST',
      '/api/admin/podcast/episodes/upload-audio',
      { rawBody: multipart('audio', MP3, 'editor.mp3', 'application/octet-stream'), cookie: admin },
    )
    expect(uploaded.status, uploaded.text).toBe(201)
    expect(uploaded.json.audioFile).toMatchObject({ filesize: MP3.length, duration: 3, mimeType: 'audio/mpeg' })
    const title = `Editor Audio ${suffix}`
    const created = await api('POST', '/api/admin/podcast/episodes', {
      cookie: admin,
      body: {
        episodeNumber: 903,
        title,
        slug: `editor-audio-${suffix}`,
        shortSummary: 'Saved by the editor.',
        status: 'published',
        audioFile: uploaded.json.audioFile.id,
      },
    })
    expect(created.status, created.text).toBe(201)
    const item = (await readFeed()).items.find((entry) => entry.title === title)
    expect(item?.enclosure).toMatchObject({ '@length': String(MP3.length), '@type': 'audio/mpeg' })
    expect(item?.['itunes:duration']).toBe('3')
  })

  it('refuses a file that is not MP3/M4A by content, whatever its name, and anonymous callers', async () => {
    const fake = await api('POST', '/api/admin/podcast/episodes/upload-audio', {
      rawBody: multipart('audio', await pngBytes(), 'song.mp3', 'audio/mpeg'),
      cookie: admin,
    })
    expect(fake.status).toBe(400)
    expect(fake.json).toEqual({ message: AUDIO_MESSAGES.invalidType })
    const anonymous = await api('POST', '/api/admin/podcast/episodes/upload-audio', {
      rawBody: multipart('audio', MP3, 'a.mp3', 'audio/mpeg'),
    })
    expect(anonymous.status).toBe(401)
  })
})
