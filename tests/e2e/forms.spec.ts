import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })

test.describe('newsletter form', () => {
  test('an address without an at-sign answers "Invalid Email" and sends nothing', async ({ page, pageErrors }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter/subscribe')) calls.push(request.url())
    })
    await openHydrated(page, '/')
    await page.getByLabel('Email address').first().fill('not-an-email')
    await page.getByRole('button', { name: 'Tap In' }).first().click()
    await expect(toastRegion(page).getByText('Invalid Email', { exact: true })).toBeVisible()
    await expect(toastRegion(page).getByText('Please enter a valid email address.')).toBeVisible()
    expect(calls).toEqual([])
    expect(pageErrors).toEqual([])
  })

  test('a valid address subscribes, clears the field and shows the success toast', async ({ page, pageErrors }) => {
    await openHydrated(page, '/')
    const input = page.getByLabel('Email address').first()
    await input.fill(uniqueEmail('e2e-newsletter'))
    await page.getByRole('button', { name: 'Tap In' }).first().click()
    await expect(toastRegion(page).getByText('We in Motion... Signal Lit...')).toBeVisible()
    await expect(toastRegion(page).getByText("You've successfully tapped into our exclusive network.")).toBeVisible()
    await expect(input).toHaveValue('')
    expect(pageErrors).toEqual([])
  })
})

test.describe('strain submission', () => {
  test('missing required fields are reported inline and nothing is sent', async ({ page, pageErrors }) => {
    await openHydrated(page, '/stashgate')
    await expect(page.getByRole('heading', { name: "What's In Your Headstash?" })).toBeVisible()
    await page.getByRole('button', { name: 'Submit Strain' }).click()
    const strainName = page.getByLabel('Strain Name')
    await expect(strainName).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Strain name is required')).toBeVisible()
    await expect(page.getByText('Description must be at least 10 characters')).toBeVisible()
    await expect(page.getByLabel('Strain Type')).toHaveValue('hybrid')
    expect(pageErrors).toEqual([])
  })

  test('a valid strain shows "Strain Submitted!" and moves on to the strain cloud', async ({ page, pageErrors }) => {
    await openHydrated(page, '/stashgate')
    await expect(page.getByRole('link', { name: 'Browse Cloud First' })).toHaveAttribute('href', '/stashcloud')
    await page.getByLabel('Strain Name').fill('E2E Lemon Haze')
    await page.getByLabel('Strain Type').selectOption('sativa')
    await page.getByLabel('Your Name').fill('E2E Tester')
    await page.getByLabel('Email').fill(uniqueEmail('e2e-strain'))
    await page.getByLabel('Description').fill('Bright lemon nose, clean uplifting high for daytime.')
    await page.getByLabel('THC %').fill('22')
    await page.getByRole('button', { name: 'Submit Strain' }).click()
    await expect(page.getByRole('heading', { name: 'Strain Submitted!' })).toBeVisible()
    await expect(toastRegion(page).getByText('Strain Submitted Successfully!')).toBeVisible()
    expect(pageErrors).toEqual([])
    await expect(page).toHaveURL(/\/stashcloud$/, { timeout: 15_000 })
    // Strains join the cloud at once (no review), so the new one is on the page it lands on.
    await expect(page.getByText('E2E Lemon Haze').first()).toBeVisible()
  })
})

test.describe('WIYHS product submission', () => {
  test('changing the category clears the category-specific fields', async ({ page }) => {
    await openHydrated(page, '/wiyhs')
    await expect(page.getByRole('heading', { name: 'Submit Your Find' })).toBeVisible()
    await page.getByLabel('Category').selectOption('flower')
    await expect(page.getByLabel('Terpene Percentage')).toBeVisible()
    await page.getByLabel('Breeder').fill('Some Breeder')
    await page.getByLabel('Category').selectOption('concentrate')
    await expect(page.getByLabel('Extraction Method')).toBeVisible()
    await expect(page.getByLabel('Terpene Percentage')).toHaveCount(0)
    await expect(page.getByLabel('Breeder')).toHaveValue('')
  })

  test('a file that is not an image is refused out loud, not silently dropped', async ({ page, pageErrors }) => {
    await openHydrated(page, '/wiyhs')
    const photo = page.getByLabel('Photo')
    await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
    await expect(toastRegion(page).getByText('Images only', { exact: true })).toBeVisible()
    await expect(toastRegion(page).getByText('Please upload an image file (JPG, PNG, GIF or WebP)')).toBeVisible()
    // The choice is cleared, so nothing suggests the file will go with the find.
    expect(await photo.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0)
    await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0)
    expect(pageErrors).toEqual([])
  })

  test('a flower find is submitted and lands on The Cloud', async ({ page, pageErrors }) => {
    await openHydrated(page, '/wiyhs')
    await expect(page.getByText('Approved submissions go live within 24 hours.')).toBeVisible()
    await page.getByLabel('Category').selectOption('flower')
    await page.getByLabel('Product Name').fill('E2E Gas Cookies')
    await page.getByLabel('Genetics').selectOption('hybrid')
    await page.getByLabel('Breeder').fill('E2E Genetics')
    await page.getByLabel('Terpene Percentage').fill('3.1%')
    await page.getByLabel('Where You Got It').fill('Local drop')
    await page.getByText('4 Fire', { exact: true }).click()
    await page.getByLabel('Name / Handle').fill('e2e-tester')
    await page.getByLabel('Location').fill('Oakland, CA')
    await page.getByLabel('Industry').selectOption('consumer-patient')
    await expect(page.getByLabel('Show my name with this find')).toBeChecked()
    await page.getByRole('button', { name: 'Submit Your Find' }).click()
    await expect(toastRegion(page).getByText('Submission Received!')).toBeVisible()
    expect(pageErrors).toEqual([])
    await expect(page).toHaveURL(/\/the-cloud$/, { timeout: 15_000 })
  })
})

test('F8 moves focus to the notification region', async ({ page, pageErrors }) => {
  await openHydrated(page, '/')
  await page.keyboard.press('F8')
  await expect(toastRegion(page).getByRole('list')).toBeFocused()
  expect(pageErrors).toEqual([])
})

test('the theme switch persists across a reload', async ({ page, pageErrors }) => {
  await openHydrated(page, '/')
  const toggle = page.getByRole('button', { name: 'Dark theme' })
  const html = page.locator('html')
  const wasDark = (await toggle.getAttribute('aria-pressed')) === 'true'
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', String(!wasDark))
  if (wasDark) await expect(html).not.toHaveClass(/\bdark\b/)
  else await expect(html).toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(wasDark ? 'light' : 'dark')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', String(!wasDark))
  if (wasDark) await expect(html).not.toHaveClass(/\bdark\b/)
  else await expect(html).toHaveClass(/\bdark\b/)
  expect(pageErrors).toEqual([])
})
