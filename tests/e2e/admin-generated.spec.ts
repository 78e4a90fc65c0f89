import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, sameOrigin, signIn, signInApi, test } from './fixtures'

// Payload's generated admin as an editor meets it — human labels, the submission fields of its
// category only, the Media list with original name, size and Used by (no storage internals), "View on
// site" links and the episode live preview. UPDATE_SCREENSHOTS=1 writes the list and edit views of
// submissions, episodes and media to docs/screenshots/admin/generated-*-{list,edit}-desktop.jpg.
const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS ? path.resolve('docs/screenshots/admin') : null
const suffix = `${Date.now()}`

test.use({ contextOptions: { reducedMotion: 'reduce' }, viewport: { width: 1280, height: 900 } })

async function shoot(page: Page, name: string, { settle = true } = {}) {
  // The live preview pane keeps a connection busy: that view is shot as soon as its content is there.
  if (settle) await page.waitForLoadState('networkidle')
  if (!SCREENSHOT_DIR) return
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `generated-${name}-desktop.jpg`), fullPage: true, type: 'jpeg', quality: 60 })
}

async function firstId(page: Page, query: string): Promise<number> {
  const response = await sameOrigin(page.request).get(`/api/${query}${query.includes('?') ? '&' : '?'}limit=1&depth=0`)
  const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
  expect(docs[0], query).toBeDefined()
  return docs[0]!.id
}

test('submissions: readable list, the fields of the entry’s category only, one public picture, View on site', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/headstash-submissions')
  const table = page.locator('table')
  await expect(table.getByRole('columnheader', { name: 'Product Name' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Review status' })).toBeVisible()
  await shoot(page, 'submissions-list')

  const id = await firstId(page, 'headstash-submissions?where[category][equals]=flower&where[status][equals]=approved')
  await page.goto(`/admin/collections/headstash-submissions/${id}`)
  await expect(page.getByText('Terpene Percentage', { exact: true })).toBeVisible()
  await expect(page.getByText('Genetics', { exact: true })).toBeVisible()
  // A flower has no concentrate or edible fields.
  await expect(page.getByText('Concentrate Type', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Edible Type', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Public picture', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', new RegExp(`^/the-cloud/${id}-`))
  await shoot(page, 'submissions-edit')
})

test('media: thumbnail, original name, size and Used by; no storage internals', async ({ page }) => {
  await signIn(page)
  const png = fs.readFileSync(path.resolve('public/og-default.png'))
  const created = await sameOrigin(page.request).post('/api/media', {
    multipart: { file: { name: `Editor photo ${suffix}.png`, mimeType: 'image/png', buffer: png } },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto('/admin/collections/media')
  const table = page.locator('table')
  for (const column of ['Original file name', 'Size', 'Used by'])
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: /prefix|object key/i })).toHaveCount(0)
  // The original name in its own column (the file name column shows the same words until the upload's
  // thumbnail is ready, and its alt text after).
  await expect(table.locator('td.cell-originalFilename').getByText(`Editor photo ${suffix}.png`, { exact: true })).toBeVisible()
  await expect(table.getByRole('cell', { name: /^\d+(\.\d+)?(KB|MB|bytes)$/i }).first()).toBeVisible()
  await expect(table.locator('img').first()).toBeVisible()
  await shoot(page, 'media-list')

  await page.goto(`/admin/collections/media/${doc.id}`)
  await expect(page.getByText('Used by', { exact: true })).toBeVisible()
  await expect(page.getByText(/prefix|object key/i)).toHaveCount(0)
  await shoot(page, 'media-edit')
})

/** The preview test's episode outranks the seed's while it exists: the podcast specs expect the seed's latest. */
let previewEpisodeId: number | undefined
test.afterAll(async ({ playwright, baseURL }) => {
  if (previewEpisodeId === undefined) return
  const admin = await playwright.request.newContext({ baseURL })
  try {
    await signInApi(admin)
    expect((await sameOrigin(admin).delete(`/api/podcast-episodes/${previewEpisodeId}`)).ok()).toBe(true)
  } finally {
    await admin.dispose()
  }
})

test('episodes: a draft is previewed by staff only, live preview at both breakpoints refreshes on save', async ({ page, browser }) => {
  await signIn(page)
  const api = sameOrigin(page.request)
  const slug = `preview-${suffix}`
  const created = await api.post('/api/podcast-episodes', {
    data: { episodeNumber: 990, title: `Published ${suffix}`, slug, shortSummary: 'A summary for the preview test.', status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  previewEpisodeId = doc.id
  const draft = await api.patch(`/api/podcast-episodes/${doc.id}?draft=true`, { data: { title: `Draft ${suffix}` } })
  expect(draft.status()).toBe(200)

  // Visitors: the preview route refuses them, and the page shows the published version.
  const visitor = await browser.newPage()
  expect((await visitor.request.get(`/next/preview?path=/herban-conversations/${slug}`, { maxRedirects: 0 })).status()).toBe(403)
  await visitor.goto(`/herban-conversations/${slug}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Published ${suffix}`)
  await visitor.close()

  await page.goto('/admin/collections/podcast-episodes')
  await expect(page.locator('table').getByRole('columnheader', { name: 'Archived' })).toBeVisible()
  await shoot(page, 'episodes-list')

  await page.goto(`/admin/collections/podcast-episodes/${doc.id}`)
  const viewOnSite = page.getByRole('link', { name: 'View on site' })
  await expect(viewOnSite).toHaveAttribute('href', `/next/preview?path=${encodeURIComponent(`/herban-conversations/${slug}`)}`)
  await shoot(page, 'episodes-edit')

  // Staff: the same page in draft mode shows the draft, with the banner.
  const staff = await page.context().newPage()
  await staff.goto(`/next/preview?path=/herban-conversations/${slug}`)
  await expect(staff).toHaveURL(new RegExp(`/herban-conversations/${slug}$`))
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Draft ${suffix}`)
  await expect(staff.getByRole('status').filter({ hasText: 'Draft preview' })).toBeVisible()
  await staff.getByRole('link', { name: 'Exit preview' }).click()
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Published ${suffix}`)
  await staff.close()

  // Live preview: the pane loads the draft and follows a saved change.
  await page.getByRole('button', { name: 'Live Preview' }).click()
  const pane = page.frameLocator('iframe')
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(`Draft ${suffix}`)
  const title = page.locator('#field-title')
  await title.fill(`Edited ${suffix}`)
  await page.keyboard.press('ControlOrMeta+s')
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(`Edited ${suffix}`)
  await shoot(page, 'episodes-live-preview', { settle: false })
})
