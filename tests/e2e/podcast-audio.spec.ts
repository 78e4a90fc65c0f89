import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, sameOrigin, signInApi, test } from './fixtures'

// Podcast audio against the production server (Next's data cache on): an admin uploads an MP3 through the
// media collection and publishes an episode with it; the page plays it, the feed lists it, and an
// unpublish removes it from the feed on the next request.
const MP3 = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/tone-3s.mp3'))
const suffix = `${Date.now()}`
const SLUG = `ep950-audio-check-${suffix}`
const TITLE = `Audio Check ${suffix}`

let episodeId: number | undefined
let audioUrl = ''

test.beforeAll(async ({ request }) => {
  await signInApi(request)
  const upload = await sameOrigin(request).post('/api/media', {
    multipart: {
      file: { name: `audio-${suffix}.mp3`, mimeType: 'audio/mpeg', buffer: MP3 },
      _payload: JSON.stringify({ alt: 'Episode audio' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const media = (await upload.json()).doc as { id: number; url: string; duration: number; filesize: number }
  expect(media).toMatchObject({ duration: 3, filesize: MP3.length })
  audioUrl = media.url
  const created = await sameOrigin(request).post('/api/podcast-episodes', {
    data: {
      episodeNumber: 950,
      title: TITLE,
      slug: SLUG,
      shortSummary: 'An episode whose uploaded audio must play.',
      status: 'published',
      // Older than the seeded episodes, so the podcast home's "Latest Episode" stays theirs.
      publishDate: '2020-01-01T12:00:00.000Z',
      audioFile: media.id,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  episodeId = (await created.json()).doc.id
})

test.afterAll(async ({ request }) => {
  if (episodeId === undefined) return
  await signInApi(request)
  await sameOrigin(request).delete(`/api/podcast-episodes/${episodeId}`)
})

test('the episode page plays the uploaded MP3 and offers the feed', async ({ page, pageErrors }) => {
  const response = await page.goto(`/herbanconversations/${SLUG}`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/herbanconversations/feed.xml',
  )
  const listenOn = page.getByRole('navigation', { name: 'Listen on' })
  await expect(listenOn.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/herbanconversations/feed.xml')
  const audio = page.getByRole('figure').locator('audio')
  await expect(audio).toHaveAttribute('aria-label', `Listen: ${TITLE}`)
  await expect(page.getByText('Length 0:03')).toBeVisible()
  // A real click gives the page the user activation Chromium's autoplay policy asks for.
  await page.getByText('Listen to this episode').click()
  await audio.evaluate((element: HTMLAudioElement) => element.play())
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.5)
  expect(await audio.evaluate((element: HTMLAudioElement) => element.error)).toBeNull()
  expect(pageErrors).toEqual([])
})

test('the served audio answers range requests with 206', async ({ request }) => {
  const response = await sameOrigin(request).get(audioUrl, { headers: { range: 'bytes=0-99' } })
  expect(response.status()).toBe(206)
  expect(response.headers()['content-range']).toBe(`bytes 0-99/${MP3.length}`)
  expect((await response.body()).length).toBe(100)
})

test('the feed and both addresses list the episode, and drop it on the next request after an unpublish', async ({ request }) => {
  const bases = ['/herbanconversations', '/herban-conversations']
  for (const base of bases) {
    const feed = await sameOrigin(request).get(`${base}/feed.xml`)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toContain('application/rss+xml')
    const xml = await feed.text()
    expect(xml).toContain(`<title>${TITLE}</title>`)
    expect(xml).toContain(`length="${MP3.length}" type="audio/mpeg"`)
    // Each address keeps its own cached pages: both are in the cache before the unpublish.
    for (const path of [`${base}/${SLUG}`, `${base}/episodes`]) {
      await sameOrigin(request).get(path)
      const cached = await sameOrigin(request).get(path)
      expect(cached.status(), path).toBe(200)
      expect(cached.headers()['x-nextjs-cache'], path).toBe('HIT')
      expect(await cached.text(), path).toContain(TITLE)
    }
  }
  await signInApi(request)
  const unpublished = await sameOrigin(request).patch(`/api/podcast-episodes/${episodeId}`, { data: { _status: 'draft' } })
  expect(unpublished.ok()).toBe(true)
  for (const base of bases) {
    expect(await (await sameOrigin(request).get(`${base}/feed.xml`)).text()).not.toContain(TITLE)
    expect((await sameOrigin(request).get(`${base}/${SLUG}`)).status()).toBe(404)
    expect(await (await sameOrigin(request).get(`${base}/episodes`)).text()).not.toContain(TITLE)
  }
})

test('the episode editor uploads an MP3 and shows its length; the show settings are editable in the admin', async ({
  page,
  pageErrors,
}) => {
  await signInApi(page.request)
  await page.goto('/admin/podcast/episodes/new')
  await page.getByLabel('Upload audio (MP3 or M4A)').setInputFiles({ name: 'editor-upload.mp3', mimeType: 'audio/mpeg', buffer: MP3 })
  await expect(page.getByText(/editor-upload.*\(0:03\)/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove audio file' })).toBeVisible()
  await page.goto('/admin/globals/site-settings')
  await expect(page.getByText('Podcast show (feed, listen-on links)')).toBeVisible()
  await expect(page.getByLabel('Owner e-mail')).toBeVisible()
  expect(pageErrors).toEqual([])
})
