import { expect, test } from './fixtures'

// Issue 16: community pages people can link to, share and find again.

test("a find's card opens its permalink page, which shares and survives a reload", async ({ page, context, pageErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/the-cloud')
  await page.getByRole('link', { name: 'Permanent Marker' }).click()
  await expect(page).toHaveURL(/\/the-cloud\/\d+-permanent-marker$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Permanent Marker' })
  await expect(heading).toBeVisible()
  for (const text of ['Seed Junky Genetics', '29%', '3.1%', 'Cookies, Melrose', 'Gas, floral soap, candy', 'Heavy eyes, giggly, body melt', 'Absolute Gas']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('img', { name: '5 out of 5 flames' })).toBeVisible()
  await expect(page).toHaveTitle('Permanent Marker — The Cloud | Headstash')
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ '@type': 'Review', itemReviewed: { name: 'Permanent Marker' }, reviewRating: { ratingValue: 5, bestRating: 5 } })

  // Desktop Linux Chromium has no share sheet, so the link is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
  await page.getByRole('button', { name: 'Share Find' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Link Copied', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

  const response = await page.reload()
  expect(response?.status()).toBe(200)
  await expect(heading).toBeVisible()

  // The social preview is a real 1200×630 PNG.
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  const image = await page.request.get(new URL(ogImage ?? '', page.url()).pathname)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  const png = await image.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  expect(pageErrors).toEqual([])
})

test('a find address with an outdated slug redirects to the current one', async ({ page }) => {
  await page.goto('/the-cloud')
  const href = (await page.getByRole('link', { name: 'Permanent Marker' }).getAttribute('href')) ?? ''
  const id = /\/the-cloud\/(\d+)-/.exec(href)?.[1]
  expect(id).toBeTruthy()
  await page.goto(`/the-cloud/${id}-an-old-name`)
  await expect(page).toHaveURL(new RegExp(`/the-cloud/${id}-permanent-marker$`))
})

for (const path of ['/the-cloud/999999-nothing-here', '/the-cloud/999999']) {
  test(`${path} (no such find) answers 404`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(404)
  })
}
