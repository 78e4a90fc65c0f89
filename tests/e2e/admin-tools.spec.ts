import sharp from 'sharp'
import { CSV_COLUMNS } from '@/lib/submissions/fields'
import { expect, openHydrated, signInApi, test } from './fixtures'

test.use({ contextOptions: { reducedMotion: 'reduce' } })

const csvRow = (values: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) =>
  CSV_COLUMNS.map((column) => values[column] ?? '').join(',')

test('a bulk upload with one bad row imports the rest and reports the bad row', async ({ page }) => {
  await signInApi(page.request)
  await openHydrated(page, '/admin/dashboard?tab=wiyhs-submissions')
  await page.getByRole('button', { name: 'Bulk Upload' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Bulk Upload' })
  const good = {
    category: 'edible',
    name: 'E2E Bulk Gummies',
    edibleType: 'Gummies',
    whereAcquired: 'Shop',
    flames: '4',
    location: 'Austin TX',
    industry: 'retail',
  }
  const csv = [CSV_COLUMNS.join(','), csvRow(good), csvRow({ ...good, name: 'E2E Bulk Too Hot', flames: '9' })].join('\n')
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'finds.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Import report' })).toBeVisible()
  const failedRows = dialog.getByRole('region', { name: 'Failed rows' })
  await expect(failedRows.getByRole('row', { name: /3 Flames must be a whole number from 1 to 5/ })).toBeVisible()
  await expect(failedRows.getByRole('row')).toHaveCount(2)
  await page.goto('/the-cloud?category=edible')
  await expect(page.getByRole('heading', { name: 'E2E Bulk Gummies' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'E2E Bulk Too Hot' })).toHaveCount(0)
})

test('smart match applies an uploaded image to the submission of the same name', async ({ page }) => {
  await signInApi(page.request)
  await openHydrated(page, '/admin/dashboard?tab=image-recovery')
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#1e3a8a' } })
    .png()
    .toBuffer()
  await page.locator('input[type="file"]').setInputFiles({ name: 'blue-zushi.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('heading', { name: 'Smart Match Results' })).toBeVisible()
  const results = page.getByRole('list', { name: 'Uploaded images and their suggested submissions' })
  await expect(results.getByText('exact match')).toBeVisible()
  await results.getByRole('button', { name: 'Apply Match: blue-zushi.png to Blue Zushi' }).click()
  await expect(page.getByText('Image Applied').first()).toBeVisible()
  await expect(results.getByRole('button', { name: /Apply Match: blue-zushi\.png/ })).toHaveCount(0)
  // page.request sends no fetch metadata, without which the session cookie is not honoured (CSRF rule).
  const list = await page.request.get('/api/admin/headstash-submissions?q=Blue%20Zushi', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  const { submissions } = (await list.json()) as { submissions: Array<{ name: string; imageUrl: string | null }> }
  const applied = submissions.find((submission) => submission.name === 'Blue Zushi')?.imageUrl ?? ''
  expect(applied).toMatch(/^\/api\/media\/file\/upload-/)
  // The public effect: Blue Zushi had a seeded upload, and its card now shows the applied file.
  const stem = applied.replace(/^\/api\/media\/file\//, '').replace(/\.[a-z]+$/, '')
  await page.goto('/the-cloud')
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Blue Zushi' }) })
  const src = decodeURIComponent((await card.locator('img').getAttribute('src')) ?? '')
  expect(src).toContain(stem)
})

test('the recovery tiles agree with the match footer, and Test Cloud Upload says media is on local disk', async ({ page }) => {
  await signInApi(page.request)
  await openHydrated(page, '/admin/dashboard?tab=image-recovery')
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#334155' } })
    .png()
    .toBuffer()
  // A file named like no submission: an upload, but no match to review.
  await page.locator('input[type="file"]').setInputFiles({ name: `zzq-no-such-find-${Date.now()}.png`, mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('heading', { name: 'Smart Match Results' })).toBeVisible()
  await expect(page.getByText('0 matches found')).toBeVisible()
  const tile = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
  await expect(tile('Images uploaded')).toHaveText('1')
  await expect(tile('Matches to review')).toHaveText('0')

  // The e2e server keeps media on its own disk (no S3 configured).
  await page.getByRole('button', { name: 'Test Cloud Upload' }).click()
  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts.getByText('Storage Test Successful', { exact: true })).toBeVisible()
  await expect(toasts.getByText(/Media is on this server's local disk, not in cloud storage/)).toBeVisible()
  await expect(toasts.getByText('Cloud Storage Test Successful')).toHaveCount(0)
})

test('routes in the SEO screen wrap only before a "/" or after a hyphen, never mid-word, and stay inside their cards', async ({ page }) => {
  await signInApi(page.request)
  // The cards are narrowest in the multi-column grid of wide screens, where the routes used to break mid-word.
  for (const width of [1280, 1024, 768, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await openHydrated(page, '/admin/dashboard?tab=seo-settings')
    const routes = page.getByRole('list', { name: 'SEO in effect per page' }).locator('[data-route] h3 code')
    await expect(routes.first()).toBeVisible()
    expect(await routes.count()).toBeGreaterThan(5)
    // Each character's line: where a new line starts, it must start with "/" or follow a hyphen.
    const problems = await routes.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const text = element.textContent ?? ''
        const tops: number[] = []
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let offset = 0; offset < (node.textContent ?? '').length; offset += 1) {
            const range = document.createRange()
            range.setStart(node, offset)
            range.setEnd(node, offset + 1)
            tops.push(range.getBoundingClientRect().top)
          }
        }
        const breaks = tops.flatMap((top, index) => (index > 0 && top > (tops[index - 1] ?? top) + 2 ? [index] : []))
        const midWord = breaks
          .filter((index) => text[index] !== '/' && text[index - 1] !== '-')
          .map((index) => `${text.slice(0, index)}|${text.slice(index)}`)
        const card = element.closest('li')?.getBoundingClientRect()
        const overflows = card && element.getBoundingClientRect().right > card.right ? [`${text} overflows its card`] : []
        return [...midWord, ...overflows]
      }),
    )
    expect(problems, `at ${width} px`).toEqual([])
  }
})
