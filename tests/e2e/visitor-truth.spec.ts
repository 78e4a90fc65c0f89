import { NEWSLETTER_TOKEN_MESSAGES } from '../../src/lib/newsletter/schema'
import { signToken } from '../../src/lib/newsletter/tokens'
import { vibeLabel } from '../../src/lib/submissions/schema'
import { CANONICAL_VIBES } from '../../src/lib/submissions/vibes'
import { expect, sameOrigin, signInApi, test } from './fixtures'

// What visitors are told is so: "Delete my data" asks once before it deletes anything; the find form
// suggests the vibe vocabulary and names its choices as it labels them.

test('"Delete my data" asks once; Cancel keeps the address, Yes deletes it', async ({ page, request, pageErrors }) => {
  const email = `delete-data-${Date.now()}@example.com`
  expect((await request.post('/api/newsletter/subscribe', { data: { email } })).ok()).toBe(true)
  const deletions: string[] = []
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/newsletter/delete-data')) deletions.push(sent.method())
  })
  await page.goto(`/unsubscribe?token=${encodeURIComponent(signToken('unsubscribe', email))}`)
  await page.waitForLoadState('networkidle')

  await page.getByRole('button', { name: 'Delete my data' }).click()
  const question = page.getByRole('alertdialog', { name: 'Delete your address and its subscription history? This cannot be undone.' })
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  expect(deletions).toEqual([])

  await page.getByRole('button', { name: 'Delete my data' }).click()
  await question.getByRole('button', { name: 'Yes, delete my data' }).click()
  await expect(page.getByRole('status')).toHaveText(NEWSLETTER_TOKEN_MESSAGES.deleted)
  expect(deletions).toEqual(['POST'])

  await signInApi(request)
  // The export answers (a refused request would not contain the address either).
  const exported = await sameOrigin(request).get('/api/admin/newsletter/subscribers/export')
  expect(exported.status()).toBe(200)
  expect(await exported.text()).not.toContain(email)
  expect(pageErrors).toEqual([])
})

test('the WIYHS form suggests the canonical vibes and names choices by their labels', async ({ page, pageErrors }) => {
  await page.goto('/wiyhs')
  const vibe = page.getByLabel('Vibe')
  const listId = await vibe.getAttribute('list')
  expect(listId).toBeTruthy()
  expect(
    await page.locator(`datalist#${listId} option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(CANONICAL_VIBES.map(vibeLabel))
  await expect(page.getByLabel('Industry')).toContainText('Choose an industry')
  expect(pageErrors).toEqual([])
})
