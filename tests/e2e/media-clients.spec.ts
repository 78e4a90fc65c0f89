import type { APIRequestContext } from '@playwright/test'
import ogs from 'open-graph-scraper'
import { parseFeed } from 'podcast-partytime'
import robotsParser from 'robots-parser'
import Parser from 'rss-parser'
import sharp from 'sharp'
import { buildEpisodeSlug } from '../../src/lib/podcast/builders'
import { DEMO_EPISODES } from '../../src/seed/data'
import { expect, test } from './fixtures'

// What podcast apps, crawlers and link previews see of the seeded demo on the production server,
// read by independent clients: podcast-partytime and rss-parser for the feed, robots-parser for
// robots.txt, open-graph-scraper for the pages, sharp for the images actually served.
const PUBLISHED_DEMO = DEMO_EPISODES.filter((episode) => episode.status === 'published' && !episode.announced).map((episode) => ({
  ...episode,
  slug: buildEpisodeSlug(episode.episodeNumber, episode.title),
}))

async function readFeedXml(request: APIRequestContext) {
  const response = await request.get('/herbanconversations/feed.xml')
  expect(response.status()).toBe(200)
  return { response, xml: await response.text() }
}

test('robots.txt lets crawlers fetch media files while /api and /admin stay closed', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const robots = robotsParser(`${baseURL}/robots.txt`, await response.text())
  expect(robots.isAllowed(`${baseURL}/api/media/file/demo-episode-1.png`, 'Googlebot')).toBe(true)
  expect(robots.isAllowed(`${baseURL}/api/media/file/demo-episode-1-640x360.webp`, 'facebookexternalhit')).toBe(true)
  expect(robots.isAllowed(`${baseURL}/api/users`, 'Googlebot')).toBe(false)
  expect(robots.isAllowed(`${baseURL}/api/media`, 'Googlebot')).toBe(false)
  expect(robots.isAllowed(`${baseURL}/admin`, 'Googlebot')).toBe(false)
  expect(robots.isAllowed(`${baseURL}/the-cloud`, 'Googlebot')).toBe(true)
})

test('the sitemap lists the finds’ permalink pages and no feed', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
  const finds = locations.filter((url) => /\/the-cloud\/\d+-[a-z0-9-]+$/.test(new URL(url).pathname))
  expect(finds.length).toBeGreaterThan(0)
  expect(locations.some((url) => url.endsWith('.xml'))).toBe(false)
  const page = await request.get(new URL(finds[0] ?? '').pathname)
  expect(page.status()).toBe(200)
})

test('every published demo episode has a playable enclosure, per podcast-partytime and rss-parser', async ({ request }) => {
  const { xml } = await readFeedXml(request)
  const partytime = parseFeed(xml)
  expect(partytime).not.toBeNull()
  const rss = await new Parser().parseString(xml)
  for (const demo of PUBLISHED_DEMO) {
    const episode = partytime?.items.find((item) => item.link?.endsWith(`/${demo.slug}`))
    expect(episode, demo.slug).toBeDefined()
    const rssItem = rss.items.find((item) => item.link?.endsWith(`/${demo.slug}`))
    expect(rssItem?.enclosure, demo.slug).toBeDefined()
    const enclosure = episode?.enclosure
    expect(enclosure).toMatchObject({ type: 'audio/mpeg', url: rssItem?.enclosure?.url })
    expect(enclosure?.length).toBeGreaterThan(1000)
    expect(Number(rssItem?.enclosure?.length)).toBe(enclosure?.length)
    expect(episode?.duration).toBe(4)

    // The enclosure answers a podcast app's HEAD with its advertised length, and its body is that length.
    const url = new URL(enclosure?.url ?? '')
    const head = await request.head(url.pathname)
    expect(head.status()).toBe(200)
    expect((await head.body()).length).toBe(0)
    expect(Number(head.headers()['content-length'])).toBe(enclosure?.length)
    expect(head.headers()['content-type']).toBe('audio/mpeg')
    expect(head.headers()['etag']).toBeTruthy()
    expect(head.headers()['last-modified']).toBeTruthy()
    // The enclosure is the counting route: private, so no shared cache answers a download in our place.
    expect(head.headers()['cache-control']).toBe('private, no-cache')
    const audio = await request.get(url.pathname)
    expect((await audio.body()).length).toBe(enclosure?.length)
    const again = await request.get(url.pathname, { headers: { 'If-None-Match': head.headers()['etag'] ?? '' } })
    expect(again.status()).toBe(304)
    const range = await request.get(url.pathname, { headers: { Range: 'bytes=0-99' } })
    expect(range.status()).toBe(206)
    expect(range.headers()['content-range']).toBe(`bytes 0-99/${enclosure?.length}`)
  }
})

test('each episode’s itunes:image is a square RGB JPEG of 1400–3000 px', async ({ request }) => {
  const { xml } = await readFeedXml(request)
  const partytime = parseFeed(xml)
  for (const demo of PUBLISHED_DEMO) {
    const episode = partytime?.items.find((item) => item.link?.endsWith(`/${demo.slug}`))
    const imageUrl = episode?.image ?? ''
    expect(imageUrl, demo.slug).toMatch(/\.jpg$/)
    const response = await request.get(new URL(imageUrl).pathname)
    expect(response.status()).toBe(200)
    const metadata = await sharp(await response.body()).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', space: 'srgb', channels: 3, hasAlpha: false })
    expect(metadata.width).toBe(metadata.height)
    expect(metadata.width).toBeGreaterThanOrEqual(1400)
    expect(metadata.width).toBeLessThanOrEqual(3000)
  }
})

test('the feed sends ETag and Last-Modified and answers a conditional request with 304', async ({ request }) => {
  const { response } = await readFeedXml(request)
  const etag = response.headers()['etag'] ?? ''
  const lastModified = response.headers()['last-modified'] ?? ''
  expect(etag).toMatch(/^"[^"]+"$/)
  expect(Number.isNaN(Date.parse(lastModified))).toBe(false)
  expect((await request.get('/herbanconversations/feed.xml', { headers: { 'If-None-Match': etag } })).status()).toBe(304)
  expect((await request.get('/herbanconversations/feed.xml', { headers: { 'If-Modified-Since': lastModified } })).status()).toBe(304)
  const head = await request.head('/herbanconversations/feed.xml')
  expect(head.status()).toBe(200)
  expect(head.headers()['etag']).toBe(etag)
  expect(Number(head.headers()['content-length'])).toBe(Buffer.byteLength(await response.text()))
  expect(head.headers()['x-headstash-content-length']).toBeUndefined()
})

test('an episode page’s og:image is its 1200×630 PNG share card on the serving origin, with og:locale and twitter:image:alt', async ({
  request,
  baseURL,
}) => {
  const demo = PUBLISHED_DEMO[0]
  const page = await request.get(`/herban-conversations/${demo?.slug}`)
  expect(page.status()).toBe(200)
  const { result } = await ogs({ html: await page.text() })
  expect(result.ogLocale).toBe('en_US')
  const image = result.ogImage?.[0]
  expect(image).toMatchObject({ width: '1200', height: '630' })
  expect(image?.alt).toBeTruthy()
  expect(result.twitterImage?.[0]?.url).toBe(image?.url)
  expect(result.twitterImage?.[0]?.alt).toBeTruthy()
  const url = new URL(image?.url ?? '')
  expect(url.origin).toBe(new URL(baseURL ?? '').origin)
  expect(url.pathname).toBe(`/herban-conversations/${demo?.slug}/social.png`)
  const served = await request.get(url.pathname)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/png')
  expect(served.headers()['cache-control']).toBe('public, max-age=3600')
  expect(await sharp(await served.body()).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
  // Cached: the second answer is the same bytes, and a client holding them gets a 304.
  const etag = served.headers()['etag'] ?? ''
  expect(etag).toMatch(/^"[^"]+"$/)
  expect((await request.get(url.pathname, { headers: { 'If-None-Match': etag } })).status()).toBe(304)

  const home = await ogs({ html: await (await request.get('/')).text() })
  expect(home.result.ogLocale).toBe('en_US')
  expect(home.result.twitterImage?.[0]?.alt).toBeTruthy()
})
