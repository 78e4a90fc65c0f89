import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { PUBLIC_ROUTES, screenshotName } from './routes'

// UPDATE_SCREENSHOTS=1 also writes full-page screenshots (JPEG, to keep the repository small) at
// both widths to docs/screenshots/.
const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS ? path.resolve('docs/screenshots') : null
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const

for (const route of PUBLIC_ROUTES) {
  test(`${route}: no serious or critical accessibility violations, no horizontal scroll`, async ({ page }) => {
    for (const viewport of WIDTHS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      const response = await page.goto(route)
      expect(response?.status(), route).toBe(200)
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`)
      expect(serious, `${route} at ${viewport.width}px`).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${route} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0)
      if (SCREENSHOT_DIR) {
        fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
        const file = path.join(SCREENSHOT_DIR, `${screenshotName(route)}-${viewport.name}.jpg`)
        await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 })
      }
    }
  })
}
