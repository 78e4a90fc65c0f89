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

// The dashboard is loaded once, on the last tab by its URL, and every tab is then opened as staff do, by
// its button: a full load of the admin per tab made this the slowest spec of npm test.
test('every dashboard tab fits 1280 and 390 px', async ({ page }) => {
  test.setTimeout(150_000)
  await signInApi(page.request)
  const last = DASHBOARD_TABS.at(-1)!
  await page.goto(`/admin/dashboard?tab=${last.key}`)
  for (const tab of [last, ...DASHBOARD_TABS.slice(0, -1)]) {
    await test.step(tab.label, async () => {
      await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height })
      const button = page.getByRole('tab', { name: tab.label })
      if (tab !== last) await button.click()
      await expect(button).toHaveAttribute('aria-selected', 'true')
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab.key}\\b`))
      await checkScreen(page, `dashboard-${tab.key}`)
    })
  }
})

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
