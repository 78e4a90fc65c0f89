import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'

const EP1 = { slug: 'ep001-roots-legacy-growers-on-the-long-game', title: 'Roots: Legacy Growers on the Long Game' }
const EP2 = { slug: 'ep002-hash-makers-and-the-solventless-wave', title: 'Hash Makers and the Solventless Wave' }
/** The seeded episode with the highest number (src/seed/data.ts). */
const LATEST = { slug: 'ep006-the-cloud-turns-one-what-you-rated', title: 'The Cloud Turns One: What You Rated' }
const DRAFT = { slug: 'ep003-budtenders-speak-behind-the-counter', title: 'Budtenders Speak: Behind the Counter' }
const BASES = ['/herbanconversations', '/herban-conversations']
const GATE_TITLE = 'Get Smoke Signals'

/**
 * Scrolls to `share` of the page in one step: the site scrolls smoothly, and a glide would pass the
 * positions in between, and end, after the test has looked.
 */
const scrollTo = (page: Page, share: number) =>
  page.evaluate(
    (fraction) => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * fraction, behavior: 'instant' }),
    share,
  )

/**
 * Resolves once the page has read both gate lookups (one per podcast address) and then gone idle. The
 * gate acts on the answers in tasks queued one after the other (React renders, its effect arms the
 * trigger, which checks the scroll position at once), and an idle callback runs only after all of them.
 */
const gateSettled = (page: Page) =>
  page.evaluate(async () => {
    const lookups = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/subscription-gates?path='))
    if (lookups().length < 2) {
      await new Promise<void>((resolve) => {
        const observer = new PerformanceObserver(() => {
          if (lookups().length < 2) return
          observer.disconnect()
          resolve()
        })
        observer.observe({ type: 'resource' })
      })
    }
    await new Promise((resolve) => requestIdleCallback(resolve))
  })

/**
 * Scrolls as `scrollTo` does (in one step) and resolves when the page has dispatched that scroll: this listener is
 * added after an armed gate's, so the gate has checked the new position (and reported an opening, which
 * it does at once) by the time it runs.
 */
const scrollHandled = (page: Page, share: number) =>
  page.evaluate(
    (fraction) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY
        window.addEventListener('scroll', () => resolve(), { once: true })
        window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * fraction, behavior: 'instant' })
        // A page that did not move (already there, or held by a modal) dispatches no scroll event.
        if (window.scrollY === before) resolve()
      }),
    share,
  )

/**
 * Resolves once the test has seen every request the page made so far: a request the page makes now is
 * reported after all earlier ones, so once it is seen, none of them can still be on its way.
 */
async function requestsSeen(page: Page): Promise<void> {
  const marker = `/api/subscription-gates?path=${encodeURIComponent(`/requests-seen-${Date.now()}`)}`
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(marker)), page.evaluate((url) => fetch(url), marker)])
}

/** Collects the page's "shown" reports to the interaction endpoint. */
function watchShownReports(page: Page): string[] {
  const reports: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/subscription-gates/interaction') && request.postDataJSON()?.action === 'shown')
      reports.push(request.url())
  })
  return reports
}

for (const base of BASES) {
  test(`${base} answers 200 with the hero, the latest episode and the episode list link`, async ({ page, pageErrors }) => {
    const response = await openHydrated(page, base)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Herban Conversations' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Latest Episode' })).toBeVisible()
    await expect(page.getByRole('link', { name: LATEST.title })).toHaveAttribute('href', `${base}/${LATEST.slug}`)
    await expect(page.getByRole('link', { name: 'Browse All Episodes' })).toHaveAttribute('href', `${base}/episodes`)
    await expect(page.getByRole('button', { name: 'Tap In' })).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test(`${base}/episodes lists the published episodes only, with shortened topic chips`, async ({ page, pageErrors }) => {
    const response = await openHydrated(page, `${base}/episodes`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'All Episodes' })).toBeVisible()
    await expect(page.getByRole('link', { name: EP1.title })).toBeVisible()
    await expect(page.getByRole('link', { name: EP2.title })).toBeVisible()
    await expect(page.getByText(DRAFT.title)).toHaveCount(0)
    const episode2 = page.locator(`article[data-episode-slug="${EP2.slug}"]`)
    // Five takeaways: four chips, each over 20 characters cut to 17 + "...", and "+1".
    await expect(episode2.getByText('Starting material...', { exact: true })).toBeVisible()
    await expect(episode2.getByText('Cold chain is the...', { exact: true })).toBeVisible()
    await expect(episode2.getByText('+1', { exact: true })).toBeVisible()
    await expect(episode2.getByText('Micron grades', { exact: false })).toHaveCount(0)
    await expect(episode2.getByText('October 2, 2025')).toBeVisible()
    expect(pageErrors).toEqual([])
  })
}

test('an episode page shows the episode, its takeaways, show notes and sharing', async ({ page, pageErrors }) => {
  const response = await openHydrated(page, `/herbanconversations/${EP1.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: EP1.title })).toBeVisible()
  await expect(page.getByText('September 4, 2025')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Key Takeaways' })).toBeVisible()
  await expect(page.getByText('Community beats hype every harvest')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Show Notes & Resources' })).toBeVisible()
  const seedLink = page.getByRole('link', { name: 'https://example.org/seeds' })
  await expect(seedLink).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(page.locator('iframe[src^="https://share.descript.com/"]')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Share Episode' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Explore All Episodes' })).toHaveAttribute('href', '/herbanconversations/episodes')
  await expect(page).toHaveTitle(`${EP1.title} - Herban Conversations | Headstash`)
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'PodcastEpisode', name: EP1.title, episodeNumber: 1 })
  expect(pageErrors).toEqual([])
})

test('an episode without a player shows "Episode Coming Soon"; sharing falls back to copying the link', async ({
  page,
  context,
  pageErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openHydrated(page, `/herban-conversations/${EP2.slug}`)
  await expect(page.getByRole('heading', { name: 'Episode Coming Soon' })).toBeVisible()
  // Desktop Linux Chromium has no share sheet, so the link is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
  await page.getByRole('button', { name: 'Share Episode' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Link Copied', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  expect(pageErrors).toEqual([])
})

for (const [base, slug] of [
  ['/herbanconversations', DRAFT.slug],
  ['/herban-conversations', 'no-such-episode'],
]) {
  const path = `${base}/${slug}`
  test(`${path} answers 404 with "Episode Not Found"`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    // The served document itself is titled so (search engines and tabs read it before any script runs).
    const titles = [...((await response?.text()) ?? '').matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])
    expect(titles).toEqual(['Episode Not Found | Headstash'])
    await expect(page).toHaveTitle('Episode Not Found | Headstash')
    await expect(page.getByRole('heading', { level: 1, name: 'Episode Not Found' })).toBeVisible()
    await expect(page.getByText("The episode you're looking for doesn't exist or has been removed.")).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Episodes' })).toHaveAttribute('href', `${base}/episodes`)
  })
}

test('the gate opens past 60 % scroll, reports shown, and once dismissed stays away', async ({ page, pageErrors }) => {
  const shownReports = watchShownReports(page)
  await openHydrated(page, '/herbanconversations')
  const dialog = page.getByRole('dialog', { name: GATE_TITLE })
  await gateSettled(page)
  await scrollHandled(page, 0.3)
  await requestsSeen(page)
  expect(shownReports).toHaveLength(0)
  await expect(dialog).toHaveCount(0)

  const shown = page.waitForRequest(
    (request) => request.url().endsWith('/api/subscription-gates/interaction') && request.postDataJSON()?.action === 'shown',
  )
  await scrollTo(page, 0.75)
  const shownBody = (await shown).postDataJSON()
  expect(shownBody).toMatchObject({ action: 'shown', sessionId: expect.any(String), userAgent: expect.any(String) })
  expect(typeof shownBody.gateId).toBe('number')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await expect(dialog.getByLabel('Email address')).toBeFocused()

  const dismissed = page.waitForRequest(
    (request) => request.url().endsWith('/api/subscription-gates/interaction') && request.postDataJSON()?.action === 'dismissed',
  )
  await dialog.getByRole('button', { name: 'Continue without subscribing' }).click()
  expect((await dismissed).postDataJSON()).toMatchObject({ action: 'dismissed', gateId: shownBody.gateId, sessionId: shownBody.sessionId })
  await expect(dialog).toHaveCount(0)

  // Wait for the gate lookup itself: `networkidle` after a reload waits ~27 s on a prefetch that
  // Chromium holds on its cache lock when the reload aborts the previous page's copy.
  const lookedUp = page.waitForResponse((response) => response.url().includes('/api/subscription-gates?path='))
  await page.reload()
  await lookedUp
  await gateSettled(page)
  await scrollHandled(page, 1)
  await requestsSeen(page)
  // Only the opening at 75 % above.
  expect(shownReports).toHaveLength(1)
  await expect(dialog).toHaveCount(0)
  expect(pageErrors).toEqual([])
})

test('the gate closes with Escape when dismissal is allowed and gives focus back', async ({ page, pageErrors }) => {
  await openHydrated(page, '/herban-conversations')
  await scrollTo(page, 0.75)
  const dialog = page.getByRole('dialog', { name: GATE_TITLE })
  await expect(dialog).toBeVisible()
  // Tab stays inside the dialog.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab')
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect(pageErrors).toEqual([])
})

// Both addresses are one implementation; each must still answer every podcast path exactly as the other
// does, apart from the links of a page, which stay on the address the visitor used.
const ADDRESS_PATHS = [
  '',
  '/episodes',
  `/${EP1.slug}`,
  '/no-such-episode',
  '/feed.xml',
  '/artwork.jpg',
  `/${EP1.slug}/artwork.jpg`,
  `/${EP1.slug}/social.png`,
]
/** A page's validators differ with its links; a feed's or an image's bytes, and so all of these, are the same. */
const COMPARED_HEADERS = ['content-type', 'cache-control'] as const
const FILE_HEADERS = [...COMPARED_HEADERS, 'etag', 'last-modified', 'content-length'] as const
const [FIRST, SECOND] = ['/herbanconversations', '/herban-conversations'] as const

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null
const titlesOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])
/**
 * The page's own HTML (no scripts; not the site header and footer, which link the podcast at fixed
 * addresses) with its address written as BASE, so both addresses' pages can be compared whole.
 */
function contentOf(html: string, base: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  return (
    body
      .slice(Math.max(0, body.indexOf('<main id="main"')))
      .replace(/<footer id="contact"[\s\S]*?<\/footer>/, '')
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replaceAll(`"${base}/`, '"BASE/')
      .replaceAll(`"${base}"`, '"BASE"')
      .replaceAll(`"${base}#`, '"BASE#')
      // React's key of a form's answer (`$ACTION_KEY`) names the page's own address too.
      .replaceAll(`"p${base}/`, '"pBASE/')
      .replaceAll(`"p${base}"`, '"pBASE"')
      .replaceAll(`"p${base}#`, '"pBASE#')
  )
}
const compared = (response: APIResponse, names: readonly string[] = COMPARED_HEADERS) =>
  Object.fromEntries(names.map((name) => [name, response.headers()[name] ?? null]))

async function answerAt(request: APIRequestContext, base: string, path: string) {
  // A second request reads the cached copy the first one stored, as most visitors do.
  await request.get(`${base}${path}`)
  const response = await request.get(`${base}${path}`)
  return { response, body: await response.body() }
}

for (const path of ADDRESS_PATHS) {
  test(`${FIRST}${path || '/'} and ${SECOND}${path || '/'} answer the same`, async ({ request }) => {
    const first = await answerAt(request, FIRST, path)
    const second = await answerAt(request, SECOND, path)
    expect(first.response.status()).toBe(path === '/no-such-episode' ? 404 : 200)
    expect(second.response.status()).toBe(first.response.status())
    expect(compared(second.response)).toEqual(compared(first.response))
    const contentType = first.response.headers()['content-type'] ?? ''
    if (!contentType.startsWith('text/html')) {
      expect(compared(second.response, FILE_HEADERS)).toEqual(compared(first.response, FILE_HEADERS))
      expect(second.body.equals(first.body)).toBe(true)
      const etag = first.response.headers()['etag']
      if (etag) {
        for (const base of [FIRST, SECOND]) {
          expect((await request.get(`${base}${path}`, { headers: { 'If-None-Match': etag } })).status()).toBe(304)
          const head = await request.head(`${base}${path}`)
          expect(head.status()).toBe(200)
          expect(head.headers()['etag']).toBe(etag)
          expect((await head.body()).length).toBe(0)
        }
      }
      return
    }
    const [firstHtml, secondHtml] = [first.body.toString('utf8'), second.body.toString('utf8')]
    expect(canonicalOf(secondHtml)).toBe(canonicalOf(firstHtml))
    expect(titlesOf(secondHtml)).toEqual(titlesOf(firstHtml))
    expect(contentOf(secondHtml, SECOND)).toEqual(contentOf(firstHtml, FIRST))
    if (path === '/no-such-episode') {
      // A missing episode's document is Next's error shell: title in the head, the rest (its back link)
      // comes with the scripts, which the 404 test above reads in the browser on both addresses.
      expect(titlesOf(firstHtml)).toEqual(['Episode Not Found | Headstash'])
      return
    }
    for (const [base, html] of [
      [FIRST, firstHtml],
      [SECOND, secondHtml],
    ] as const) {
      expect(html).toContain(
        `<link rel="alternate" type="application/rss+xml" title="Herban Conversations (RSS)" href="${base}/feed.xml"/>`,
      )
      expect(contentOf(html, base)).toContain('href="BASE/')
      expect(contentOf(html, base)).not.toContain(`href="${base === FIRST ? SECOND : FIRST}`)
    }
  })
}

for (const base of BASES) {
  test(`in-app navigation on ${base} stays on ${base}`, async ({ page, pageErrors }) => {
    await openHydrated(page, base)
    await page.getByRole('link', { name: 'Browse All Episodes' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'All Episodes' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(`${base}/episodes`)
    await page.getByRole('link', { name: EP1.title }).click()
    await expect(page.getByRole('heading', { level: 1, name: EP1.title })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(`${base}/${EP1.slug}`)
    await expect(page.getByRole('link', { name: 'Explore All Episodes' })).toHaveAttribute('href', `${base}/episodes`)
    expect(pageErrors).toEqual([])
  })
}

test('the route tree behind both addresses is no address of its own', async ({ request }) => {
  for (const path of [
    '/podcast',
    '/podcast/herbanconversations',
    `/podcast/herban-conversations/${EP1.slug}`,
    '/podcast/herbanconversations/feed.xml',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(titlesOf(await response.text()), path).toEqual(['Page Not Found | Headstash'])
  }
})
