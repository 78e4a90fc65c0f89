import { expect, signIn, test } from './fixtures'

// The dashboard's subscriber tab imports a CSV with a per-row report, shows the three
// statuses and filters by them. Works with or without e-mail configured.
test.use({ contextOptions: { reducedMotion: 'reduce' } })

test('staff import a CSV, read the report and filter by status', async ({ page }) => {
  const suffix = `${Date.now()}`
  const fresh = `imported-${suffix}@example.com`
  await signIn(page)
  await page.getByRole('tab', { name: 'Newsletter Subscribers' }).click()
  await expect(page.getByRole('columnheader', { name: 'Source' })).toBeVisible()
  // Pending (unconfirmed) addresses have their own counter beside Active and Inactive.
  const counters = page.getByRole('region', { name: 'Newsletter subscribers' })
  for (const label of ['Total Subscribers', 'Active Subscribers', 'Pending Subscribers', 'Inactive Subscribers']) {
    await expect(counters.getByText(label, { exact: true })).toBeVisible()
  }

  await page
    .getByText('Import CSV')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`email\n${fresh.toUpperCase()}\n${fresh}\nnope\n`),
    })
  const report = page.getByRole('status').filter({ hasText: 'Import:' })
  await expect(report).toContainText('1 imported, 1 skipped, 1 invalid.')
  await expect(page.getByRole('list', { name: 'Rows not imported' })).toContainText('Row 3')
  await expect(page.getByRole('list', { name: 'Rows not imported' })).toContainText('Row 4: nope')

  const row = page.getByRole('row').filter({ hasText: fresh })
  await expect(row).toContainText('Active')
  await expect(row).toContainText('import')

  await page.getByLabel('Filter by status').selectOption('inactive')
  await expect(page.getByRole('row').filter({ hasText: fresh })).toHaveCount(0)
  await page.getByLabel('Filter by status').selectOption('active')
  await expect(page.getByRole('row').filter({ hasText: fresh })).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/newsletter/subscribers/export?status=active',
  )
})

test('deleting a subscriber asks first, then the row is gone for good', async ({ page }) => {
  const email = `delete-me-${Date.now()}@example.com`
  await signIn(page)
  await page.getByRole('tab', { name: 'Newsletter Subscribers' }).click()
  await page
    .getByText('Import CSV')
    .locator('input[type=file]')
    .setInputFiles({ name: 'one.csv', mimeType: 'text/csv', buffer: Buffer.from(`email\n${email}\n`) })
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)

  const deleteButton = row.getByRole('button', { name: `Delete ${email}` })
  await deleteButton.click()
  // Named by its heading and described by its question; focus starts on Cancel, Escape closes it and
  // hands focus back to the button that opened it.
  const dialog = page.getByRole('dialog', { name: 'Delete subscriber' })
  await expect(dialog).toHaveAccessibleDescription(`Delete ${email} from the newsletter? This cannot be undone.`)
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(deleteButton).toBeFocused()
  await deleteButton.click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(1)

  await deleteButton.click()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Subscriber deleted').first()).toBeVisible()
  await expect(row).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
})
