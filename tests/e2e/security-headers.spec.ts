// docs/decisions.md#security-headers and #error-answers: every page works under the Content-Security-Policy (no violation on the admin
// login and dashboards, an episode page with its player embed, The Cloud), the security headers are
// sent, and a malformed %-encoded path is a 400 (JSON under /api), not the router's text/plain 500.
import type { Page } from '@playwright/test'
import { expect, recordRequests, signIn, test } from './fixtures'

const EPISODE = '/herbanconversations/ep001-roots-legacy-growers-on-the-long-game'

test.use({ contextOptions: { reducedMotion: 'reduce' } })

/** Records every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|Refused to/i.test(text)) fromConsole.push(text)
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`),
    )
  })
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))]
}

test('the site sends its security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    'frame-src',
    'https://share.descript.com',
  ]) {
    expect(csp).toContain(directive)
  }
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Served over plain http here: HSTS would be meaningless, and is not sent.
  expect(headers['strict-transport-security']).toBeUndefined()
})

test('Chromium knows every feature the Permissions-Policy names: no header error on a page', async ({ page }) => {
  const complaints: string[] = []
  page.on('console', (message) => {
    if (/Permissions-Policy/i.test(message.text())) complaints.push(message.text())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.goto('/the-cloud')
  await page.waitForLoadState('networkidle')
  expect(complaints).toEqual([])
})

test('public pages run under the CSP without a violation: episode with its embed, The Cloud', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto(EPISODE)
  await expect(page.locator('iframe[src^="https://share.descript.com/"]')).toBeAttached()
  await page.goto('/the-cloud')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Client navigation and hydration ran (theme toggle, links) without anything refused.
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})

test('the admin login and dashboards run under the CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page)
  await signIn(page)
  await page.getByRole('tab', { name: 'Podcast' }).click()
  await page.waitForLoadState('networkidle')
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: /dashboard/i }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})

test("a visitor's first page is one request; the admin still opens in the system's theme", async ({ browser }) => {
  // The documents the browser requests in a fresh context, with the status of any answer that redirected
  // it (Chromium answers itself with a 307 when a Critical-CH hint is missing, and asks again).
  const documents = async (path: string) => {
    const context = await browser.newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    const recorded = await recordRequests(page, 'Document')
    const response = await page.goto(path)
    const requested = recorded.map(({ url, redirectedBy }) => `${redirectedBy ? `${redirectedBy} then ` : ''}${new URL(url).pathname}`)
    return { context, page, requested, headers: response?.headers() ?? {} }
  }

  const home = await documents('/')
  expect(home.requested).toEqual(['/'])
  expect(home.headers['critical-ch']).toBeUndefined()
  await home.context.close()

  // The admin still asks for the colour scheme: once Chromium has learnt that, it renders in the system's theme.
  const admin = await documents('/admin/login')
  expect(admin.headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  expect(admin.headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  await admin.page.goto('/admin/login')
  await expect(admin.page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await admin.context.close()
})

test('malformed %-encoding in a path is a 400, JSON under /api', async ({ request }) => {
  for (const path of ['/api/%zz', '/api/headstash/%E0%A4%A']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(await response.json()).toEqual({ message: expect.stringContaining('percent-encoding') })
  }
  for (const path of ['/%E0%A4%A', '/the-cloud/%zz']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(response.headers()['content-type']).toContain('text/html')
    expect(await response.text()).toContain('Bad request')
  }
})

test('liveness and readiness probes answer', async ({ request }) => {
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok' })
  const ready = await request.get('/api/ready')
  expect(ready.status()).toBe(200)
  expect(ready.headers()['cache-control']).toBe('no-store')
})
