import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, recordRequests, test } from './fixtures'

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

/** Top of an element's box in the page, in CSS pixels. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY))

for (const width of [1280, 390]) {
  test(`the header links The Cloud and the podcast at ${width}px, the spec's links where there is room`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/about')
    const main = page.getByRole('navigation', { name: 'Main' })
    await expect(main.getByRole('link', { name: 'The Cloud', exact: true })).toHaveAttribute('href', '/the-cloud')
    await expect(main.getByRole('link', { name: 'Podcast', exact: true })).toHaveAttribute('href', '/herbanconversations')
    for (const name of ['The Cloud', 'Podcast']) await expect(main.getByRole('link', { name, exact: true })).toBeInViewport()
    // The spec's top navigation (medium and larger screens): About, the external newsletter, the contact scroll.
    const specLinks = [
      main.getByRole('link', { name: 'About' }),
      main.getByRole('link', { name: 'Newsletter' }),
      main.getByRole('link', { name: 'Contact' }),
    ]
    for (const link of specLinks) await (width >= 768 ? expect(link).toBeVisible() : expect(link).toBeHidden())
    if (width >= 768) await expect(main.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact')
    // The header row fits the screen: nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })

  test(`the home page opens with the newest finds and the latest episode at ${width}px, the spec's sections after them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/the-cloud')
    const newest = await page.locator('article[data-category] .card-title').allInnerTexts()
    await page.goto('/herbanconversations')
    const latestEpisode = await page.locator('section[aria-labelledby="latest-episode"] article h3').innerText()

    await page.goto('/')
    const finds = page.getByRole('region', { name: 'Fresh in The Cloud' })
    expect(await finds.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(newest.slice(0, 4))
    await expect(finds.getByRole('link', { name: newest[0] })).toHaveAttribute('href', /^\/the-cloud\/\d+-/)
    const episode = page.getByRole('region', { name: 'Latest Episode' })
    await expect(episode.getByRole('heading', { level: 3 })).toHaveText(latestEpisode)
    // Content first: the first find is on the first screen, and every text section of the spec follows.
    await expect(finds.getByRole('article').first()).toBeInViewport()
    const contentTop = await topOf(page, 'section[aria-labelledby="latest-finds"]')
    for (const section of ['smoke-signals', 'what-you-get', 'about-blurb', 'rhythm', 'join', 'cta']) {
      expect(await topOf(page, `section[aria-labelledby="${section}"]`), section).toBeGreaterThan(contentTop)
    }
    expect(await topOf(page, 'section[aria-labelledby="smoke-signals"]')).toBeGreaterThan(
      await topOf(page, 'section[aria-labelledby="home-latest-episode"]'),
    )
    // The spec's copy is all still there: the hero's and the collective's sign-up forms, the sections, the CTA.
    await expect(page.getByRole('heading', { level: 1, name: 'Tap into the culture.' })).toBeVisible()
    await expect(page.locator('main form')).toHaveCount(2)
    for (const heading of ["What You'll Get", 'Built by the culture, for the culture', 'Rhythm of Headstash', 'Join the Collective'])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Submit Your Find' })).toHaveAttribute('href', '/wiyhs')
    await expect(page.getByRole('link', { name: 'Browse The Cloud' })).toHaveAttribute('href', '/the-cloud')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })

  test(`The Cloud opens with its finds and keeps its filters compact at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/the-cloud')
    const firstCard = page.locator('article[data-category]').first()
    await expect(firstCard).toBeInViewport()
    const filters = page.getByRole('navigation', { name: 'Filter The Cloud' })
    const filterBox = await filters.boundingBox()
    if (width < 768) {
      // Phones: one row per filter group, the chips scroll sideways inside it; the page itself never does.
      expect(filterBox?.height).toBeLessThanOrEqual(170)
      const rows = filters.locator('ul')
      for (const row of await rows.all()) expect(await row.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')
      const vibes = filters.getByRole('link', { name: /^Vibe: / })
      const vibeTops = await vibes.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
      expect(new Set(vibeTops).size).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
    // The archive's text and figures sit beside the finds (after them on phones), not above them.
    const statsTop = await topOf(page, '.stat-tile')
    const cardTop = await firstCard.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY))
    if (width < 1024) expect(statsTop).toBeGreaterThan(cardTop)
    else expect(statsTop).toBeLessThan(cardTop + 400)
    await expect(page.getByRole('heading', { level: 1, name: 'The Cloud' })).toBeVisible()
    for (const text of ['Total Entries', 'Filtered Results', 'Contributors', 'Avg Rating', 'Latest Updates'])
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  })
}

test("The Cloud's cards keep their place while their photos load, whatever the photos' shape", async ({ page, pageErrors }) => {
  // Every card photo arrives as a tall portrait (1:3), and only once the cards' places were measured.
  const portrait = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#3f6212' } })
    .png()
    .toBuffer()
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/image?**', async (route) => {
    await released
    await route.fulfill({ contentType: 'image/png', body: portrait })
  })
  await page.goto('/the-cloud', { waitUntil: 'domcontentloaded' })
  const cards = page.locator('article[data-category]')
  const photos = page.locator('article[data-category] .card-image img')
  await expect(photos.first()).toBeVisible()
  const tops = () => cards.evaluateAll((elements) => elements.slice(0, 6).map((element) => Math.round(element.getBoundingClientRect().top)))
  const before = await tops()

  release()
  // The photos in view have arrived, and they are portraits.
  await expect
    .poll(() =>
      photos.evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0).length),
    )
    .toBeGreaterThanOrEqual(3)
  expect(await photos.first().evaluate((image: HTMLImageElement) => image.naturalHeight / image.naturalWidth)).toBeCloseTo(3, 1)
  expect(await tops()).toEqual(before)
  // Each photo fills a 4:3 frame.
  const frames = (await page.locator('.card-image').all()).slice(0, 3)
  for (const frame of frames) {
    const box = await frame.boundingBox()
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(0.75, 2)
  }
  expect(pageErrors).toEqual([])
})

test("a phone's first screen of photos is fetched first: The Cloud's first photo and the home page's first two", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const cloud = await recordRequests(page, 'Image')
  await page.goto('/the-cloud', { waitUntil: 'load' })
  const firstPhoto = await page
    .locator('article[data-category] .card-image img')
    .first()
    .evaluate((image: HTMLImageElement) => image.currentSrc)
  // Asked for as soon as the head names it, at high priority, before any other photo.
  expect(cloud[0]).toEqual({ url: firstPhoto, priority: 'High' })
  // The photos further down wait for the visitor to come near them.
  const cardPhotos = await page.locator('article[data-category] .card-image img').count()
  expect(cloud.filter(({ url }) => url.includes('/_next/image')).length).toBeLessThan(cardPhotos)

  await page.goto('about:blank')
  const home = await recordRequests(page, 'Image')
  await page.goto('/', { waitUntil: 'load' })
  const finds = page.getByRole('region', { name: 'Fresh in The Cloud' }).locator('img')
  const firstTwo = await finds.evaluateAll((images) => images.slice(0, 2).map((image) => (image as HTMLImageElement).currentSrc))
  expect(firstTwo).toHaveLength(2)
  for (const url of firstTwo) expect(home.find((request) => request.url === url)?.priority).toBe('High')
  const homePhotos = await page.locator('main img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc))

  // Those photos are the home page's alone: another page that prefetches the home page (its header links
  // there) does not download them while it loads. A new context, so nothing comes from the cache.
  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const changelog = await elsewhere.newPage()
  const requested = await recordRequests(changelog, 'Image')
  const homePrefetched = changelog.waitForResponse(
    (response) => new URL(response.url()).pathname === '/' && response.url().includes('_rsc='),
  )
  await changelog.goto('/changelog', { waitUntil: 'load' })
  await homePrefetched
  await changelog.waitForLoadState('networkidle')
  expect(requested.filter(({ url }) => homePhotos.includes(url))).toEqual([])
  await elsewhere.close()
})
