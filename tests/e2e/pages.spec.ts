import { expect, test } from './fixtures'

const PAGES: Array<{ path: string; heading: string; texts: string[] }> = [
  { path: '/about', heading: 'Our Story', texts: ['Authenticity', 'Legacy', 'Community', 'Why We Exist'] },
  { path: '/privacy-policy', heading: 'Privacy Policy', texts: ['Effective January 1, 2025', 'We Never Sell Your Data'] },
  { path: '/terms-of-service', heading: 'Terms of Service', texts: ['Effective January 1, 2025', 'No Product Sales'] },
  { path: '/newsletter-privacy', heading: 'Smoke Signals Privacy Addendum', texts: ['Unsubscribing at Any Time'] },
  { path: '/newsletter-terms', heading: 'Smoke Signals Terms Addendum', texts: ['Consent to E-mail'] },
  { path: '/the-cloud', heading: 'The Cloud', texts: ['Total Entries', 'Filtered Results', 'Contributors', 'Avg Rating'] },
  { path: '/live-stash', heading: 'The Cloud', texts: ['Total Entries', 'Latest Updates'] },
  { path: '/stashcloud', heading: 'Headstash Cloud', texts: ['Strains', 'Contributors', 'Filter by Vibe'] },
  { path: '/flame-rating-guide', heading: 'Flame Rating Guide', texts: ['Absolute Gas', 'Community Stats', 'How It Works'] },
  { path: '/cloud-assets', heading: 'Cloud Assets', texts: ['Daily Post Backgrounds', 'Palette', 'Guidelines'] },
  { path: '/changelog', heading: 'Changelog', texts: ['The Cloud is live'] },
]

for (const { path, heading, texts } of PAGES) {
  test(`${path} answers 200 and shows its key texts`, async ({ page, pageErrors }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    for (const text of texts) await expect(page.getByText(text).first()).toBeVisible()
    expect(pageErrors).toEqual([])
  })
}

test('The Cloud shows approved cards with flames, anonymous names and links', async ({ page, pageErrors }) => {
  await page.goto('/the-cloud')
  await expect(page.getByRole('heading', { name: 'Permanent Marker' })).toBeVisible()
  await expect(page.getByLabel('5 out of 5 flames').first()).toBeVisible()
  await expect(page.getByText('Anonymous', { exact: true }).first()).toBeVisible()
  // Pending and rejected entries never appear.
  // (Zoap is approved by the admin spec; Ice Water Hash 90u stays pending.)
  await expect(page.getByRole('heading', { name: 'Ice Water Hash 90u' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Mystery Brownie' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Add Your Stash' })).toHaveAttribute('href', '/wiyhs')
  await expect(page.getByRole('link', { name: 'Flame Rating Guide' })).toHaveAttribute('href', '/flame-rating-guide')
  await expect(page.getByRole('link', { name: 'Request Private Access' })).toHaveAttribute('href', /^mailto:/)
  expect(pageErrors).toEqual([])
})

test('The Cloud filters live in the URL and Clear Filters resets them', async ({ page, pageErrors }) => {
  await page.goto('/the-cloud')
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Category: Flower' }).click()
  await expect(page).toHaveURL(/category=flower/)
  await expect(page.getByRole('link', { name: 'Category: Flower' })).toHaveAttribute('aria-current', 'true')
  const cards = page.locator('article[data-category]')
  await expect(cards.first()).toBeVisible()
  const categories = await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-category')))
  expect(new Set(categories)).toEqual(new Set(['flower']))
  await expect(page.getByRole('heading', { name: 'Papaya Cake Live Rosin' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Clear Filters' }).click()
  await expect(page).toHaveURL(/\/the-cloud$/)
  await expect(page.getByRole('heading', { name: 'Papaya Cake Live Rosin' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveCount(0)

  await page.goto('/the-cloud?category=edible&vibe=Energetic')
  await expect(page.getByText('No submissions found', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Try adjusting your filters or be the first to submit!', { exact: true }).first()).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('strain cloud search, type tabs and vibe tabs narrow the cards', async ({ page, pageErrors }) => {
  await page.goto('/stashcloud')
  const search = page.getByPlaceholder('Search strains, contributors, or descriptions...')
  const card = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) })

  await search.fill('diesel')
  await expect(card('Sour Diesel')).toBeVisible()
  await expect(card('Blue Dream')).toHaveCount(0)
  await search.fill('')

  const indica = page.getByRole('tab', { name: 'Indica' })
  await indica.click()
  await expect(indica).toHaveAttribute('aria-selected', 'true')
  await expect(card('Granddaddy Purple')).toBeVisible()
  await expect(card('Blue Dream')).toHaveCount(0)
  await page.getByRole('tab', { name: 'All Types' }).click()

  const chill = page.getByRole('tab', { name: 'Chill' })
  await chill.click()
  await expect(chill).toHaveAttribute('aria-selected', 'true')
  await expect(card('Northern Lights')).toBeVisible()
  await expect(card('Blue Dream')).toHaveCount(0)

  await search.fill('no strain is called this')
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filter criteria', { exact: true })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('a strain card opens the in-page detail view and Back to Cloud returns', async ({ page, pageErrors }) => {
  await page.goto('/stashcloud')
  await page.getByRole('button', { name: /^Blue Dream/ }).click()
  await expect(page).toHaveURL(/\/stashcloud\?strain=\d+-blue-dream$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Blue Dream' })).toBeVisible()
  await expect(page.getByText(/^Submitted by Cali Kim on \w+ \d+, \d{4}$/)).toBeVisible()
  for (const section of ['Description', 'Effects', 'Technical Details', 'Growing Information', 'Personal Story']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible()
  }
  await expect(page.getByText('THC Content', { exact: true })).toBeVisible()
  await expect(page.getByText('Dominant Terpenes', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Back to Cloud' }).click()
  await expect(page).toHaveURL(/\/stashcloud$/)
  await expect(page.getByPlaceholder('Search strains, contributors, or descriptions...')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Blue Dream/ })).toBeFocused()
  expect(pageErrors).toEqual([])
})

test('flame rating guide shows the five labels and community percentages', async ({ page }) => {
  await page.goto('/flame-rating-guide')
  for (const label of ['Meh', 'Decent', 'Good', 'Fire', 'Absolute Gas']) {
    await expect(page.getByRole('heading', { name: new RegExp(`^\\d – ${label}$`) })).toBeVisible()
  }
  await expect(page.getByText(/^Based on \d+ approved submissions?\.$/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rate Your Stash' })).toHaveAttribute('href', '/wiyhs')
})

test('cloud assets copies a path and announces it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/cloud-assets')
  await page.getByRole('button', { name: 'Copy Path' }).first().click()
  await expect(page.getByRole('status').filter({ hasText: 'Path Copied' })).toBeVisible()
  await page.getByRole('button', { name: 'Export PNG' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'PNG Export' })).toBeVisible()
})

test('pages carry their metadata preset with a 1200x630 social image', async ({ page }) => {
  await page.goto('/flame-rating-guide')
  await expect(page).toHaveTitle(/Flame Rating Guide/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/flame-rating-guide$/)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
})

test('robots.txt keeps crawlers out of /admin and /api', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const body = await response.text()
  expect(body).toContain('Disallow: /admin')
  expect(body).toContain('Disallow: /api')
})

test('an unknown content route answers 404', async ({ page }) => {
  const response = await page.goto('/the-cloud-does-not-live-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
