import { type APIRequestContext, type Page, type Response, test as base, expect } from '@playwright/test'
import { DEMO_ADMIN } from '../../scripts/lib/demo-admin.mjs'

/**
 * Playwright's trace recorder adds a script to every new document, frames included; a frame sandboxed
 * without allow-scripts (the newsletter preview) blocks it and Chromium logs that. Not the page's error:
 * a spec showing such a frame checks the frame's own HTML for scripts.
 */
const TRACE_SCRIPT_BLOCKED = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/

/** Every test fails if the page throws or logs a console error it did not expect. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error' && !TRACE_SCRIPT_BLOCKED.test(message.text())) errors.push(`console: ${message.text()}`)
      })
      await use(errors)
    },
    { auto: true },
  ],
})

/**
 * Payload honours a session cookie only with the fetch metadata a browser on the site sends
 * (docs/decisions.md#cross-site-requests), and Playwright's request context sends none. Chromium refuses the header as an extra
 * header on page loads, so it is added per API call: every call through this wrapper is same-origin.
 */
export const SAME_ORIGIN_FETCH = { 'Sec-Fetch-Site': 'same-origin' } as const

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete'
export function sameOrigin(request: APIRequestContext): Pick<APIRequestContext, Verb> {
  const call = (verb: Verb) => (url: string, options?: Parameters<APIRequestContext[Verb]>[1]) =>
    request[verb](url, { ...options, headers: { ...SAME_ORIGIN_FETCH, ...options?.headers } })
  return { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') }
}

/** The seeded admin every spec signs in as (scripts/e2e.mjs hands it over; the defaults are the demo's). */
export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? DEMO_ADMIN.username,
  password: process.env.E2E_ADMIN_PASSWORD ?? DEMO_ADMIN.password,
} as const

/**
 * Signs in through the API, leaving the session cookie in `request` (a page's `page.request` shares the
 * page's cookies). For specs whose subject is not the login screen.
 */
export async function signInApi(request: APIRequestContext): Promise<void> {
  const response = await sameOrigin(request).post('/api/auth/login', { data: ADMIN })
  expect(response.ok(), `login as ${ADMIN.username} answered ${response.status()}`).toBe(true)
}

/** Fills the login screen already open in `page` and submits it. */
export async function submitLogin(page: Page, password: string = ADMIN.password): Promise<void> {
  await page.getByLabel('Agent ID').fill(ADMIN.username)
  await page.getByLabel('Access Code').fill(password)
  await page.getByRole('button', { name: 'INITIALIZE ACCESS' }).click()
}

/** Signs in through the login screen, as staff do, and waits for the dashboard to greet the admin. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await submitLogin(page)
  await expect(page).toHaveURL(/\/admin\/dashboard/)
  await expect(page.getByText(`Welcome back, ${ADMIN.username}`)).toBeVisible()
}

/**
 * Types into a rich-text field of Payload's admin and waits until the form holds the words. Payload's
 * lexical field copies the editor into the form on the browser's idle time (up to 500 ms later), so a
 * save right after typing would store an older state; an idle callback queued after the keystrokes
 * runs after that copy.
 */
export async function typeInRichText(
  page: Page,
  text: string,
  field = page.locator('.rich-text-lexical [contenteditable="true"]').first(),
): Promise<void> {
  await field.click()
  await page.keyboard.type(text)
  await expect(field).toContainText(text)
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })))
}

/**
 * Opens `path` and waits until React has hydrated every control on it. Before hydration a click reaches
 * no handler (a dialog stays shut, a form submits natively), a chosen file reaches no change handler, and
 * text typed into a field can land beside its server-rendered value. Network idle alone is not enough:
 * hydration is work on the main thread, after the last script has arrived. React marks each node it
 * has hydrated with a `__reactProps$…` property (the hidden inputs a server action's form carries for
 * browsers without JavaScript stay unmarked).
 */
export async function openHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('input:not([type="hidden"]), button, select, textarea')).every((control) =>
      Object.keys(control).some((key) => key.startsWith('__reactProps$')),
    ),
  )
  return response
}

/** A request as Chromium's loader saw it: its priority when asked, and the status of a redirect that led to it. */
export interface RecordedRequest {
  url: string
  priority: string
  redirectedBy?: number
}

/**
 * Every request of one resource type the page makes from now on, in order, read through CDP: what the
 * browser really asked for, which page-side code cannot see (preloads, priorities, a navigation Chromium
 * restarts by itself).
 */
export async function recordRequests(page: Page, type: 'Document' | 'Image'): Promise<RecordedRequest[]> {
  const session = await page.context().newCDPSession(page)
  const requests: RecordedRequest[] = []
  session.on('Network.requestWillBeSent', ({ request, type: requested, redirectResponse }) => {
    if (requested !== type || request.url.startsWith('data:')) return
    requests.push({
      url: request.url,
      priority: request.initialPriority,
      ...(redirectResponse ? { redirectedBy: redirectResponse.status } : {}),
    })
  })
  await session.send('Network.enable')
  return requests
}

export { expect }
