import { describe, expect, it } from 'vitest'
import { formatEpisodeDate, isoEpisodeDate } from '@/lib/podcast/format'
import { canOptimiseImage, usableMediaSrc } from '@/lib/podcast/images'
import { PODCAST_BASE_PATHS, podcastBaseFromSegment, podcastRewrite } from '@/lib/podcast/paths'
import { type ShareCapableNavigator, shareOrCopy } from '@/lib/podcast/share'
import { linkifyLine, parseShowNotes } from '@/lib/podcast/show-notes'

describe('formatEpisodeDate', () => {
  it('writes the long US date of the UTC day', () => {
    expect(formatEpisodeDate('2025-09-04T16:00:00.000Z')).toBe('September 4, 2025')
    expect(formatEpisodeDate('2025-09-04T23:30:00.000Z')).toBe('September 4, 2025')
    expect(isoEpisodeDate('2025-09-04T23:30:00.000Z')).toBe('2025-09-04')
  })

  it('gives nothing for a missing or broken date', () => {
    expect(formatEpisodeDate(null)).toBeNull()
    expect(formatEpisodeDate('not a date')).toBeNull()
  })
})

describe('show notes', () => {
  it('turns http(s) addresses into links and keeps the rest as text', () => {
    expect(linkifyLine('Seed library: https://example.org/seeds')).toEqual([
      { kind: 'text', text: 'Seed library: ' },
      { kind: 'link', href: 'https://example.org/seeds', text: 'https://example.org/seeds' },
    ])
  })

  it('leaves sentence punctuation outside the link', () => {
    expect(linkifyLine('See https://example.org/wash.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.org/wash', text: 'https://example.org/wash' },
      { kind: 'text', text: '.' },
    ])
  })

  it('never links other schemes', () => {
    expect(linkifyLine('javascript:alert(1) and data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and data:text/html,x' },
    ])
  })

  it('splits lines and drops blank ones', () => {
    expect(parseShowNotes('a\n\n  b  \r\n')).toEqual([[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]])
    expect(parseShowNotes(null)).toEqual([])
  })
})

describe('podcast images', () => {
  it('optimises local files and configured https hosts only', () => {
    expect(canOptimiseImage('/api/media/file/hero.png', '')).toBe(true)
    expect(canOptimiseImage('https://cdn.example.com/a.png', 'cdn.example.com')).toBe(true)
    expect(canOptimiseImage('https://elsewhere.example/a.png', 'cdn.example.com')).toBe(false)
    expect(canOptimiseImage('//cdn.example.com/a.png', 'cdn.example.com')).toBe(false)
  })

  it('accepts site-relative and http(s) sources only', () => {
    expect(usableMediaSrc(' /a.png ')).toBe('/a.png')
    expect(usableMediaSrc('https://x.example/a.png')).toBe('https://x.example/a.png')
    expect(usableMediaSrc('javascript:alert(1)')).toBeNull()
    expect(usableMediaSrc('')).toBeNull()
  })
})

describe('shareOrCopy', () => {
  const data = { title: 'Ep', url: 'https://headstash.example/herbanconversations/ep001' }
  const abort = () => Object.assign(new Error('cancelled'), { name: 'AbortError' })

  it('shares when the share sheet works', async () => {
    const nav: ShareCapableNavigator = { share: async () => undefined }
    expect(await shareOrCopy(nav, data)).toBe('shared')
  })

  it('copies the link when sharing fails or is missing', async () => {
    const copied: string[] = []
    const clipboard = { writeText: async (text: string) => void copied.push(text) }
    expect(await shareOrCopy({ share: () => Promise.reject(new Error('no')), clipboard }, data)).toBe('copied')
    expect(await shareOrCopy({ clipboard }, data)).toBe('copied')
    expect(copied).toEqual([data.url, data.url])
  })

  it('fails when both fail, and treats closing the sheet as a cancel', async () => {
    const clipboard = { writeText: () => Promise.reject(new Error('denied')) }
    expect(await shareOrCopy({ share: () => Promise.reject(new Error('no')), clipboard }, data)).toBe('failed')
    expect(await shareOrCopy({}, data)).toBe('failed')
    expect(await shareOrCopy({ share: () => Promise.reject(abort()), clipboard }, data)).toBe('cancelled')
  })
})

describe('the two podcast addresses on one route tree', () => {
  it('sends every path under either address onto the tree, the address as its first segment', () => {
    expect(podcastRewrite('/herbanconversations')).toBe('/podcast/herbanconversations')
    expect(podcastRewrite('/herban-conversations/episodes')).toBe('/podcast/herban-conversations/episodes')
    expect(podcastRewrite('/herban-conversations/ep001-roots/social.png')).toBe('/podcast/herban-conversations/ep001-roots/social.png')
    expect(podcastRewrite('/herbanconversations/feed.xml')).toBe('/podcast/herbanconversations/feed.xml')
  })

  it('answers a direct request for the tree with the prefix alone, which no page claims', () => {
    expect(podcastRewrite('/podcast')).toBe('/podcast')
    expect(podcastRewrite('/podcast/herbanconversations')).toBe('/podcast')
    expect(podcastRewrite('/podcast/herban-conversations/ep001-roots')).toBe('/podcast')
  })

  it('leaves other paths alone, including ones that merely start with the same letters', () => {
    for (const path of [
      '/',
      '/the-cloud',
      '/herbanconversationsx',
      '/herban-conversations-old/feed.xml',
      '/podcasts',
      '/api/podcast/episodes',
    ]) {
      expect(podcastRewrite(path)).toBeNull()
    }
  })

  it('reads a tree segment back as its address, and nothing else as one', () => {
    for (const base of PODCAST_BASE_PATHS) expect(podcastBaseFromSegment(base.slice(1))).toBe(base)
    for (const segment of [undefined, '', 'podcast', 'herbanconversations/episodes', '/herbanconversations']) {
      expect(podcastBaseFromSegment(segment)).toBeNull()
    }
  })
})
