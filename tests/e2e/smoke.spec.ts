import { expect, submitLogin, test } from './fixtures'

test('home page renders its sections without page errors', async ({ page, pageErrors }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: "What You'll Get" })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Rhythm of Headstash' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Submit Your Find' })).toHaveAttribute('href', '/wiyhs')
  await expect(page.getByText('Legacy-rooted since 2010', { exact: true })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('an unknown route answers 404 with the site 404 page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('the Payload admin loads and signs a staff user in', async ({ page, pageErrors }) => {
  // Reduced motion skips the custom login's success animation.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/admin\/login/)
  await submitLogin(page)
  await expect(page).toHaveURL(/\/admin\/dashboard/)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'Open Headstash Dashboard' })).toBeVisible()
  await expect(page.getByRole('link', { name: /WIYHS submissions/i }).first()).toBeVisible()
  expect(pageErrors).toEqual([])
})
