import { type APIRequestContext, test as base, expect } from '@playwright/test'

/** Every test fails if the page throws or logs a console error it did not expect. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`)
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

export { expect }
