import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { episodeAudio } from '@/lib/podcast/audio'
import { buildPodcastFeed, escapeXml, type FeedEpisode, type FeedShow, podcastGuid, uuidV5 } from '@/lib/podcast/feed'
import { PODCAST_GUID_NAMESPACE, sniffAudioType } from '@/lib/podcast/rules'

const show: FeedShow = {
  title: 'Herban Conversations',
  description: 'Talks & <stories>',
  link: 'https://headstash.example/herban-conversations',
  feedUrl: 'https://headstash.example/herbanconversations/feed.xml',
  language: 'en-us',
  author: 'Headstash',
  ownerName: 'Headstash Team',
  ownerEmail: 'pod@headstash.example',
  category: 'Society and Culture',
  explicit: true,
  locked: true,
  imageUrl: 'https://headstash.example/herbanconversations/artwork.jpg',
}

const episode = (number: number, publishDate: string | null, extra: Partial<FeedEpisode> = {}): FeedEpisode => ({
  guid: `guid-${number}`,
  title: `Episode ${number}`,
  description: `Summary ${number}`,
  link: `https://headstash.example/herban-conversations/ep00${number}`,
  publishDate,
  episodeNumber: number,
  imageUrl: null,
  audio: { url: `https://headstash.example/api/media/file/ep${number}.mp3`, bytes: 12225, type: 'audio/mpeg', duration: 3 },
  ...extra,
})

// Values stay strings, as a podcast app reads them.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'item',
})

describe('buildPodcastFeed', () => {
  const xml = buildPodcastFeed(show, [
    episode(1, '2026-01-01T10:00:00Z'),
    episode(3, '2026-03-01T10:00:00Z'),
    episode(2, '2026-02-01T10:00:00Z', { audio: null }),
  ])
  const channel = parser.parse(xml).rss.channel

  it('is well-formed RSS 2.0 with the itunes, podcast and atom namespaces', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    const rss = parser.parse(xml).rss
    expect(rss['@version']).toBe('2.0')
    expect(rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd')
    expect(rss['@xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0')
    expect(rss['@xmlns:atom']).toBe('http://www.w3.org/2005/Atom')
  })

  it('has every PSP-1 channel tag, escaped', () => {
    expect(channel.title).toBe('Herban Conversations')
    expect(channel.description).toBe('Talks & <stories>')
    expect(channel.link).toBe(show.link)
    expect(channel.language).toBe('en-us')
    expect(channel['atom:link']).toMatchObject({ '@href': show.feedUrl, '@rel': 'self', '@type': 'application/rss+xml' })
    expect(channel['itunes:image']['@href']).toBe(show.imageUrl)
    expect(channel['itunes:category']['@text']).toBe('Society & Culture')
    expect(channel['itunes:explicit']).toBe('true')
    expect(channel['itunes:author']).toBe('Headstash')
    expect(channel['itunes:owner']).toEqual({ 'itunes:name': 'Headstash Team', 'itunes:email': 'pod@headstash.example' })
    expect(channel['podcast:guid']).toBe(podcastGuid(show.feedUrl))
    expect(channel['podcast:locked']).toMatchObject({ '#text': 'yes', '@owner': 'pod@headstash.example' })
  })

  it('lists items newest first with guid, pubDate, enclosure, episode, duration and image', () => {
    const items = channel.item as Record<string, unknown>[]
    expect(items.map((item) => item['itunes:episode'])).toEqual(['3', '2', '1'])
    const [latest, noAudio] = items as [Record<string, never>, Record<string, never>]
    expect(latest.guid).toMatchObject({ '#text': 'guid-3', '@isPermaLink': 'false' })
    expect(latest.pubDate).toBe('Sun, 01 Mar 2026 10:00:00 GMT')
    expect(latest.enclosure).toMatchObject({
      '@url': 'https://headstash.example/api/media/file/ep3.mp3',
      '@length': '12225',
      '@type': 'audio/mpeg',
    })
    expect(latest['itunes:duration']).toBe('3')
    expect(latest['itunes:image']).toEqual({ '@href': show.imageUrl })
    expect(noAudio.enclosure).toBeUndefined()
  })

  it('uses the episode image when there is one', () => {
    const withImage = buildPodcastFeed(show, [episode(1, null, { imageUrl: 'https://cdn.example/a.jpg?x=1&y=2' })])
    expect(parser.parse(withImage).rss.channel.item[0]['itunes:image']['@href']).toBe('https://cdn.example/a.jpg?x=1&y=2')
  })
})

describe('podcast:guid', () => {
  it('matches the PSP-1 / Podcast Index reference value', () => {
    // The podcast namespace's own example: "mp3s.nashownotes.com/pc20rss.xml" -> 917393e3-1b1e-5cef-ace4-edaa54e1f810
    expect(uuidV5('mp3s.nashownotes.com/pc20rss.xml', PODCAST_GUID_NAMESPACE)).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810')
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810')
  })
})

describe('escapeXml', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`a<b>&"'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;&apos;')
  })
})

describe('episodeAudio', () => {
  it('prefers the uploaded file with its stored length and duration, served through the counting route', () => {
    const audio = episodeAudio({
      id: 7,
      audioFile: {
        id: 1,
        url: '/api/media/file/ep.m4a',
        filename: 'ep.m4a',
        filesize: 999,
        mimeType: 'audio/mp4',
        duration: 61.6,
        createdAt: '',
        updatedAt: '',
      },
      audioUrl: 'https://elsewhere.example/ep.mp3',
    })
    expect(audio).toEqual({ url: '/api/podcast/audio/7/ep.m4a', bytes: 999, type: 'audio/x-m4a', duration: 62 })
  })

  it('falls back to the external address and refuses other schemes', () => {
    expect(episodeAudio({ id: 1, audioUrl: 'https://cdn.example/ep.mp3', audioBytes: 10, audioDuration: 5 })).toEqual({
      url: 'https://cdn.example/ep.mp3',
      bytes: 10,
      type: 'audio/mpeg',
      duration: 5,
    })
    expect(episodeAudio({ id: 1, audioUrl: 'javascript:alert(1)' })).toBeNull()
    expect(episodeAudio({ id: 1 })).toBeNull()
  })
})

describe('sniffAudioType', () => {
  it('tells MP3 (ID3 or a bare frame) and M4A by their first bytes, and nothing else', () => {
    expect(sniffAudioType(new TextEncoder().encode('ID3\u0004\u0000'))).toBe('audio/mpeg')
    expect(sniffAudioType(Uint8Array.from([0xff, 0xf3, 0x44, 0xc4]))).toBe('audio/mpeg')
    expect(sniffAudioType(new TextEncoder().encode('\u0000\u0000\u0000\u0020ftypM4A \u0000'))).toBe('audio/mp4')
    expect(sniffAudioType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull()
    expect(sniffAudioType(Uint8Array.from([0xff, 0xe0]))).toBeNull()
    expect(sniffAudioType(new Uint8Array())).toBeNull()
  })
})
