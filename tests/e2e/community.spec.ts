import { expect, test } from './fixtures'

// Community pages people can link to, share and find again.

test("a find's card opens its permalink page, which shares and survives a reload", async ({ page, context, pageErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/the-cloud')
  await page.getByRole('link', { name: 'Permanent Marker' }).click()
  await expect(page).toHaveURL(/\/the-cloud\/\d+-permanent-marker$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Permanent Marker' })
  await expect(heading).toBeVisible()
  for (const text of [
    'Seed Junky Genetics',
    '29%',
    '3.1%',
    'Cookies, Melrose',
    'Gas, floral soap, candy',
    'Heavy eyes, giggly, body melt',
    'Absolute Gas',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('img', { name: '5 out of 5 flames' })).toBeVisible()
  await expect(page).toHaveTitle('Permanent Marker — The Cloud | Headstash')
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({
    '@type': 'Review',
    itemReviewed: { name: 'Permanent Marker' },
    reviewRating: { ratingValue: 5, bestRating: 5 },
  })

  // Desktop Linux Chromium has no share sheet, so the link is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
  await page.getByRole('button', { name: 'Share Find' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Link Copied', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

  const response = await page.reload()
  expect(response?.status()).toBe(200)
  await expect(heading).toBeVisible()

  // The social preview is the find's 1200×630 PNG share card, named absolutely on the serving origin
  // for both Open Graph and Twitter, and cached (a client holding it gets a 304).
  const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
  expect(new URL(ogImage).origin).toBe(new URL(page.url()).origin)
  expect(new URL(ogImage).pathname).toMatch(/^\/the-cloud\/social\/\d+$/)
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', ogImage)
  const image = await page.request.get(new URL(ogImage).pathname)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  expect(image.headers()['cache-control']).toBe('public, max-age=3600')
  const png = await image.body()
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  const etag = image.headers()['etag'] ?? ''
  expect((await page.request.get(new URL(ogImage).pathname, { headers: { 'If-None-Match': etag } })).status()).toBe(304)
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
  // Phones keep The Cloud and the podcast in the header; the spec's links wait in the menu.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'The Cloud' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden()
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

test('search and sort change The Cloud, live in the URL, survive a reload, and the stats follow', async ({ page, pageErrors }) => {
  const cards = page.locator('article[data-category] h3')
  const tile = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd')
  const names = async () => await cards.allTextContents()
  const inOrder = async (expected: string[]) => {
    // Other specs may add finds; only the relative order of the seeded ones is asserted.
    const shown = await names()
    expect(expected.map((name) => shown.indexOf(name))).toEqual([...expected.map((name) => shown.indexOf(name))].sort((a, b) => a - b))
    expect(expected.every((name) => shown.includes(name))).toBe(true)
  }

  await page.goto('/the-cloud')
  const total = await tile('Total Entries').textContent()
  // Seeded: "lemon" is in the names of Lemon Cherry Gelato (4 flames, newest), Lemon Tree Diamonds (2)
  // and Super Lemon Haze (3, oldest).
  const search = page.getByRole('searchbox', { name: 'Search finds' })
  await search.fill('  LEMON ')
  await search.press('Enter')
  await expect(page).toHaveURL(/[?&]q=lemon(&|$)/)
  await expect(cards.first()).toBeVisible()
  // The address holds the normalised search; the box keeps the visitor's own words.
  await expect(search).toHaveValue('  LEMON ')
  await expect(page.getByRole('status').filter({ hasText: /finds? match “lemon”/ })).toBeVisible()
  const shown = await names()
  expect(shown).not.toContain('Permanent Marker')
  // A search lists the best match first (docs/decisions.md, search that forgives): all three match in
  // the name, so only their presence is asserted here; the chosen sort below orders them.
  expect(shown).toEqual(expect.arrayContaining(['Lemon Cherry Gelato', 'Lemon Tree Diamonds', 'Super Lemon Haze']))
  // The stats follow: Filtered Results counts the matches, Total Entries still counts everything.
  await expect(tile('Filtered Results')).toHaveText(String(shown.length))
  await expect(tile('Total Entries')).toHaveText(total ?? '')

  await page.getByRole('link', { name: 'Sort: Top rated' }).click()
  await expect(page).toHaveURL(/[?&]sort=top(&|$)/)
  await expect(page).toHaveURL(/[?&]q=lemon(&|$)/)
  await expect(page.getByRole('link', { name: 'Sort: Top rated' })).toHaveAttribute('aria-current', 'true')
  await inOrder(['Lemon Cherry Gelato', 'Super Lemon Haze', 'Lemon Tree Diamonds'])

  // Server-rendered from the URL: a reload (or a shared link) shows the same view.
  const response = await page.reload()
  expect(response?.status()).toBe(200)
  await expect(search).toHaveValue('  LEMON ')
  await inOrder(['Lemon Cherry Gelato', 'Super Lemon Haze', 'Lemon Tree Diamonds'])
  await expect(tile('Filtered Results')).toHaveText(String((await names()).length))

  // A filter keeps the search and the sort.
  await page.getByRole('link', { name: 'Category: Concentrate' }).click()
  await expect(page).toHaveURL(/category=concentrate/)
  await expect(cards).toHaveText(['Lemon Tree Diamonds'])
  await expect(tile('Filtered Results')).toHaveText('1')

  // No match: the empty state says so and clears the search, keeping the rest (the category).
  await search.fill('zzzz nothing')
  await search.press('Enter')
  await expect(page).toHaveURL(/q=zzzz\+nothing/)
  await expect(page.getByText('No finds match “zzzz nothing”')).toBeVisible()
  await expect(tile('Filtered Results')).toHaveText('0')
  await page.getByRole('link', { name: 'Clear search' }).first().click()
  await expect(page).toHaveURL(/\/the-cloud\?category=concentrate&sort=top$/)
  await expect(cards.first()).toBeVisible()
  await expect(search).toHaveValue('')
  expect(pageErrors).toEqual([])
})

test('"Load more" continues the chosen order: top rated stays top rated past the first page', async ({ page, pageErrors }) => {
  await page.goto('/the-cloud?sort=top')
  const ratings = page.locator('article[data-category]').getByRole('img', { name: /out of 5 flames/ })
  const firstPage = await ratings.count()
  // The demo seed holds more approved finds than one page (24).
  await page.getByRole('link', { name: 'Load more' }).click()
  await expect.poll(() => ratings.count()).toBeGreaterThan(firstPage)
  const flames = (await ratings.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))).map(
    (label) => Number.parseInt(label, 10),
  )
  expect(flames).toEqual([...flames].sort((a, b) => b - a))
  expect(flames.at(-1)).toBeLessThan(flames[0] ?? 0)
  expect(pageErrors).toEqual([])
})

test('A find opened from far down The Cloud starts at its top in one jump, not a glide up the page', async ({ page, pageErrors }) => {
  await page.goto('/the-cloud')
  const card = page.locator('article[data-category]').last()
  const name = (await card.getByRole('heading').first().textContent()) ?? ''
  await card.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  // The site scrolls smoothly (its own anchors); a route change must not: every frame of a glide is a scroll event.
  await page.evaluate(() => {
    const seen: number[] = []
    ;(window as unknown as { scrollsSeen: number[] }).scrollsSeen = seen
    window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true })
  })
  await card.getByRole('link', { name }).click()
  const heading = page.getByRole('heading', { level: 1, name })
  await expect(heading).toBeInViewport()
  // A jump is one or two positions (the shorter page may clamp the old one first); a glide is a dozen or more.
  const scrolls = await page.evaluate(() => (window as unknown as { scrollsSeen: number[] }).scrollsSeen)
  expect(scrolls.length, `scroll positions on the way: ${scrolls.join(', ')}`).toBeLessThanOrEqual(3)
  expect(pageErrors).toEqual([])
})

test('Back from a find shows the Cloud as it was left: the pages loaded with "Load more" and the scroll position', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/the-cloud')
  const cards = page.locator('article[data-category]')
  const firstPage = await cards.count()
  await page.getByRole('link', { name: 'Load more' }).click()
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage)
  const loaded = await cards.count()
  // A card from the second page, scrolled into view, is the one opened.
  const card = cards.nth(firstPage + 1)
  const name = (await card.getByRole('heading').first().textContent()) ?? ''
  await card.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  const cardHeight = (await card.boundingBox())?.height ?? 0
  expect(scrolled).toBeGreaterThan(0)
  await card.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'The Cloud' })).toBeVisible()
  await expect.poll(() => cards.count()).toBe(loaded)
  // Within a card's height of where it was (late images may nudge the layout), as soon as the list is
  // back: the restore is one jump, in the same frame as the restored cards, not a glide from the top.
  const restored = await page.evaluate(() => window.scrollY)
  expect(restored).toBeGreaterThan(scrolled - cardHeight)
  expect(restored).toBeLessThan(scrolled + cardHeight)
  await expect(card.getByRole('link', { name })).toBeInViewport()

  // A fresh visit starts again at the first page.
  await page.goto('/')
  await page.goto('/the-cloud')
  await expect(cards).toHaveCount(firstPage)
  expect(pageErrors).toEqual([])
})
