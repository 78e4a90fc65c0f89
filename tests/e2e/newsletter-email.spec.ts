import type { APIRequestContext } from '@playwright/test'
import { NEWSLETTER_MESSAGES } from '../../src/lib/newsletter/schema'
import { expect, sameOrigin, signInApi, test } from './fixtures'

// The whole double opt-in flow through the demo's mail inbox. Needs the app started with e-mail:
// `E2E_MAIL=1 node scripts/e2e.mjs tests/e2e/newsletter-email.spec.ts` (e2e.mjs then starts the inbox).
const inboxUrl = process.env.E2E_MAIL_INBOX_URL ?? ''

interface InboxMessage {
  id: number
  subject: string
  to: string
  headers: Record<string, string>
}

const messagesTo = async (request: APIRequestContext, address: string): Promise<InboxMessage[]> => {
  const all = (await (await request.get(`${inboxUrl}/api/messages`)).json()) as InboxMessage[]
  return all.filter((message) => message.to.includes(address))
}

test.skip(!inboxUrl, 'run with E2E_MAIL=1 so the app sends e-mail to the demo inbox')

test('subscribe, confirm from the e-mail, get welcomed, unsubscribe from the e-mail', async ({ page, request, pageErrors }) => {
  const email = `e2e-mail-${Date.now()}@example.com`
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email address').first().fill(email)
  await page.getByRole('button', { name: 'Tap In' }).first().click()
  // Double opt-in: the form says to check the inbox and confirm, not that the address is subscribed.
  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts.getByText(NEWSLETTER_MESSAGES.pendingTitle)).toBeVisible()
  await expect(toasts.getByText(NEWSLETTER_MESSAGES.pending)).toBeVisible()
  await expect(toasts.getByText(NEWSLETTER_MESSAGES.successTitle)).toHaveCount(0)

  await expect
    .poll(async () => (await messagesTo(request, email)).map((m) => m.subject))
    .toEqual(['Confirm your Smoke Signals subscription'])
  const [confirmation] = await messagesTo(request, email)
  expect(confirmation?.headers['list-unsubscribe']).toMatch(/^<http[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/)
  expect(confirmation?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

  // Read it in the inbox and follow the link, as a person would.
  await page.goto(inboxUrl)
  await page.getByRole('link', { name: 'Confirm your Smoke Signals subscription' }).first().click()
  await expect(page.getByText('List-Unsubscribe=One-Click')).toBeVisible()
  await page.getByRole('link', { name: /\/newsletter\/confirm\?token=/ }).click()
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Opening the link confirmed nothing: no welcome yet.
  expect((await messagesTo(request, email)).map((m) => m.subject)).toEqual(['Confirm your Smoke Signals subscription'])

  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('status')).toHaveText("You're confirmed. Smoke Signals will find you.")
  await expect.poll(async () => (await messagesTo(request, email)).length).toBe(2)
  expect((await messagesTo(request, email))[1]?.subject).toBe('Signal lit: welcome to Smoke Signals')

  await page.goto(inboxUrl)
  await page.getByRole('link', { name: 'Signal lit: welcome to Smoke Signals' }).first().click()
  await page.getByRole('link', { name: /\/unsubscribe\?token=/ }).click()
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText("You're unsubscribed. No more Smoke Signals from us.")

  // Staff see the effect: the address is inactive, with its consent record.
  await signInApi(request)
  const answer = await sameOrigin(request).get('/api/admin/newsletter/subscribers/export?status=inactive')
  expect(answer.status()).toBe(200)
  const exported = await answer.text()
  expect(exported).toMatch(new RegExp(`^"${email.replace(/\./g, '\\.')}","Inactive","[^"]+","/","[^"]+","[^"]+"$`, 'm'))
  expect(pageErrors).toEqual([])
})
