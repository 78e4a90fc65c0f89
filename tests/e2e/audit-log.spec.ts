import { expect, sameOrigin, signIn, test } from './fixtures'

// The audit log in Payload's admin: a readable, filterable list and a read-only entry with its
// changes as a table; nowhere to create, edit or delete an entry.
const suffix = `${Date.now()}`

test('staff read the audit log as a list and a read-only entry with its changes', async ({ page }) => {
  await signIn(page)
  // A change to read back: the signed-in staff member edits a strain entry through REST.
  const api = sameOrigin(page.request)
  const created = await api.post('/api/strain-entries', {
    data: {
      strainName: `Audit e2e ${suffix}`,
      strainType: 'hybrid',
      submitterName: 'E2E',
      submitterEmail: 'e2e@example.com',
      description: 'Made by the audit e2e test',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  expect(
    (await api.patch(`/api/strain-entries/${doc.id}`, { data: { description: `Edited by the audit e2e test ${suffix}` } })).status(),
  ).toBe(200)

  await page.goto('/admin/collections/audit-log')
  const table = page.locator('table')
  for (const column of ['Staff name', 'Action', 'Collection', 'Target', 'Changes']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /create new/i })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /filters/i })).toBeVisible()

  const rows = await api.get(
    `/api/audit-log?where[collection][equals]=strain-entries&where[targetId][equals]=${doc.id}&where[action][equals]=update&depth=0`,
  )
  const { docs } = (await rows.json()) as { docs: Array<{ id: number }> }
  expect(docs).toHaveLength(1)
  await page.goto(`/admin/collections/audit-log/${docs[0]!.id}`)
  const changes = page.getByRole('table', { name: /changed fields/i })
  await expect(changes.getByRole('rowheader', { name: 'description' })).toBeVisible()
  await expect(changes.getByText(`Edited by the audit e2e test ${suffix}`)).toBeVisible()
  await expect(page.getByRole('button', { name: /^save$/i })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0)
})
