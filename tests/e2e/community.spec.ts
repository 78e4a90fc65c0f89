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

test('the mobile menu works by keyboard: opens, moves focus in, Escape closes and refocuses the button', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  const button = page.getByRole('button', { name: 'Menu' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()

  await page.keyboard.press('Space')
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: 'The Cloud' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/the-cloud$/)
  await expect(page.getByRole('heading', { level: 1, name: 'The Cloud' })).toBeVisible()
  await expect(menu).toBeHidden()
  expect(pageErrors).toEqual([])
})

test('the menu button is not shown on wide screens, where the header links are', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible()
})

test('a strain link opens its detail; the browser Back returns to the grid with its filters', async ({ page, pageErrors }) => {
  await page.goto('/stashcloud')
  await page.getByRole('tab', { name: 'Sativa', exact: true }).click()
  await page.getByRole('button', { name: /^Blue Dream/ }).click()
  await expect(page).toHaveURL(/\/stashcloud\?strain=\d+-blue-dream$/)
  const link = page.url()
  await expect(page.getByRole('heading', { level: 2, name: 'Blue Dream' })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/stashcloud$/)
  await expect(page.getByRole('tab', { name: 'Sativa', exact: true })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: /^Blue Dream/ })).toBeFocused()

  // The address alone opens the detail (a shared link, a bookmark, a reload).
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 2, name: 'Blue Dream' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Blue Dream' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to Cloud' }).click()
  await expect(page).toHaveURL(/\/stashcloud$/)
  await expect(page.getByPlaceholder('Search strains, contributors, or descriptions...')).toBeVisible()
  expect(pageErrors).toEqual([])
})
