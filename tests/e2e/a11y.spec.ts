import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { PUBLIC_ROUTES, screenshotName } from './routes'

// UPDATE_SCREENSHOTS=1 also writes full-page screenshots (JPEG, to keep the repository small) at
// both widths to docs/screenshots/.
const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS ? path.resolve('docs/screenshots') : null
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const

type Theme = 'light' | 'dark'
type Look = { theme: Theme; viewport: (typeof WIDTHS)[number] }

/**
 * Every page at both widths, and in both themes: the dark theme's colours come from the same tokens, so
 * a contrast slip in either one shows up here. The dark theme changes colours only, not what is laid
 * out at a width, so it is checked at the phone width, where most visitors read.
 */
const LOOKS: readonly Look[] = [
  { theme: 'light', viewport: WIDTHS[0] },
  { theme: 'light', viewport: WIDTHS[1] },
  { theme: 'dark', viewport: WIDTHS[1] },
]

/**
 * The axe rules that read colours, the only thing a theme changes (its icons are aria-hidden): the dark
 * look runs these, the light looks every WCAG 2.1 A/AA rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

// Three axe runs per page: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 })

/**
 * Axe (serious/critical) and sideways scrolling in each look; optional screenshots.
 * Each look gets a fresh browser context: reusing one page, a navigation aborted the previous page's
 * RSC prefetches and Chromium held the same prefetch URL on its cache lock for ~27 s, so every
 * `networkidle` after the first waited that long (a sweep of 14 minutes instead of 4).
 * The looks run at once: a look is mostly axe's work in one renderer process, so they share the two
 * cores a sequential sweep left half idle on a quiet machine (a page took 14–16 s instead of 19–22 s).
 * Every look finishes before the first failure is reported, so each context closes.
 */
async function checkPage(browser: Browser, route: string, name: string) {
  const outcomes = await Promise.allSettled(LOOKS.map(({ theme, viewport }) => checkLook(browser, route, name, theme, viewport)))
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
  if (failure) throw failure.reason
}

async function checkLook(browser: Browser, route: string, name: string, theme: Theme, viewport: Look['viewport']) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
  try {
    const page = await context.newPage()
    // The layout's no-flash script reads the stored choice before first paint.
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
    const response = await page.goto(route)
    expect(response?.status(), route).toBe(200)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `${route} theme`).toBe(theme === 'dark')
    const axe = new AxeBuilder({ page })
    const results = await (
      theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    ).analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      )
    expect(serious, `${route} at ${viewport.width}px, ${theme}`).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${route} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0)
    if (SCREENSHOT_DIR && theme === 'light') {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
      const file = path.join(SCREENSHOT_DIR, `${name}-${viewport.name}.jpg`)
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 })
    }
  } finally {
    await context.close()
  }
}

/**
 * Both podcast addresses render one route tree (src/proxy.ts; only the links differ), so the sweep opens
 * the podcast home and episode list at one address and an episode at each.
 */
const SAME_PAGE_AT_THE_OTHER_ADDRESS: ReadonlySet<string> = new Set(['/herbanconversations', '/herbanconversations/episodes'])

for (const route of PUBLIC_ROUTES.filter((route) => !SAME_PAGE_AT_THE_OTHER_ADDRESS.has(route))) {
  test(`${route}: no serious or critical accessibility violations in either theme, no horizontal scroll`, async ({ browser }) => {
    await checkPage(browser, route, screenshotName(route))
  })
}

// A find's permalink has a database id in it: it is found through its card.
test("a find's page: no serious or critical accessibility violations in either theme", async ({ browser, page }) => {
  await page.goto('/the-cloud')
  const href = await page.getByRole('link', { name: 'Permanent Marker' }).getAttribute('href')
  expect(href).toMatch(/^\/the-cloud\/\d+-permanent-marker$/)
  await checkPage(browser, href ?? '', 'the-cloud__find')
})
