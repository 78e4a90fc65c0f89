// Transcripts, chapters, people and soundbites of an episode, end to end through the real handlers: an
// admin uploads WebVTT/SRT/JSON Chapters files through the media collection (bad files refused with the
// line at fault), the episode carries them over REST and GraphQL, the companion routes serve them with
// their types, CORS, HEAD and ranges, and the feed announces them (read by podcast-partytime, and by
// fast-xml-parser for the exact attributes).
import { XMLParser } from 'fast-xml-parser'
import { parseFeed } from 'podcast-partytime'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as feedGet } from '@/app/(frontend)/podcast/[address]/feed.xml/route'
import { GET as chaptersGet, OPTIONS as chaptersOptions } from '@/app/(frontend)/podcast/[address]/[slug]/chapters.json/route'
import { GET as transcriptGet, HEAD as transcriptHead } from '@/app/(frontend)/podcast/[address]/[slug]/transcripts/[file]/route'
import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route'
import type { Media, PodcastEpisode } from '@/payload-types'
import { TRANSCRIPT_MESSAGES } from '@/lib/podcast/transcripts'
import { CHAPTERS_MESSAGES } from '@/lib/podcast/chapters'
import { SOUNDBITE_MESSAGES } from '@/lib/podcast/companions'
import { api, BASE_URL, signInNewAccount } from '../helpers/api'
import { multipart, pngBytes } from '../helpers/fixtures'
import fs from 'node:fs'
import path from 'node:path'

const suffix = `${Date.now()}`
const slug = `transcribed-${suffix}`
const MP3 = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/tone-3s.mp3'))

const VTT_EN = `WEBVTT

NOTE demo

intro
00:00:00.000 --> 00:00:01.500
<v Maya Green>Welcome to <i>Herban Conversations</i> &amp; thanks for listening.</v>

00:00:01.500 --> 00:00:03.000 align:start
<v.loud Sam Ortiz>Glad to be here.
`
const SRT_EN = `1
00:00:00,000 --> 00:00:01,500
Welcome to Herban Conversations.

2
00:00:01,500 --> 00:00:03,000
Glad to be here.
`
const VTT_ES = `WEBVTT

00:00:00.000 --> 00:00:01.500
<v Maya Green>Bienvenidos a Herban Conversations.

00:00:01.500 --> 00:00:03.000
<v Sam Ortiz>Encantado de estar aquí.
`

let admin = ''
const media: Record<string, Media> = {}

async function upload(name: string, text: string | Buffer, type: string) {
  const form = multipart('file', text, name, type)
  form.append('_payload', JSON.stringify({ alt: name }))
  return api<{ doc: Media; errors?: Array<{ message: string; data?: { errors?: Array<{ message: string }> } }> }>('POST', '/api/media', {
    rawBody: form,
    cookie: admin,
  })
}

const errorText = (response: { text: string }) => response.text

async function uploadOk(key: string, name: string, text: string | Buffer, type: string) {
  const response = await upload(name, text, type)
  expect(response.status, response.text).toBe(201)
  media[key] = response.json.doc
  return response.json.doc
}

const routeParams = (file: string, address = 'herban-conversations') => ({ params: Promise.resolve({ address, slug, file }) })
const transcriptUrl = (file: string) => `${BASE_URL}/herban-conversations/${slug}/transcripts/${file}`

beforeAll(async () => {
  admin = await signInNewAccount(`transcriber-${suffix}`, 'transcribe-pass-1')
  await uploadOk('vttEn', `en-${suffix}.vtt`, VTT_EN, 'text/vtt')
  // Browsers and curl send .srt files under several types (or none): the content decides.
  await uploadOk('srtEn', `en-${suffix}.srt`, SRT_EN, 'application/octet-stream')
  await uploadOk('vttEs', `es-${suffix}.vtt`, VTT_ES, 'text/plain')
  await uploadOk('audio', `transcribed-${suffix}.mp3`, MP3, 'audio/mpeg')
  await uploadOk('portrait', `maya-${suffix}.png`, await pngBytes(), 'image/png')
})

describe('transcript and chapters uploads', () => {
  it('stores each transcript under the type its content proves', () => {
    expect(media.vttEn?.mimeType).toBe('text/vtt')
    expect(media.srtEn?.mimeType).toBe('application/x-subrip')
    expect(media.vttEs?.mimeType).toBe('text/vtt')
  })

  it('refuses a WebVTT file with a bad timestamp, naming the line', async () => {
    const response = await upload(`bad-${suffix}.vtt`, 'WEBVTT\n\n00:00:01.000 --> 00:00:xx.000\nHello\n', 'text/vtt')
    expect(response.status).toBe(400)
    expect(errorText(response)).toContain('Line 3: \\"00:00:xx.000\\" is not a valid end time')
  })

  it('refuses an SRT file whose block has no time range, naming the line', async () => {
    const response = await upload(
      `bad-${suffix}.srt`,
      '1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\nno timing here\n',
      'application/x-subrip',
    )
    expect(response.status).toBe(400)
    expect(errorText(response)).toContain('Line 6: expected a time range like 00:00:01,000 --> 00:00:04,000')
  })

  it('refuses text that is no transcript, and a JSON file that is no chapters file', async () => {
    const text = await upload(`notes-${suffix}.txt`, 'Just some notes', 'text/plain')
    expect(text.status).toBe(400)
    expect(errorText(text)).toContain(TRANSCRIPT_MESSAGES.unknownFormat.replaceAll('"', '\\"'))
    const json = await upload(`bad-${suffix}.json`, '{"chapters": "nope"}', 'application/json')
    expect(json.status).toBe(400)
    expect(errorText(json)).toContain('A chapters file is an object')
  })

  it('never stores text as an image: the content decides', async () => {
    const notes = await upload(`fake-${suffix}.png`, 'Just some notes', 'image/png')
    expect(notes.status).toBe(400)
    const transcript = await upload(`fake-${suffix}.jpg`, 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n', 'image/jpeg')
    expect(transcript.status).toBe(201)
    expect(transcript.json.doc.mimeType).toBe('text/vtt')
  })
})

describe('an episode with transcripts, chapters, people and soundbites', () => {
  let episode: PodcastEpisode

  beforeAll(async () => {
    const portrait = media.portrait!
    const chaptersJson = JSON.stringify({
      version: '1.2.0',
      chapters: [
        { startTime: 1.5, title: 'The guest', url: 'https://example.org/sam', img: `${BASE_URL}${portrait.url}` },
        { startTime: 0, title: 'Welcome', img: 'https://elsewhere.example/cover.png' },
      ],
    })
    const chaptersFile = await uploadOk('chapters', `chapters-${suffix}.json`, chaptersJson, 'application/json')
    const created = await api<{ doc: PodcastEpisode }>('POST', '/api/podcast-episodes', {
      cookie: admin,
      body: {
        episodeNumber: 950,
        seasonNumber: 2,
        title: `Transcribed ${suffix}`,
        slug,
        shortSummary: 'An episode with every companion file.',
        publishDate: '2026-11-20T12:00:00.000Z',
        audioFile: media.audio!.id,
        transcripts: [
          { file: media.vttEn!.id, language: 'en', format: 'vtt' },
          { file: media.srtEn!.id, language: 'en', format: 'srt' },
          { file: media.vttEs!.id, language: 'es', format: 'vtt' },
        ],
        chaptersFile: chaptersFile.id,
        persons: [
          { name: 'Maya Green', role: 'host', img: portrait.id, href: 'https://example.org/maya' },
          { name: 'Sam Ortiz', role: 'guest' },
        ],
        soundbites: [{ startTime: 0.5, duration: 2, title: 'The welcome' }],
      },
    })
    expect(created.status, created.text).toBe(201)
    episode = created.json.doc
  })

  it('imports the JSON Chapters file into the chapter list (sorted, own images kept, foreign ones dropped)', () => {
    expect(episode.chaptersFile ?? null).toBeNull()
    expect(episode.chapters?.map((chapter) => [chapter.startTime, chapter.title, chapter.url ?? null])).toEqual([
      [0, 'Welcome', null],
      [1.5, 'The guest', 'https://example.org/sam'],
    ])
    const [welcome, guest] = episode.chapters ?? []
    expect(welcome?.image ?? null).toBeNull()
    const image = guest?.image
    expect(typeof image === 'object' ? image?.id : image).toBe(media.portrait!.id)
  })

  it('answers the fields over anonymous REST and GraphQL', async () => {
    const rest = await api<{ docs: PodcastEpisode[] }>('GET', `/api/podcast-episodes?where[slug][equals]=${slug}&depth=1`, {
      browser: false,
    })
    expect(rest.status).toBe(200)
    const doc = rest.json.docs[0]!
    expect(doc.seasonNumber).toBe(2)
    expect(doc.transcripts?.map((row) => [row.language, row.format, typeof row.file === 'object' ? row.file?.mimeType : null])).toEqual([
      ['en', 'vtt', 'text/vtt'],
      ['en', 'srt', 'application/x-subrip'],
      ['es', 'vtt', 'text/vtt'],
    ])
    expect(doc.persons?.map((person) => [person.name, person.role])).toEqual([
      ['Maya Green', 'host'],
      ['Sam Ortiz', 'guest'],
    ])
    expect(doc.soundbites?.map((bite) => [bite.startTime, bite.duration, bite.title])).toEqual([[0.5, 2, 'The welcome']])

    const query = `{ PodcastEpisodes(where: { slug: { equals: "${slug}" } }) { docs {
      seasonNumber transcripts { language format file { mimeType } } chapters { startTime title url image { id } }
      persons { name role href } soundbites { startTime duration title } } } }`
    const response = await graphqlPost(
      new Request(`${BASE_URL}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
      {},
    )
    const body = (await response.json()) as { data: { PodcastEpisodes: { docs: Array<Record<string, unknown>> } } }
    const [gql] = body.data.PodcastEpisodes.docs
    expect(gql).toMatchObject({
      seasonNumber: 2,
      transcripts: [
        { language: 'en', format: 'vtt', file: { mimeType: 'text/vtt' } },
        { language: 'en', format: 'srt', file: { mimeType: 'application/x-subrip' } },
        { language: 'es', format: 'vtt', file: { mimeType: 'text/vtt' } },
      ],
      chapters: [
        { startTime: 0, title: 'Welcome', url: null, image: null },
        { startTime: 1.5, title: 'The guest', url: 'https://example.org/sam', image: { id: media.portrait!.id } },
      ],
      persons: [
        { name: 'Maya Green', role: 'host', href: 'https://example.org/maya' },
        { name: 'Sam Ortiz', role: 'guest', href: null },
      ],
      soundbites: [{ startTime: 0.5, duration: 2, title: 'The welcome' }],
    })
  })

  it('makes the transcript files public with the episode', async () => {
    const response = await api('GET', `/api/media/file/${media.vttEn!.filename}`, { browser: false })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/vtt')
  })

  it('refuses a format that does not match the file, a bad language, duplicates and a long soundbite', async () => {
    const patch = (data: Record<string, unknown>) => api('PATCH', `/api/podcast-episodes/${episode.id}`, { cookie: admin, body: data })
    const mismatch = await patch({ transcripts: [{ file: media.srtEn!.id, language: 'en', format: 'vtt' }] })
    expect(mismatch.status).toBe(400)
    expect(mismatch.text).toContain(TRANSCRIPT_MESSAGES.formatMismatch)
    const language = await patch({ transcripts: [{ file: media.vttEn!.id, language: 'english please', format: 'vtt' }] })
    expect(language.status).toBe(400)
    expect(language.text).toContain(TRANSCRIPT_MESSAGES.language)
    const duplicate = await patch({
      transcripts: [
        { file: media.vttEn!.id, language: 'en', format: 'vtt' },
        { file: media.vttEs!.id, language: 'EN', format: 'vtt' },
      ],
    })
    expect(duplicate.status).toBe(400)
    expect(duplicate.text).toContain(TRANSCRIPT_MESSAGES.duplicate)
    const soundbite = await patch({ soundbites: [{ startTime: 0, duration: 500 }] })
    expect(soundbite.status).toBe(400)
    expect(soundbite.text).toContain(SOUNDBITE_MESSAGES.duration)
    const badChapters = await upload(
      `chapters-bad-${suffix}.json`,
      JSON.stringify({ version: '1.2.0', chapters: [{ title: 'x' }] }),
      'application/json',
    )
    expect(badChapters.status).toBe(400)
    expect(badChapters.text).toContain(CHAPTERS_MESSAGES.startTime(0))
  })

  describe('companion routes', () => {
    it('serves the uploaded WebVTT and SRT with their types and CORS', async () => {
      const vtt = await transcriptGet(new Request(transcriptUrl('en.vtt')), routeParams('en.vtt'))
      expect(vtt.status).toBe(200)
      expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
      expect(vtt.headers.get('access-control-allow-origin')).toBe('*')
      expect(await vtt.text()).toBe(VTT_EN)
      const srt = await transcriptGet(new Request(transcriptUrl('en.srt')), routeParams('en.srt'))
      expect(srt.headers.get('content-type')).toBe('application/x-subrip; charset=utf-8')
      expect(await srt.text()).toBe(SRT_EN)
      // The other address serves the same files.
      const other = await transcriptGet(new Request(transcriptUrl('es.vtt')), routeParams('es.vtt', 'herbanconversations'))
      expect(await other.text()).toBe(VTT_ES)
    })

    it('answers HEAD with the headers alone and a Range with 206', async () => {
      const head = await transcriptHead(new Request(transcriptUrl('en.vtt'), { method: 'HEAD' }), routeParams('en.vtt'))
      expect(head.status).toBe(200)
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(VTT_EN)))
      expect(head.headers.get('accept-ranges')).toBe('bytes')
      expect(await head.text()).toBe('')
      const range = await transcriptGet(new Request(transcriptUrl('en.vtt'), { headers: { range: 'bytes=0-5' } }), routeParams('en.vtt'))
      expect(range.status).toBe(206)
      expect(range.headers.get('content-range')).toBe(`bytes 0-5/${Buffer.byteLength(VTT_EN)}`)
      expect(await range.text()).toBe('WEBVTT')
      const beyond = await transcriptGet(
        new Request(transcriptUrl('en.vtt'), { headers: { range: 'bytes=99999-' } }),
        routeParams('en.vtt'),
      )
      expect(beyond.status).toBe(416)
      const etag = range.headers.get('etag') ?? ''
      const again = await transcriptGet(new Request(transcriptUrl('en.vtt'), { headers: { 'if-none-match': etag } }), routeParams('en.vtt'))
      expect(again.status).toBe(304)
    })

    it('derives the Podcasting 2.0 JSON transcript with speakers, and an HTML transcript', async () => {
      const json = await transcriptGet(new Request(transcriptUrl('en.json')), routeParams('en.json'))
      expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(json.headers.get('access-control-allow-origin')).toBe('*')
      expect(await json.json()).toEqual({
        version: '1.0.0',
        segments: [
          { speaker: 'Maya Green', startTime: 0, endTime: 1.5, body: 'Welcome to Herban Conversations & thanks for listening.' },
          { speaker: 'Sam Ortiz', startTime: 1.5, endTime: 3, body: 'Glad to be here.' },
        ],
      })
      const html = await transcriptGet(new Request(transcriptUrl('es.html')), routeParams('es.html'))
      expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
      const text = await html.text()
      expect(text).toContain('<html lang="es">')
      expect(text).toContain('<cite>Sam Ortiz:</cite>\n<time>0:01</time>\n<p>Encantado de estar aquí.</p>')
    })

    it('answers 404 for an unknown language, format or episode', async () => {
      for (const file of ['fr.vtt', 'es.srt', 'en.txt', 'en']) {
        const response = await transcriptGet(new Request(transcriptUrl(file)), routeParams(file))
        expect(response.status, file).toBe(404)
      }
      const unknown = await transcriptGet(new Request(transcriptUrl('en.vtt')), {
        params: Promise.resolve({ address: 'herban-conversations', slug: `no-such-${suffix}`, file: 'en.vtt' }),
      })
      expect(unknown.status).toBe(404)
    })

    it('serves JSON Chapters 1.2 with absolute image addresses, CORS and a preflight', async () => {
      const response = await chaptersGet(new Request(`${BASE_URL}/herban-conversations/${slug}/chapters.json`), {
        params: Promise.resolve({ address: 'herban-conversations', slug }),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/json+chapters')
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.json()).toEqual({
        version: '1.2.0',
        title: `Transcribed ${suffix}`,
        chapters: [
          { startTime: 0, title: 'Welcome' },
          { startTime: 1.5, title: 'The guest', url: 'https://example.org/sam', img: `${BASE_URL}${media.portrait!.url}` },
        ],
      })
      const preflight = chaptersOptions()
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-headers')).toContain('Range')
    })
  })

  describe('the feed', () => {
    async function feedXml() {
      const response = await feedGet(new Request(`${BASE_URL}/herbanconversations/feed.xml`))
      expect(response.status).toBe(200)
      return response.text()
    }

    it('is read by podcast-partytime with transcripts, chapters, people, soundbite, season and episode', async () => {
      const feed = parseFeed(await feedXml())
      const item = feed?.items.find((entry) => entry.title === `Transcribed ${suffix}`)
      expect(item).toBeTruthy()
      const at = (file: string) => `${BASE_URL}/herban-conversations/${slug}/transcripts/${file}`
      expect(item?.podcastTranscripts).toEqual([
        { url: at('en.vtt'), type: 'text/vtt', language: 'en', rel: 'captions' },
        { url: at('en.srt'), type: 'application/srt', language: 'en' },
        { url: at('es.vtt'), type: 'text/vtt', language: 'es', rel: 'captions' },
        { url: at('en.json'), type: 'application/json', language: 'en' },
        { url: at('en.html'), type: 'text/html', language: 'en' },
        { url: at('es.json'), type: 'application/json', language: 'es' },
        { url: at('es.html'), type: 'text/html', language: 'es' },
      ])
      expect(item?.podcastChapters).toEqual({
        url: `${BASE_URL}/herban-conversations/${slug}/chapters.json`,
        type: 'application/json+chapters',
      })
      // podcast-partytime maps a role and group of the Podcast Taxonomy onto its own spelling; an unknown one would not be.
      expect(item?.podcastPeople).toEqual([
        { name: 'Maya Green', role: 'Host', group: 'Cast', img: `${BASE_URL}${media.portrait!.url}`, href: 'https://example.org/maya' },
        { name: 'Sam Ortiz', role: 'Guest', group: 'Cast' },
      ])
      expect(item?.podcastSoundbites).toEqual([{ startTime: 0.5, duration: 2, title: 'The welcome' }])
      expect(item?.podcastSeason).toMatchObject({ number: 2 })
      expect(item?.podcastEpisode).toMatchObject({ number: 950 })
      expect(item?.itunesSeason).toBe(2)
      expect(item?.itunesEpisode).toBe(950)
    })

    it('every feed address validates: Apple required tags, and every Podcasting 2.0 tag complete', async () => {
      const parser = new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '@',
        parseTagValue: false,
        isArray: (name) => ['item', 'podcast:transcript', 'podcast:person', 'podcast:soundbite'].includes(name),
      })
      for (const address of ['herbanconversations', 'herban-conversations']) {
        const response = await feedGet(new Request(`${BASE_URL}/${address}/feed.xml`))
        const xml = await response.text()
        expect(parseFeed(xml), address).not.toBeNull()
        const channel = parser.parse(xml).rss.channel as Record<string, unknown> & { item: Array<Record<string, unknown>> }
        for (const required of [
          'title',
          'description',
          'language',
          'itunes:image',
          'itunes:category',
          'itunes:explicit',
          'itunes:author',
          'link',
        ]) {
          expect(channel[required], `${address}: channel ${required}`).toBeTruthy()
        }
        for (const item of channel.item) {
          const name = String(item.title)
          for (const required of ['title', 'guid', 'pubDate', 'itunes:episode', 'podcast:episode'])
            expect(item[required], `${name}: ${required}`).toBeTruthy()
          if (item['podcast:season']) expect(String(item['podcast:season'])).toMatch(/^[1-9]\d*$/)
          for (const transcript of (item['podcast:transcript'] ?? []) as Array<Record<string, string>>) {
            expect(transcript['@url'], name).toMatch(/^https?:\/\//)
            expect(['text/vtt', 'application/x-subrip', 'application/json', 'text/html'], name).toContain(transcript['@type'])
            expect(Intl.getCanonicalLocales(transcript['@language'] ?? '')[0], name).toBe(transcript['@language'])
            if (transcript['@rel']) expect(transcript['@type']).toBe('text/vtt')
          }
          const chapters = item['podcast:chapters'] as Record<string, string> | undefined
          if (chapters)
            expect(chapters).toMatchObject({ '@url': expect.stringMatching(/^https?:\/\//), '@type': 'application/json+chapters' })
          for (const person of (item['podcast:person'] ?? []) as Array<Record<string, string>>) {
            expect(person['#text'], name).toBeTruthy()
            expect(['host', 'co-host', 'guest']).toContain(person['@role'])
          }
          for (const bite of (item['podcast:soundbite'] ?? []) as Array<Record<string, string>>) {
            expect(Number(bite['@startTime'])).toBeGreaterThanOrEqual(0)
            expect(Number(bite['@duration'])).toBeGreaterThan(0)
            expect(Number(bite['@duration'])).toBeLessThanOrEqual(120)
          }
        }
      }
    })

    it('writes the exact attributes of the namespace tags', async () => {
      const parser = new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '@',
        parseTagValue: false,
        isArray: (name) => name === 'item',
      })
      const items = parser.parse(await feedXml()).rss.channel.item as Array<Record<string, unknown>>
      const item = items.find((entry) => entry.title === `Transcribed ${suffix}`)!
      const transcripts = item['podcast:transcript'] as Array<Record<string, string>>
      expect(transcripts[1]).toEqual({
        '@url': `${BASE_URL}/herban-conversations/${slug}/transcripts/en.srt`,
        '@type': 'application/x-subrip',
        '@language': 'en',
      })
      expect(item['podcast:soundbite']).toEqual({ '#text': 'The welcome', '@startTime': '0.5', '@duration': '2' })
      expect(item['podcast:season']).toBe('2')
      expect(item['itunes:season']).toBe('2')
    })
  })
})
