import { expect, test } from './fixtures'

// Search that forgives, in the browser: a search with a typo finds the seeded Lemon Cherry Gelato,
// marks the matched words in its card, and the filters show the search's counts.
test('a typo search on The Cloud finds the right find and marks the match', async ({ page }) => {
  await page.goto('/the-cloud')
  const search = page.getByRole('searchbox', { name: 'Search finds' })
  await search.fill('lemon chery gelatto')
  await search.press('Enter')
  await expect(page).toHaveURL(/[?&]q=lemon\+chery\+gelatto(&|$)/)
  const first = page.locator('article.cloud-card').first()
  await expect(first.getByRole('heading')).toHaveText('Lemon Cherry Gelato')
  await expect(first.getByRole('heading').locator('mark')).toHaveText(['Lemon', 'Cherry', 'Gelato'])
  // The facet counts follow the search: the one match is a flower.
  await expect(page.getByRole('link', { name: 'Category: Flower' }).locator('.facet-count')).toHaveText('1')
  await expect(page.getByRole('link', { name: 'Category: Edible' }).locator('.facet-count')).toHaveText('0')
})
