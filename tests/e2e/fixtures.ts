import { test as base, expect } from '@playwright/test'

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

export { expect }
