import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'

/**
 * Holds the router's requests (RSC payloads, prefetches included) for `pathname` until the returned
 * function is called, so the wait a slow network makes is there to look at.
 */
async function holdPageData(page: Page, pathname: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().headers()['rsc']) await released
      await route.continue()
    },
  )
  return release
}

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true })

const WAITS = [
  { from: '/about', link: 'The Cloud', to: '/the-cloud', loading: 'Loading submissions…', heading: 'The Cloud' },
  { from: '/about', link: 'Headstash Cloud', to: '/stashcloud', loading: 'Loading the cloud...', heading: 'Headstash Cloud' },
  { from: '/about', link: 'Changelog', to: '/changelog', loading: 'Loading updates…', heading: 'Changelog' },
] as const

for (const { from, link, to, loading, heading } of WAITS) {
  test(`following "${link}" shows the page's loading state until ${to} is there`, async ({ page }) => {
    await openHydrated(page, from)
    const release = await holdPageData(page, to)
    await footerLink(page, link).click()
    await expect(page.getByRole('status').filter({ hasText: loading })).toBeVisible()
    // The page being left is hidden, not shown beside the wait.
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeHidden()
    release()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveURL(to)
    await expect(page.getByText(loading)).toHaveCount(0)
  })
}

test('the episode list shows its spinner while it loads', async ({ page }) => {
  await openHydrated(page, '/herban-conversations')
  const release = await holdPageData(page, '/herban-conversations/episodes')
  await page.getByRole('link', { name: 'Browse All Episodes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading episodes…' })).toBeVisible()
  release()
  await expect(page).toHaveURL('/herban-conversations/episodes')
  await expect(page.getByRole('heading', { level: 1, name: 'All Episodes' })).toBeVisible()
  await expect(page.getByText('Loading episodes…')).toHaveCount(0)
})

test('a filter keeps The Cloud on screen while the filtered view loads', async ({ page }) => {
  await openHydrated(page, '/the-cloud')
  const release = await holdPageData(page, '/the-cloud')
  await page.getByRole('link', { name: 'Category: Flower' }).click()
  // Held well past the loading state's delay: the cards stay, no page-wide wait replaces them.
  await page.waitForTimeout(1_000)
  await expect(page.getByRole('heading', { level: 1, name: 'The Cloud' })).toBeVisible()
  await expect(page.getByText('Loading submissions…')).toHaveCount(0)
  release()
  await expect(page).toHaveURL(/category=flower/)
})

test('Back during the wait gives the page back', async ({ page }) => {
  await openHydrated(page, '/privacy-policy')
  await footerLink(page, 'About').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible()
  await holdPageData(page, '/changelog')
  await footerLink(page, 'Changelog').click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading updates…' })).toBeVisible()
  // The changelog was never reached: Back leaves the page the wait started on.
  await page.goBack()
  await expect(page).toHaveURL('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText('Loading updates…')).toHaveCount(0)
})
