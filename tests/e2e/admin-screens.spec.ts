import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { DASHBOARD_TABS } from '../../src/admin/dashboard/tabs'
import { expect, signInApi, test } from './fixtures'

// Every admin screen at 1280 and 390 px: nothing scrolls the page sideways (wide content such as the
// subscriber table scrolls inside its own box). UPDATE_SCREENSHOTS=1 also writes JPEGs to
// docs/screenshots/admin/, like a11y.spec.ts does for the public pages.
const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS ? path.resolve('docs/screenshots/admin') : null
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const

// Reduced motion lands the login scene on its final frame at once.
test.use({ contextOptions: { reducedMotion: 'reduce' } })

async function checkScreen(page: Page, name: string) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.waitForLoadState('networkidle')
    // Polled: the admin's own layout follows a resize from script (its nav closes below a breakpoint), so
    // the page may be wider for a moment after the viewport shrinks. What stays wider fails.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `${name} scrolls sideways at ${viewport.width}px`,
      })
      .toBeLessThanOrEqual(0)
    if (SCREENSHOT_DIR) {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${viewport.name}.jpg`), fullPage: true, type: 'jpeg', quality: 60 })
    }
  }
}

test('the spy login is a full-screen scene without gutters', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'INITIALIZE ACCESS' })).toBeVisible()
  for (const viewport of WIDTHS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    // The scene's dark background reaches the viewport's corner, where the template's white gutter was.
    const corner = await page.evaluate(() => {
      const element = document.elementFromPoint(2, 2)
      return element ? getComputedStyle(element.closest('[class*="screen"]') ?? element).position : ''
    })
    expect(corner, `login corner at ${viewport.width}px`).toBe('fixed')
  }
  await checkScreen(page, 'login')
})

// One test per screen: twelve screens at two widths in one test came near the test's time limit on a busy machine.
for (const tab of DASHBOARD_TABS) {
  test(`the dashboard tab ${tab.label} fits 1280 and 390 px`, async ({ page }) => {
    await signInApi(page.request)
    await page.goto(`/admin/dashboard?tab=${tab.key}`)
    await expect(page.getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true')
    await checkScreen(page, `dashboard-${tab.key}`)
  })
}

for (const [name, route] of [
  ['episode-editor', '/admin/podcast/episodes/new'],
  ['subscription-gates', '/admin/subscription-gates'],
  ['brand-settings', '/admin/brand-settings'],
  ['submission-review', '/admin/review'],
] as const) {
  test(`the ${name} screen fits 1280 and 390 px`, async ({ page }) => {
    await signInApi(page.request)
    await page.goto(route)
    await expect(page).toHaveURL(new RegExp(`${route}$`))
    await checkScreen(page, name)
  })
}
