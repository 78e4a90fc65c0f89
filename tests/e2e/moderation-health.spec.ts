import { expect, sameOrigin, signInApi, test } from './fixtures'

test('the dashboard shows the review queue and the admin names an entry waiting past 20 hours', async ({ page }) => {
  await signInApi(page.request)
  const name = `E2E overdue ${Date.now()}`
  const created = await sameOrigin(page.request).post('/api/headstash-submissions', {
    data: {
      category: 'edible',
      name,
      edibleType: 'Gummies',
      whereAcquired: 'Shop',
      flames: 3,
      submittedBy: 'E2E',
      location: 'Austin TX',
      industry: 'retail',
      status: 'pending',
      submissionDate: new Date(Date.now() - 21 * 3_600_000).toISOString(),
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto('/admin/dashboard')
  const queue = page.getByRole('region', { name: 'Review queue' })
  await expect(queue.getByRole('img', { name: /Decisions per day/ })).toBeVisible()
  for (const tile of ['Pending now', 'Oldest pending', 'Median time to decision', '95th percentile', 'Longest', 'Decided within 24 h']) {
    await expect(queue.getByRole('term').filter({ hasText: tile })).toBeVisible()
  }
  await expect(queue.getByRole('definition').first()).not.toHaveText('')

  // The banner is on every admin page, not only the dashboard.
  await page.goto('/admin/collections/strains')
  const banner = page.getByRole('region', { name: /waited over 20 hours for review/ })
  await expect(banner.getByRole('link', { name })).toHaveAttribute('href', `/admin/collections/headstash-submissions/${doc.id}`)
})
