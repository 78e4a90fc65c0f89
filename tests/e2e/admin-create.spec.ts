import type { APIRequestContext } from '@playwright/test'
import { expect, openHydrated, sameOrigin, signInApi, test } from './fixtures'

// Payload's "Create New" stores nothing until the editor saves: with autosave and unvalidated drafts its
// create view wrote an empty draft the moment it opened, once per click and twice when the URL was
// opened directly, and each showed up as a blank card that could not be published.
const suffix = `${Date.now()}`

test.use({ viewport: { width: 1280, height: 900 } })

/** Every stored document of the collection, drafts included (staff read). */
async function stored(request: APIRequestContext, collection: string): Promise<number> {
  const response = await sameOrigin(request).get(`/api/${collection}?limit=1&depth=0`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

test('opening Create New stores nothing; Save draft stores one draft with a slug from the title', async ({ page }) => {
  await signInApi(page.request)
  const before = { episodes: await stored(page.request, 'podcast-episodes'), changelog: await stored(page.request, 'changelog-entries') }

  // Opened directly, and through the list's "Create New".
  await page.goto('/admin/collections/podcast-episodes/create')
  await expect(page.locator('#field-title')).toBeEditable()
  // Hydrated first: Payload's list view puts its default query in the URL once it has mounted, and a
  // click just before that was sent back to the list (seen once in a full run).
  await openHydrated(page, '/admin/collections/podcast-episodes')
  await page.getByRole('link', { name: 'Create New' }).first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/podcast-episodes\/create/)
  await expect(page.locator('#field-title')).toBeEditable()
  await page.goto('/admin/collections/changelog-entries/create')
  await expect(page.locator('#field-title')).toBeEditable()

  expect(await stored(page.request, 'podcast-episodes')).toBe(before.episodes)
  expect(await stored(page.request, 'changelog-entries')).toBe(before.changelog)

  // The first save is the editor's: a draft, its slug made from the number and title.
  await openHydrated(page, '/admin/collections/podcast-episodes/create')
  await page.locator('#field-episodeNumber').fill('970')
  await page.locator('#field-title').fill(`Created in Payload ${suffix}`)
  await page.locator('#field-shortSummary').fill('Nothing before this save.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/podcast-episodes\/\d+/)
  const id = Number(/podcast-episodes\/(\d+)/.exec(page.url())?.[1])
  expect(await stored(page.request, 'podcast-episodes')).toBe(before.episodes + 1)
  const saved = (await (await sameOrigin(page.request).get(`/api/podcast-episodes/${id}?draft=true&depth=0`)).json()) as {
    slug: string
    _status: string
  }
  expect(saved).toMatchObject({ slug: `ep970-created-in-payload-${suffix}`, _status: 'draft' })
  expect((await sameOrigin(page.request).delete(`/api/podcast-episodes/${id}`)).ok()).toBe(true)
})
