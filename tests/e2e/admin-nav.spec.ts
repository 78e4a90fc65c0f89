import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { ADMIN_SCREENS, NAV_GROUP_LABEL } from '../../src/admin/nav/screens'
import { LOGIN_STAGE_MS } from '../../src/admin/login/stages'
import { expect, signIn, submitLogin, test } from './fixtures'

// One admin: Payload's navigation is the menu of every admin view, custom screens included, and the
// sign-in goes back to the admin page that sent the visitor to it. UPDATE_SCREENSHOTS=1 writes the
// navigation on the dashboard and on a generated list at 1280 and 390 px to docs/screenshots/admin/.
const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS ? path.resolve('docs/screenshots/admin') : null
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const
const nav = (page: Page) => page.locator('nav.nav__wrap')

/** Opens Payload's navigation when it is folded away (narrow screens, or closed by a toggle). */
async function openNav(page: Page) {
  await page.waitForLoadState('networkidle')
  const link = nav(page).locator(`#nav-group-${NAV_GROUP_LABEL}`).getByRole('link', { name: ADMIN_SCREENS.gates.label, exact: true })
  // Payload folds its navigation away below wide screens; its toggler then offers "Open Menu".
  const opener = page.getByRole('button', { name: 'Open Menu' }).and(page.locator(':visible')).first()
  if (await opener.isVisible()) await opener.click()
  await expect(link).toBeInViewport()
}

async function shootNav(page: Page, name: string) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await openNav(page)
    if (SCREENSHOT_DIR) {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `nav-${name}-${viewport.name}.jpg`), type: 'jpeg', quality: 60 })
    }
  }
}

test.describe('with reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } })

  test('sign-in returns to the admin page named by ?redirect=, and never off the admin', async ({ page }) => {
    await page.goto('/admin/brand-settings')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fbrand-settings$/)
    await submitLogin(page)
    await expect(page).toHaveURL(/\/admin\/brand-settings$/)

    // Signed in already: the login goes straight to a same-site admin target, else to the dashboard.
    await page.goto('/admin/login?redirect=%2Fadmin%2Fcollections%2Fgates')
    await expect(page).toHaveURL(/\/admin\/collections\/gates(\?|$)/)
    await page.goto('/admin/login?redirect=https%3A%2F%2Fevil.example%2Fadmin')
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
  })

  test('Payload’s navigation on the dashboard lists the task screens and the collections; lists link both ways', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page)

    const menu = nav(page)
    const group = menu.locator(`#nav-group-${NAV_GROUP_LABEL}`)
    await expect(menu.getByText(NAV_GROUP_LABEL, { exact: true })).toBeVisible()
    for (const screen of Object.values(ADMIN_SCREENS)) {
      await expect(group.getByRole('link', { name: screen.label, exact: true })).toHaveAttribute('href', screen.href)
    }
    // The collections are there too (the dashboard used to render Payload's navigation empty).
    await expect(menu.locator('#nav-podcast-episodes')).toHaveAttribute('href', '/admin/collections/podcast-episodes')

    // A link to another dashboard tab opens that tab while the dashboard is showing.
    await openNav(page)
    await group.getByRole('link', { name: ADMIN_SCREENS.changelog.label, exact: true }).click()
    await expect(page.getByRole('tab', { name: 'Changelog' })).toHaveAttribute('aria-selected', 'true')
    await shootNav(page, 'dashboard')

    // The generated episode list links to the task screen, and no hint names the old 404 path.
    await page.goto('/admin/collections/podcast-episodes')
    await expect(page.getByText('/admin/podcast/episodes')).toHaveCount(0)
    await page.getByRole('link', { name: `Open ${ADMIN_SCREENS.episodes.label}` }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=podcast$/)
    await expect(page.getByRole('tab', { name: 'Podcast' })).toHaveAttribute('aria-selected', 'true')
    // ... and back to the generated list.
    await page.getByRole('link', { name: 'List view with every field, filters and versions' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/podcast-episodes(\?|$)/)
    await shootNav(page, 'podcast-episodes-list')

    const gates = await page.request.get('/admin/subscription-gates')
    expect(gates.status()).toBe(200)
    expect(pageErrors).toEqual([])
  })
})

test('the success toast and the navigation come 5.5 s after the press, the sign-in request counted in', async ({ page }) => {
  await page.clock.install()
  await page.goto('/admin/login')
  // The form is there at once, before any script has run.
  await expect(page.getByLabel('Agent ID')).toBeVisible()
  await page.clock.pauseAt(Date.now() + 60_000)

  // The server's answer is held back for 1.1 s of the page's time.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/auth/login', async (route) => {
    await held
    await route.continue()
  })
  await submitLogin(page)
  await expect(page.getByRole('button', { name: 'LIGHTING...' })).toBeVisible()
  await page.clock.runFor(1100)
  const answered = page.waitForResponse('**/api/auth/login')
  release()
  await answered
  await page.clock.runFor(LOGIN_STAGE_MS.done - 1100 - 1)
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.clock.runFor(1)
  await expect(page).toHaveURL(/\/admin\/dashboard/)
})
