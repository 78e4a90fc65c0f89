import { SUBMISSION_MESSAGES } from '@/lib/submissions/schema'
import { expect, signIn, submitLogin, test } from './fixtures'

// Reduced motion skips the login animation's 5.5 s of stages.
test.use({ contextOptions: { reducedMotion: 'reduce' } })

/** Console errors the browser itself logs for an expected non-2xx answer or a missing demo image. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('Failed to load resource'))

test('a wrong access code is denied and the form is back to idle', async ({ page, pageErrors }) => {
  await page.goto('/admin/login')
  await submitLogin(page, 'definitely-not-the-code')
  await expect(page.getByText('Access Denied').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'INITIALIZE ACCESS' })).toBeEnabled()
  await expect(page).toHaveURL(/\/admin\/login/)
  expect(unexpected(pageErrors)).toEqual([])
})

test('signing in lands on the dashboard with the welcome line', async ({ page, pageErrors }) => {
  await signIn(page)
  await expect(page.getByRole('tab', { name: 'WIYHS Submissions' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Total Subscribers')).toBeVisible()
  expect(unexpected(pageErrors)).toEqual([])
})

test('the dashboard sends signed-out visitors to the login', async ({ page }) => {
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: 'INITIALIZE ACCESS' })).toBeVisible()
})

test('approving a pending submission in the edit dialog publishes it to The Cloud', async ({ page, pageErrors }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Edit Zoap' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit WIYHS Submission' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Product Name *')).toHaveValue('Zoap')
  await dialog.getByLabel('Status').selectOption('approved')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Submission updated').first()).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.goto('/the-cloud')
  await expect(page.getByRole('heading', { name: 'Zoap' }).first()).toBeVisible()
  expect(unexpected(pageErrors)).toEqual([])
})

test('approving an anonymous entry keeps the real name for staff while The Cloud says Anonymous', async ({ page, pageErrors }) => {
  const name = `E2E Quiet Find ${Date.now()}`
  const submitted = await page.request.post('/api/headstash/submit', {
    data: {
      category: 'edible',
      name,
      edibleType: 'Gummies',
      whereAcquired: 'Shop',
      flames: 4,
      submittedBy: 'Real Rosa',
      displayName: false,
      location: 'Austin, TX',
      industry: 'retail',
    },
  })
  expect(submitted.status()).toBe(201)
  await signIn(page)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card.getByText('Real Rosa')).toBeVisible()
  await expect(card.getByText('Hidden from public')).toBeVisible()

  await card.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit WIYHS Submission' })
  await expect(dialog.getByLabel('Submitted By')).toHaveValue('Real Rosa')
  await dialog.getByLabel('Status').selectOption('approved')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Submission updated').first()).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(card.getByText('Real Rosa')).toBeVisible()

  await page.goto('/the-cloud')
  const cloudCard = page.locator('article').filter({ has: page.getByRole('heading', { name }) })
  await expect(cloudCard.getByText('Anonymous', { exact: true })).toBeVisible()
  await expect(cloudCard.getByText('Real Rosa')).toHaveCount(0)

  await page.goto('/admin/dashboard?tab=wiyhs-submissions')
  await expect(card.getByText('Real Rosa')).toBeVisible()
  expect(unexpected(pageErrors)).toEqual([])
})

test('the submissions tab has the Scan Images button, answered with the scan result', async ({ page, pageErrors }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Scan Images' }).click()
  // Other specs may leave entries behind, so either outcome of the scan counts; a failure does not.
  await expect(page.getByText(/^(Image scan complete|Missing images found)$/).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Scan Images' })).toBeEnabled()
  expect(unexpected(pageErrors)).toEqual([])
})

test('the active tab is in the URL and survives a reload', async ({ page }) => {
  await signIn(page)
  await page.getByRole('tab', { name: 'Newsletter Subscribers' }).click()
  await expect(page).toHaveURL(/[?&]tab=newsletter-subscribers/)
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Newsletter Subscribers' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('Newsletter Subscribers')
})

test("the edit dialog shows the shared schema's message beside an emptied field and sends nothing", async ({ page, pageErrors }) => {
  await signIn(page)
  let patches = 0
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches += 1
  })
  await page.getByRole('button', { name: 'Edit Zoap' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit WIYHS Submission' })
  await dialog.getByLabel('Product Name *').fill('')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText(SUBMISSION_MESSAGES.name)).toBeVisible()
  await expect(dialog.getByLabel('Product Name *')).toHaveAttribute('aria-invalid', 'true')
  expect(patches).toBe(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(unexpected(pageErrors)).toEqual([])
})
