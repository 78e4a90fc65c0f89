import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// A polished look: the effects a visitor sees, checked in the browser.

/** Left and right edges of an element's box, in CSS pixels. */
const edges = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      return { left: Math.round(box.left), right: Math.round(box.right) }
    })

test('the brand fonts are self-hosted, preloaded and used by headings and body', async ({ page, baseURL, pageErrors }) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url())
  })
  await page.goto('/')
  await page.evaluate(() => document.fonts.ready)

  // Two faces (display + body), both from this origin: the CSP allows no other font host.
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(preloads).toHaveLength(2)
  expect(fontRequests.length).toBeGreaterThanOrEqual(2)
  for (const url of [...preloads, ...fontRequests]) expect(new URL(url).origin).toBe(new URL(baseURL ?? '').origin)

  // Both faces actually render: the heading and the body text use different, loaded web fonts.
  const families = await page.evaluate(() => ({
    heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
  }))
  expect(families.heading).not.toBe(families.body)
  const loaded = await page.evaluate(({ heading, body }) => {
    const first = (family: string) => (family.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '')
    const faces = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^["']|["']$/g, ''))
    return [first(heading), first(body)].map((family) => faces.includes(family))
  }, families)
  expect(loaded).toEqual([true, true])
  expect(pageErrors).toEqual([])
})

for (const width of [1280, 390]) {
  test(`header, content and footer share one container width on The Cloud and the podcast home at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const route of ['/the-cloud', '/herbanconversations', '/about']) {
      await page.goto(route)
      const header = await edges(page, 'header .page-container')
      const footer = await edges(page, 'footer .page-container')
      expect(footer, `${route} footer`).toEqual(header)
      // The page's widest content block lines up with the header too (The Cloud used to be wider).
      const content = await page.locator('main .page-container').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect()
          return { left: Math.round(box.left), right: Math.round(box.right) }
        }),
      )
      expect(content.length, `${route} content containers`).toBeGreaterThan(0)
      for (const box of content) expect(box, `${route} content`).toEqual(header)
    }
  })
}

test('one footer carries every footer link, The Cloud has no second link row', async ({ page }) => {
  await page.goto('/the-cloud')
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
  await expect(page.getByRole('navigation', { name: 'The Cloud links' })).toHaveCount(0)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Request Private Access' })).toHaveAttribute(
    'href',
    /^mailto:.*subject=Private%20access%20request/,
  )
  const links: ReadonlyArray<[string, string]> = [
    ['The Cloud', '/the-cloud'],
    ['Podcast', '/herban-conversations'],
    ['About', '/about'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
  ]
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/)
  await expect(footer.getByText(`© ${new Date().getFullYear()} Headstash`)).toBeVisible()
  // Every other page's footer names the podcast's first address (docs/decisions.md#podcast-addresses).
  await page.goto('/about')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Podcast', exact: true })).toHaveAttribute(
    'href',
    '/herbanconversations',
  )
})

test("the podcast home's latest episode fills its row", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/herbanconversations')
  const section = await edges(page, 'section[aria-labelledby="latest-episode"]')
  const card = await edges(page, 'section[aria-labelledby="latest-episode"] article')
  // The section's padding is the container's gutter; the card spans everything between.
  const gutter = await page
    .locator('section[aria-labelledby="latest-episode"]')
    .evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft))
  expect(card.left).toBe(section.left + gutter)
  expect(card.right).toBe(section.right - gutter)
})

test('the flame rating guide draws its level pictures as SVG, not emoji', async ({ page }) => {
  await page.goto('/flame-rating-guide')
  const levels = page.getByRole('heading', { name: 'The Five Levels' }).locator('xpath=following-sibling::ol/li')
  await expect(levels).toHaveCount(5)
  for (const level of await levels.all()) await expect(level.locator('svg[aria-hidden="true"]')).toHaveCount(1)
  // No emoji left anywhere in the page's text: they became empty boxes where no emoji font exists.
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/\p{Extended_Pictographic}/u)
})
