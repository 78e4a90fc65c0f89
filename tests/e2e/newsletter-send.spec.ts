import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN_TOASTS } from '../../src/lib/admin/toasts'
import { ISSUE_ADMIN_TEXTS as T } from '../../src/lib/newsletter/issue-admin-texts'
import { expect, openHydrated, sameOrigin, signIn, test, typeInRichText } from './fixtures'

// An editor writes an issue in Payload's admin, previews it, tests it, sends it and watches it go out;
// the message arrives in the demo inbox with its headers, the web page is live, and a reader who
// unsubscribes from it does not get the next issue. Needs the app started with e-mail:
// `E2E_MAIL=1 node scripts/e2e.mjs tests/e2e/newsletter-send.spec.ts` (e2e.mjs then starts the inbox).
const inboxUrl = process.env.E2E_MAIL_INBOX_URL ?? ''

interface InboxMessage {
  id: number
  subject: string
  to: string
  html: string
  headers: Record<string, string>
}

const inbox = async (request: APIRequestContext): Promise<InboxMessage[]> =>
  (await (await request.get(`${inboxUrl}/api/messages`)).json()) as InboxMessage[]
const messagesTo = async (request: APIRequestContext, address: string, subject: string) =>
  (await inbox(request)).filter((message) => message.to.includes(address) && message.subject === subject)

/** Recipients a send would reach now, as the server counts them. */
const eligibleNow = async (page: Page, issueId: string): Promise<number> =>
  ((await (await sameOrigin(page.request).get(`/api/admin/newsletter/issues/${issueId}/recipients`)).json()) as { recipients: number })
    .recipients

test.use({ contextOptions: { reducedMotion: 'reduce' } })
test.setTimeout(180_000)

test('write, preview, test, send and watch an issue; its mail, web page and unsubscribe link work', async ({ page, pageErrors }) => {
  test.skip(!inboxUrl, 'run with E2E_MAIL=1 so the app sends e-mail to the demo inbox')
  const run = Date.now()
  const staffAddress = `editor-${run}@example.com`
  const leaving = `leaving-${run}@example.com`
  const staying = `staying-${run}@example.com`
  const subject = `Smoke test dispatch ${run}`
  const slug = `smoke-test-${run}`
  const bodyText = `The week in smoke, issue ${run}.`

  await signIn(page)
  const api = sameOrigin(page.request)
  // The test message goes to the signed-in editor's own address.
  const me = ((await (await api.get('/api/users/me')).json()) as { user: { id: number } }).user
  expect((await api.patch(`/api/users/${me.id}`, { data: { email: staffAddress } })).ok()).toBe(true)
  // Two confirmed readers of this run (an import makes active subscribers).
  const imported = await api.post('/api/admin/newsletter/subscribers/import', { data: { csv: `email\n${leaving}\n${staying}\n` } })
  expect(((await imported.json()) as { imported: number }).imported).toBe(2)

  // Write and publish the issue in the admin.
  await openHydrated(page, '/admin/collections/newsletter-issues/create')
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('URL slug').fill(slug)
  await typeInRichText(page, bodyText)
  await page.getByRole('button', { name: /Publish changes/ }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/newsletter-issues\/\d+/)
  const issueId = /newsletter-issues\/(\d+)/.exec(page.url())?.[1] ?? ''

  // The preview shows the saved issue as the e-mail, at desktop width and at 390 px. Its document is
  // read from the frame's srcdoc: the sandbox (no scripts) keeps Playwright's own scripts out of it too.
  const preview = page.locator('iframe[title^="E-mail preview"]')
  await expect(preview).toHaveAttribute('srcdoc', new RegExp(`<html[^>]* lang="en"[\\s\\S]*${bodyText.replace(/\./g, '\\.')}`))
  await expect(preview).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox')
  // The frame's sandbox would only hide a script; the preview's HTML must hold none.
  await expect(preview).not.toHaveAttribute('srcdoc', /<script|\son[a-z]+=/i)
  await expect(preview).toHaveAttribute('data-width', 'desktop')
  await page.getByRole('button', { name: T.previewMobile }).click()
  await expect(page.getByRole('button', { name: T.previewMobile })).toHaveAttribute('aria-pressed', 'true')
  await expect(preview).toHaveAttribute('data-width', 'mobile')
  expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(390)

  // A test to the editor's own address, said in the toast.
  await page.getByRole('button', { name: T.sendTest }).click()
  await expect(page.getByText(ADMIN_TOASTS.testSentText(staffAddress))).toBeVisible()
  await expect.poll(async () => (await messagesTo(page.request, staffAddress, `[Test] ${subject}`)).length).toBe(1)

  // Send now: the confirmation names the exact number of recipients the server counts.
  const recipients = await eligibleNow(page, issueId)
  expect(recipients).toBeGreaterThanOrEqual(2)
  await page.getByRole('button', { name: T.sendNow, exact: true }).click()
  const confirm = page.getByRole('dialog', { name: T.confirmSendTitle })
  await expect(confirm).toContainText(T.confirmSend(subject, recipients))
  await confirm.getByRole('button', { name: T.confirmSendButton(recipients) }).click()
  await expect(page.getByText(ADMIN_TOASTS.sendStartedText(recipients))).toBeVisible()

  // Progress reaches done, then the report counts every recipient as delivered.
  await expect(page.getByRole('progressbar', { name: T.progressBar })).toBeVisible()
  await expect(page.locator('[data-state="done"]')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('status').filter({ hasText: T.announce(T.states.done, 100) })).toHaveCount(1)
  const report = page.locator('dl').filter({ hasText: T.report.delivered })
  await expect(report.locator('div').filter({ hasText: T.report.delivered }).locator('dd')).toHaveText(recipients.toLocaleString('en'))
  // Sending the same issue again is only offered for those it has not reached.
  await expect(page.getByRole('button', { name: T.sendNow, exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: T.resend })).toBeVisible()

  // The message arrived with its headers.
  await expect.poll(async () => (await messagesTo(page.request, leaving, subject)).length).toBe(1)
  const [message] = await messagesTo(page.request, leaving, subject)
  expect(message?.headers['list-unsubscribe']).toMatch(/^<http[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/)
  expect(message?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  expect(message?.headers['message-id']).toMatch(/^<[^@\s>]+@[^>\s]+>$/)
  expect(message?.html).toContain(bodyText)

  // Its web page is live.
  const web = await page.goto(`/newsletter/${slug}`)
  expect(web?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: subject })).toBeVisible()

  // The reader unsubscribes through the message's own link.
  const unsubscribePage = /href="([^"]+\/unsubscribe\?token=[^"]+)"/.exec(message?.html ?? '')?.[1]?.replaceAll('&amp;', '&')
  expect(unsubscribePage).toBeTruthy()
  await page.goto(unsubscribePage!)
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText("You're unsubscribed. No more Smoke Signals from us.")

  // The next issue reaches the reader who stayed, and not the one who left.
  const nextSubject = `${subject}, part two`
  const created = await api.post('/api/newsletter-issues', {
    data: {
      subject: nextSubject,
      slug: `${slug}-2`,
      _status: 'published',
      body: {
        root: {
          type: 'root',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [
            {
              type: 'paragraph',
              version: 1,
              direction: 'ltr',
              format: '',
              indent: 0,
              textFormat: 0,
              children: [{ type: 'text', version: 1, text: 'Part two.', format: 0, mode: 'normal', style: '', detail: 0 }],
            },
          ],
        },
      },
    },
  })
  expect(created.ok()).toBe(true)
  const nextId = ((await created.json()) as { doc: { id: number } }).doc.id
  expect((await api.post(`/api/admin/newsletter/issues/${nextId}/send`)).status()).toBe(202)
  await expect
    .poll(async () => ((await (await api.get(`/api/admin/newsletter/issues/${nextId}/progress`)).json()) as { state: string }).state, {
      timeout: 60_000,
    })
    .toBe('done')
  await expect.poll(async () => (await messagesTo(page.request, staying, nextSubject)).length).toBe(1)
  expect(await messagesTo(page.request, leaving, nextSubject)).toEqual([])
  expect(pageErrors).toEqual([])
})

test('the send panel fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  const list = (await (await sameOrigin(page.request).get('/api/newsletter-issues?limit=1&sort=-createdAt&depth=0')).json()) as {
    docs: Array<{ id: number }>
  }
  const issue = list.docs[0]
  expect(issue).toBeTruthy()
  await page.goto(`/admin/collections/newsletter-issues/${issue!.id}`)
  await expect(page.getByRole('heading', { name: T.previewTitle })).toBeVisible()
  await expect(page.getByRole('heading', { name: T.sendTitle, exact: true })).toBeVisible()
  // Measured once both panels have loaded (their loading shimmer sweeps past the edge by design).
  await expect(page.locator('section[aria-labelledby^="issue-"] .shimmer-effect')).toHaveCount(0)
  // Nothing in the send panel or the preview reaches past the screen's edge.
  const sticking = await page.evaluate(() =>
    [...document.querySelectorAll('section[aria-labelledby^="issue-"] *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((element) => element.outerHTML.slice(0, 80)),
  )
  expect(sticking).toEqual([])
})
