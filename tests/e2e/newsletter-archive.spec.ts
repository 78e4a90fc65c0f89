import { expect, test } from './fixtures'

// The demo's sent issues (src/seed/data.ts DEMO_ISSUES): two went out, the third is waiting to be sent.
const FIRST = { slug: 'the-first-light', subject: 'Smoke Signals #1: The first light' }
const SECOND = { slug: 'terpenes-tolerance-and-a-new-look', subject: 'Smoke Signals #2: Terpenes, tolerance and a new look' }
const UNSENT = { slug: 'your-turn', subject: 'Smoke Signals #3: Your turn' }
/** The seeded episode with the highest number, which the latest-episode block shows. */
const LATEST_EPISODE = 'The Cloud Turns One: What You Rated'

test('the archive lists sent issues newest first and leads to the web version with its live blocks', async ({ page, pageErrors }) => {
  const response = await page.goto('/newsletter/archive')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible()
  const archive = page.getByTestId('newsletter-archive')
  await expect(archive.getByRole('heading', { level: 2 })).toHaveText([SECOND.subject, FIRST.subject])
  await expect(page.getByText(UNSENT.subject)).toHaveCount(0)

  await archive.getByRole('link', { name: FIRST.subject }).click()
  await expect(page).toHaveURL(new RegExp(`/newsletter/${FIRST.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: FIRST.subject })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Welcome to the circle' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Featured finds from The Cloud' })).toBeVisible()
  await expect(page.getByRole('heading', { name: LATEST_EPISODE })).toBeVisible()
  // The share card: article metadata with the drawn image on the serving origin.
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toMatch(new RegExp(`/newsletter/${FIRST.slug}/social\\.png$`))
  const imageResponse = await page.request.get(new URL(image ?? '').pathname)
  expect(imageResponse.status()).toBe(200)
  expect(imageResponse.headers()['content-type']).toContain('image/png')
  expect(pageErrors).toEqual([])
})

test('an issue that has not been sent is a 404 for visitors', async ({ page }) => {
  const response = await page.goto(`/newsletter/${UNSENT.slug}`)
  expect(response?.status()).toBe(404)
  expect((await page.request.get('/newsletter/feed.xml')).status()).toBe(200)
  expect(await (await page.request.get('/newsletter/feed.xml')).text()).not.toContain(UNSENT.subject)
})
