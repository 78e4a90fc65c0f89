import { EPISODE_MESSAGES } from '@/lib/podcast/episode-schema'
// Site-wide trust: an operator's save shows on the public site, checked on the public page.
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { HERO_BACKGROUND_FALLBACK } from '@/lib/site/constants'

import { expect, sameOrigin, signInApi, test } from './fixtures'

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** The `<title>` a visitor (or a crawler) gets for `path`, straight from the server. */
async function servedTitle(request: APIRequestContext, path: string): Promise<string | undefined> {
  const html = await (await sameOrigin(request).get(path)).text()
  return /<title>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
}

async function saveSeo(page: Page, pageRoute: string, title: string) {
  const response = await sameOrigin(page.request).post('/api/admin/seo-settings', {
    data: { pageRoute, title, description: `E2E description for ${pageRoute}` },
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
}

test.describe('SEO settings reach the public pages within seconds', () => {
  for (const route of ['/', '/about', '/wiyhs']) {
    test(`an override saved for ${route} changes its <title>`, async ({ page }) => {
      await signInApi(page.request)
      // Render (and cache) the page first, so the test sees the cached page being replaced.
      const before = await servedTitle(page.request, route)
      const existing = (await (await sameOrigin(page.request).get('/api/admin/seo-settings')).json()) as {
        settings: Array<{ pageRoute: string; title: string; description: string }>
      }
      const previous = existing.settings.find((setting) => setting.pageRoute === route)
      const title = `E2E ${route} title ${unique()}`
      try {
        await saveSeo(page, route, title)
        await expect.poll(() => servedTitle(page.request, route), { timeout: 10_000 }).toBe(title)
        await page.goto(route)
        await expect(page).toHaveTitle(title)
      } finally {
        // Leave the demo as it was for the other specs.
        if (previous)
          await sameOrigin(page.request).post('/api/admin/seo-settings', {
            data: { pageRoute: route, title: previous.title, description: previous.description },
          })
        else await sameOrigin(page.request).delete(`/api/admin/seo-settings/${encodeURIComponent(route)}`)
      }
      await expect.poll(() => servedTitle(page.request, route), { timeout: 10_000 }).toBe(before)
    })
  }

  test('the dashboard SEO tab shows the title in effect for a route', async ({ page }) => {
    await signInApi(page.request)
    const title = `E2E stashgate ${unique()}`
    try {
      await saveSeo(page, '/stashgate', title)
      await page.goto('/admin/dashboard?tab=seo-settings')
      const card = page
        .getByRole('list', { name: 'SEO in effect per page' })
        .getByRole('listitem')
        .filter({ has: page.getByText('/stashgate', { exact: true }) })
      await expect(card.getByText(title)).toBeVisible()
      await expect(card.getByText('Override', { exact: true })).toBeVisible()
      await expect.poll(() => servedTitle(page.request, '/stashgate'), { timeout: 10_000 }).toBe(title)
    } finally {
      await sameOrigin(page.request).delete(`/api/admin/seo-settings/${encodeURIComponent('/stashgate')}`)
    }
  })
})

test('brand favicon and logo changes show in the public layout', async ({ page }) => {
  await signInApi(page.request)
  const stamp = unique()
  const favicon = `/favicon.svg?v=${stamp}`
  const logo = `/favicon.svg?logo=${stamp}`
  const form = (fields: Record<string, string>) => ({ multipart: fields })
  try {
    expect((await sameOrigin(page.request).put('/api/admin/brand-settings/favicon', form({ value: favicon }))).ok()).toBe(true)
    expect((await sameOrigin(page.request).post('/api/admin/brand-settings', form({ key: 'logo', value: logo }))).status()).toBe(201)
    await expect
      .poll(
        async () => {
          await page.goto('/about')
          return [
            await page.locator('link[rel="icon"]').first().getAttribute('href'),
            await page.locator('header img[data-brand-logo]').getAttribute('src'),
          ]
        },
        { timeout: 10_000 },
      )
      .toEqual([favicon, logo])
  } finally {
    await sameOrigin(page.request).put('/api/admin/brand-settings/favicon', form({ value: '/favicon.svg' }))
    await sameOrigin(page.request).delete('/api/admin/brand-settings/logo')
  }
})

test('a gate created for /flame-rating-guide opens there after scrolling, and its showing is counted', async ({ page }) => {
  await signInApi(page.request)
  const name = `E2E guide gate ${unique()}`
  const created = await sameOrigin(page.request).post('/api/admin/subscription-gates', {
    data: {
      name,
      pagePath: '/flame-rating-guide',
      triggerType: 'scroll',
      triggerValue: 20,
      title: 'Rate with the collective',
      description: 'Smoke Signals, weekly.',
      showFrequency: 'always',
      priority: 1000,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { gate } = (await created.json()) as { gate: { id: number } }
  try {
    await page.goto('/flame-rating-guide')
    const dialog = page.getByRole('dialog', { name: 'Rate with the collective' })
    await expect(dialog).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(dialog).toBeVisible()
    await expect
      .poll(
        async () =>
          (
            (await (await sameOrigin(page.request).get(`/api/admin/subscription-gates/${gate.id}/analytics`)).json()) as {
              totalShown: number
            }
          ).totalShown,
      )
      .toBe(1)
  } finally {
    await sameOrigin(page.request).delete(`/api/admin/subscription-gates/${gate.id}`)
  }
})

test('without a hero background the API and the podcast hero both answer the built-in image', async ({ page }) => {
  await signInApi(page.request)
  const before = (await (await sameOrigin(page.request).get('/api/hero-background')).json()) as { imageUrl: string }
  const setHero = (imageUrl: string) =>
    sameOrigin(page.request).post('/api/globals/site-settings', { data: { heroBackground: { imageUrl } } })
  try {
    // Cleared the way an editor clears it in Payload's admin (the site-settings global).
    expect((await setHero('')).ok()).toBe(true)
    await expect
      .poll(
        async () => ((await (await sameOrigin(page.request).get('/api/hero-background')).json()) as { imageUrl: string | null }).imageUrl,
        { timeout: 10_000 },
      )
      .toBe(HERO_BACKGROUND_FALLBACK)
    await page.goto('/herban-conversations')
    const hero = page.getByRole('img', { name: /microphones and smoke/ })
    await expect(hero).toHaveAttribute(
      'src',
      new RegExp(encodeURIComponent(HERO_BACKGROUND_FALLBACK).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    )
    expect((await sameOrigin(page.request).get(HERO_BACKGROUND_FALLBACK)).status()).toBe(200)
  } finally {
    await setHero(before.imageUrl)
  }
})

test('an unknown page answers 404 with its own title', async ({ page }) => {
  const response = await page.goto(`/no-such-page-${unique()}`)
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Page Not Found | Headstash')
})

test('PNG Export downloads a real 1080 px PNG of the chosen background', async ({ page }) => {
  await page.goto('/cloud-assets')
  await page.getByLabel('Background to export').selectOption({ label: 'Golden Hour' })
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()])
  expect(download.suggestedFilename()).toBe('headstash-golden-hour.png')
  const file = await download.path()
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
  expect(info).toMatchObject({ width: 1080, height: 1080 })
  expect((await sharp(file).metadata()).format).toBe('png')
  // Golden Hour runs from #fdba74 (top left) to #be185d (bottom right).
  const pixel = (x: number, y: number) =>
    Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3))
  const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 8)
  expect(near(pixel(0, 0), [0xfd, 0xba, 0x74]), String(pixel(0, 0))).toBe(true)
  expect(near(pixel(1079, 1079), [0xbe, 0x18, 0x5d]), String(pixel(1079, 1079))).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: 'headstash-golden-hour.png' })).toBeVisible()
})

test('the episode editor clears "X is required" as the field is filled, and publishing dates the episode', async ({ page }) => {
  await signInApi(page.request)
  await page.goto('/admin/podcast/episodes/new')
  await page.getByRole('button', { name: 'Create Episode' }).click()
  await expect(page.getByText(EPISODE_MESSAGES.episodeTitle)).toBeVisible()
  await expect(page.getByText(EPISODE_MESSAGES.episodeSummary)).toBeVisible()
  await page.getByLabel('Title *').fill(`Dated on publish ${unique()}`)
  await expect(page.getByText(EPISODE_MESSAGES.episodeTitle)).toHaveCount(0)
  // The other field's message stays until that field is filled.
  await expect(page.getByText(EPISODE_MESSAGES.episodeSummary)).toBeVisible()
  await expect(page.getByLabel('Publish date')).toHaveValue('')
  await page.getByLabel('Status').selectOption('published')
  await expect(page.getByLabel('Publish date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
})
