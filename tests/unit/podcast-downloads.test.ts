import { describe, expect, it } from 'vitest'
import {
  classifyUserAgent,
  downloadThresholdBytes,
  isCountedClient,
  isProbe,
  listenerHash,
  servedRange,
  utcDay,
} from '@/lib/podcast/downloads'

describe('classifyUserAgent (the vendored user-agent list)', () => {
  it.each([
    ['Podcasts/1650.20 CFNetwork/1333.0.4 Darwin/21.5.0', 'Apple Podcasts'],
    ['AppleCoreMedia/1.0.0.20E252 (iPhone; U; CPU OS 16_4_1 like Mac OS X; en_us)', 'Apple Podcasts'],
    ['Spotify/8.7.70 iOS/16.1 (iPhone14,5)', 'Spotify'],
    ['Overcast/3.0 (+http://overcast.fm/; iOS podcast app)', 'Overcast'],
    ['Pocket Casts', 'Pocket Casts'],
    ['Castro 2022.10/1337 Like iTunes', 'Castro'],
    ['PodcastAddict/v5 (+https://podcastaddict.com/; Android podcast app)', 'Podcast Addict'],
    ['Podcast Addict - Dalvik/2.1.0 (Linux; U; Android 13; Pixel 7 Build/TQ3A.230805.001)', 'Podcast Addict'],
    ['AntennaPod/3.2.0', 'AntennaPod'],
    ['de.danoeh.antennapod/1.7.3b (Linux;Android 8.0.0) ExoPlayerLib/2.9.3', 'AntennaPod'],
  ])('%s is the app %s', (agent, name) => {
    expect(classifyUserAgent(agent)).toEqual({ kind: 'app', name })
  })

  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari'],
  ])('%s is the browser %s', (agent, name) => {
    expect(classifyUserAgent(agent)).toEqual({ kind: 'browser', name })
  })

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'SomeNewCrawler/1.0',
    '',
    '   ',
  ])('%j is a bot and never counts', (agent) => {
    const client = classifyUserAgent(agent)
    expect(client.kind).toBe('bot')
    expect(isCountedClient(client)).toBe(false)
  })

  it.each(['curl/8.5.0', 'Wget/1.21.4', 'python-requests/2.31.0', 'Go-http-client/2.0'])('%s is a library and never counts', (agent) => {
    expect(classifyUserAgent(agent).kind).toBe('library')
    expect(isCountedClient(classifyUserAgent(agent))).toBe(false)
  })

  it('counts an unknown client under Other', () => {
    expect(classifyUserAgent('MyLittlePodPlayer/0.9')).toEqual({ kind: 'unknown', name: 'Other' })
    expect(isCountedClient(classifyUserAgent('MyLittlePodPlayer/0.9'))).toBe(true)
  })
})

describe('downloadThresholdBytes', () => {
  it('is one minute at the file’s average rate, never more than the file', () => {
    expect(downloadThresholdBytes(60_000_000, 3600)).toBe(1_000_000)
    expect(downloadThresholdBytes(12_225, 600)).toBe(1223)
    expect(downloadThresholdBytes(12_225, 3)).toBe(12_225)
  })

  it('assumes 128 kbit/s when the duration is unknown', () => {
    expect(downloadThresholdBytes(50_000_000, null)).toBe(960_000)
    expect(downloadThresholdBytes(50_000_000, 0)).toBe(960_000)
    expect(downloadThresholdBytes(500_000, undefined)).toBe(500_000)
  })
})

describe('servedRange and isProbe', () => {
  it('reads the bytes an answer carries', () => {
    expect(servedRange(200, new Headers({ 'content-length': '1000' }))).toEqual({ start: 0, end: 999 })
    expect(servedRange(206, new Headers({ 'content-range': 'bytes 100-199/1000' }))).toEqual({ start: 100, end: 199 })
    expect(servedRange(304, new Headers())).toBeNull()
    expect(servedRange(416, new Headers({ 'content-range': 'bytes */1000' }))).toBeNull()
  })

  it('knows the bytes=0-1 probe and nothing else', () => {
    expect(isProbe({ start: 0, end: 1 })).toBe(true)
    expect(isProbe({ start: 0, end: 2 })).toBe(false)
    expect(isProbe({ start: 1, end: 1 })).toBe(false)
  })
})

describe('listeners and days', () => {
  it('hashes salt, address and agent; another salt is another listener', () => {
    const listener = listenerHash('salt-a', '203.0.113.9', 'Overcast/3.0')
    expect(listener).toMatch(/^[0-9a-f]{64}$/)
    expect(listener).not.toContain('203.0.113.9')
    expect(listenerHash('salt-a', '203.0.113.9', 'Overcast/3.0')).toBe(listener)
    expect(listenerHash('salt-b', '203.0.113.9', 'Overcast/3.0')).not.toBe(listener)
    expect(listenerHash('salt-a', '203.0.113.9', 'Overcast/3.1')).not.toBe(listener)
  })

  it('takes the UTC day', () => {
    expect(utcDay(new Date('2026-03-02T23:59:59.999-05:00'))).toBe('2026-03-03')
  })
})
