import type { Page } from '@playwright/test'
import { buildEpisodeSlug, buildMetaDescription, buildMetaTitle } from '@/lib/podcast/builders'
import { expect, openHydrated, signInApi, test } from './fixtures'

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })

test.describe('admin content screens, signed out', () => {
  for (const path of [
    '/admin/podcast/episodes/new',
    '/admin/podcast/episodes/1/edit',
    '/admin/subscription-gates',
    '/admin/brand-settings',
  ]) {
    test(`${path} redirects to /admin/login`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login(\?|$)/)
    })
  }
})

test.describe('podcast episode editor', () => {
  test('fills slug and meta from number, title and summary; creates; refuses delete until "delete" is typed', async ({
    page,
    pageErrors,
  }) => {
    await signInApi(page.request)
    await openHydrated(page, '/admin/podcast/episodes/new')
    const id = unique()
    const title = `Terpenes & Terroir: E2E ${id}`
    const summary = `A long conversation about terroir ${id}. `.repeat(6).trim()
    const number = 5000 + Math.floor(Math.random() * 90_000)

    // The form's values reach the fields when react-hook-form registers them, after hydration: a fill
    // before that would type beside the "1" set in between.
    await expect(page.getByLabel('Episode number')).toHaveValue('1')
    await page.getByLabel('Episode number').fill(String(number))
    await page.getByLabel('Title *').fill(title)
    await expect(page.getByLabel('URL slug *')).toHaveValue(buildEpisodeSlug(number, title))
    await expect(page.getByLabel('Meta title')).toHaveValue(buildMetaTitle(title))

    // A cleared number falls back to 1, and the slug follows.
    await page.getByLabel('Episode number').fill('')
    await expect(page.getByLabel('Episode number')).toHaveValue('1')
    await expect(page.getByLabel('URL slug *')).toHaveValue(buildEpisodeSlug(1, title))
    await page.getByLabel('Episode number').fill(String(number))

    await page.getByLabel('Short summary *').fill(summary)
    const metaDescription = buildMetaDescription(summary)
    expect(metaDescription).toHaveLength(150)
    await expect(page.getByLabel('Meta description')).toHaveValue(metaDescription)
    await expect(page.getByText('150/160 characters')).toBeVisible()

    await page.getByLabel('Key takeaways').fill('First point\n\n   \nSecond point')
    await page.getByRole('button', { name: 'Create Episode' }).click()
    await expect(page).toHaveURL(/\/admin\/podcast\/episodes\/\d+\/edit$/)
    await expect(page.getByLabel('URL slug *')).toHaveValue(buildEpisodeSlug(number, title))
    await expect(page.getByLabel('Key takeaways')).toHaveValue('First point\nSecond point')
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/herban-conversations/${buildEpisodeSlug(number, title)}`,
    )

    await page.getByRole('button', { name: 'Delete Episode' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete episode' })
    const confirm = dialog.getByRole('button', { name: 'Delete Episode' })
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel('Type "delete" to confirm').fill('Delete')
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel('Type "delete" to confirm').fill('delete')
    await expect(confirm).toBeEnabled()
    await confirm.click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    expect(pageErrors).toEqual([])
  })

  test('shows the required-field messages and sends nothing when they are empty', async ({ page, pageErrors }) => {
    await signInApi(page.request)
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/podcast/episodes')) calls.push(request.url())
    })
    await openHydrated(page, '/admin/podcast/episodes/new')
    await page.getByRole('button', { name: 'Create Episode' }).click()
    await expect(page.getByText('Title is required')).toBeVisible()
    await expect(page.getByText('URL slug is required')).toBeVisible()
    await expect(page.getByText('Short summary is required')).toBeVisible()
    expect(calls).toEqual([])
    expect(pageErrors).toEqual([])
  })
})

test.describe('subscription gates', () => {
  test("creates a gate with the contract's defaults, shows its analytics, toggles and deletes it", async ({ page, pageErrors }) => {
    await signInApi(page.request)
    await openHydrated(page, '/admin/subscription-gates')
    const name = `E2E gate ${unique()}`

    await page.getByRole('button', { name: 'New Gate' }).click()
    const form = page.getByRole('dialog', { name: 'New Subscription Gate' })
    await expect(form.getByLabel('Trigger', { exact: true })).toHaveValue('scroll')
    await expect(form.getByLabel('Trigger value (1-100) *')).toHaveValue('60')
    await expect(form.getByLabel('Subscribe button text')).toHaveValue('Subscribe')
    await expect(form.getByLabel('Dismiss link text')).toHaveValue('Continue without subscribing')
    await expect(form.getByLabel('Priority *')).toHaveValue('1')
    await expect(form.getByLabel('Show', { exact: true })).toHaveValue('once')
    await expect(form.getByLabel('Allow dismissing')).toBeChecked()

    await form.getByLabel('Trigger value (1-100) *').fill('101')
    await form.getByRole('button', { name: 'Create Gate' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Trigger value must be a whole number from 1 to 100')).toBeVisible()

    await form.getByLabel('Name *').fill(name)
    await form.getByLabel('Page path *').fill('/e2e-gate-page')
    await form.getByLabel('Trigger value (1-100) *').fill('40')
    await form.getByLabel('Dialog title *').fill('Stay in the loop')
    await form.getByLabel('Dialog text *').fill('Smoke Signals, weekly.')
    await form.getByRole('button', { name: 'Create Gate' }).click()
    await expect(toastRegion(page).getByText('Success', { exact: true })).toBeVisible()

    const card = page.getByRole('listitem').filter({ hasText: name })
    await expect(card.getByText('active', { exact: true })).toBeVisible()

    // Two showings and one subscription, reported the way the public gate reports them.
    // page.request is not a browser: it sends no fetch metadata, without which the session cookie is not
    // honoured (Payload's CSRF rule); the page's own fetches send it.
    const list = await page.request.get('/api/admin/subscription-gates', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    const { gates } = (await list.json()) as { gates: { id: number; name: string }[] }
    const gateId = gates.find((gate) => gate.name === name)?.id
    expect(gateId).toBeDefined()
    for (const [action, extra] of [
      ['shown', {}],
      ['shown', {}],
      ['subscribed', { email: `e2e-gate-${unique()}@example.com` }],
    ] as const) {
      const response = await page.request.post('/api/subscription-gates/interaction', {
        data: { gateId, sessionId: `e2e-${unique()}`, action, ...extra },
      })
      expect(response.status()).toBe(201)
    }

    await card.getByRole('button', { name: `Analytics for ${name}` }).click()
    const panel = page.getByRole('region', { name: `Analytics: ${name}` })
    await expect(panel.getByRole('definition').nth(0)).toHaveText('2')
    await expect(panel.getByRole('definition').nth(1)).toHaveText('1')
    await expect(panel.getByRole('definition').nth(2)).toHaveText('0')
    await expect(panel.getByRole('definition').nth(3)).toHaveText('50%')
    await expect(panel.getByRole('img', { name: `Daily interactions for ${name}` })).toBeVisible()
    await panel.getByText('Daily numbers as a table').click()
    await expect(panel.getByRole('table').getByRole('row')).toHaveCount(2)

    await card.getByRole('button', { name: `Deactivate ${name}` }).click()
    await expect(card.getByText('inactive', { exact: true })).toBeVisible()
    await card.getByRole('button', { name: `Activate ${name}` }).click()
    await expect(card.getByText('active', { exact: true })).toBeVisible()

    await card.getByRole('button', { name: `Delete ${name}` }).click()
    await page.getByRole('dialog', { name: 'Delete subscription gate' }).getByRole('button', { name: 'Delete' }).click()
    await expect(card).toHaveCount(0)
    expect(pageErrors).toEqual([])
  })
})
