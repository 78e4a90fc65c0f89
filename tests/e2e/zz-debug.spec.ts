import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
test('debug old route wrap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const r = await page.request.post('/api/auth/login', { data: { username: process.env.E2E_ADMIN_USERNAME, password: process.env.E2E_ADMIN_PASSWORD } })
  expect(r.ok()).toBe(true)
  await page.goto('/admin/dashboard?tab=seo-settings')
  const routes = page.getByRole('list', { name: 'SEO in effect per page' }).locator('[data-route] h3 code')
  await expect(routes.first()).toBeVisible()
  // Simulate the old markup: plain text, the card title's break-anywhere.
  await routes.evaluateAll((els) => els.forEach((el) => { el.textContent = el.textContent; (el as HTMLElement).style.overflowWrap = 'anywhere' }))
  const broken = await routes.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.textContent ?? ''
      const tops: number[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let offset = 0; offset < (node.textContent ?? '').length; offset += 1) {
          const range = document.createRange(); range.setStart(node, offset); range.setEnd(node, offset + 1)
          tops.push(range.getBoundingClientRect().top)
        }
      }
      const breaks = tops.flatMap((top, index) => (index > 0 && top > (tops[index - 1] ?? top) + 2 ? [index] : []))
      return breaks.filter((index) => text[index] !== '/' && text[index - 1] !== '-').map((index) => `${text.slice(0, index)}|${text.slice(index)}`)
    }),
  )
  console.log('OLD broken', JSON.stringify(broken))
})
void (null as unknown as Page)
