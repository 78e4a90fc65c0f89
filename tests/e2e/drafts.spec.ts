import { expect, openHydrated, sameOrigin, signInApi, test } from './fixtures'

// Drafts against the production server (full-route cache on): a draft of a live episode never reaches
// the cached public page or a visitor's API read; publishing it shows on the very next request; Payload's
// own edit view offers drafts and the version history.
const suffix = `${Date.now()}`
const SLUG = `ep960-draft-check-${suffix}`
const LIVE = `Live Title ${suffix}`
const DRAFT = `Draft Title ${suffix}`

// The episode is the newest one while it exists: the podcast pages' "Latest Episode" specs expect the seed's.
test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL })
  try {
    await signInApi(admin)
    const list = (await (await sameOrigin(admin).get(`/api/podcast-episodes?where[slug][equals]=${SLUG}`)).json()) as {
      docs: Array<{ id: number }>
    }
    for (const doc of list.docs) expect((await sameOrigin(admin).delete(`/api/podcast-episodes/${doc.id}`)).ok()).toBe(true)
  } finally {
    await admin.dispose()
  }
})

test('a draft stays off the cached episode page and the API until it is published', async ({ request, playwright, baseURL }) => {
  await signInApi(request)
  const created = await sameOrigin(request).post('/api/podcast-episodes', {
    data: { episodeNumber: 960, title: LIVE, slug: SLUG, shortSummary: 'Drafts check', status: 'published' },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const pagePath = `/herban-conversations/${SLUG}`
  // Twice: the second answer comes from the cache the draft must not disturb.
  await sameOrigin(request).get(pagePath)
  expect(await (await sameOrigin(request).get(pagePath)).text()).toContain(LIVE)

  const draft = await sameOrigin(request).patch(`/api/podcast-episodes/${id}?draft=true&autosave=true`, { data: { title: DRAFT } })
  expect(draft.ok()).toBe(true)
  const visitor = await playwright.request.newContext({ baseURL })
  try {
    const page = await (await visitor.get(pagePath)).text()
    expect(page).toContain(LIVE)
    expect(page).not.toContain(DRAFT)
    const api = (await (await visitor.get(`/api/podcast-episodes/${id}?draft=true`)).json()) as { title?: string }
    expect(api.title).toBe(LIVE)
    expect((await visitor.get(`/api/podcast-episodes/versions?where[parent][equals]=${id}`)).status()).toBe(403)

    expect((await sameOrigin(request).patch(`/api/podcast-episodes/${id}`, { data: { _status: 'published' } })).ok()).toBe(true)
    expect(await (await visitor.get(pagePath)).text()).toContain(DRAFT)
  } finally {
    await visitor.dispose()
  }
})

test('the queue runs for staff through the endpoint the app’s own runner calls, not for visitors', async ({
  request,
  playwright,
  baseURL,
}) => {
  await signInApi(request)
  expect((await sameOrigin(request).get('/api/payload-jobs/run?queue=default&limit=20')).status()).toBe(200)
  const visitor = await playwright.request.newContext({ baseURL })
  try {
    expect((await visitor.get('/api/payload-jobs/run?queue=default&limit=20')).status()).toBe(401)
  } finally {
    await visitor.dispose()
  }
})

test('Payload’s edit view of an episode offers drafts and the version history', async ({ page }) => {
  await signInApi(page.request)
  const list = (await (await sameOrigin(page.request).get(`/api/podcast-episodes?where[slug][equals]=${SLUG}`)).json()) as {
    docs: Array<{ id: number }>
  }
  const id = list.docs[0]?.id
  expect(id).toBeDefined()
  await page.goto(`/admin/collections/podcast-episodes/${id}`)
  await expect(page.getByRole('button', { name: /Publish changes/ })).toBeVisible()
  await page.goto(`/admin/collections/podcast-episodes/${id}/versions`)
  // The create, the draft and the publish of the first test.
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeGreaterThanOrEqual(3)
})

/** Time left for filling the picker and saving before the scheduled minute begins. */
const SCHEDULE_MARGIN_MS = 30_000

test(
  'a publish scheduled in the admin goes live on the cached page at its time, run by the app itself',
  { tag: '@waits' },
  async ({ page, playwright, baseURL }) => {
    // The schedule has minute precision: the next whole minute at least SCHEDULE_MARGIN_MS away (under a
    // minute and a half of waiting), then the runner's interval.
    test.setTimeout(300_000)
    const slug = `ep961-scheduled-${suffix}`
    const [live, scheduled] = [`Before Schedule ${suffix}`, `After Schedule ${suffix}`]
    await signInApi(page.request)
    const created = await sameOrigin(page.request).post('/api/podcast-episodes', {
      data: { episodeNumber: 961, title: live, slug, shortSummary: 'Schedule check', status: 'published' },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    expect((await sameOrigin(page.request).patch(`/api/podcast-episodes/${id}?draft=true`, { data: { title: scheduled } })).ok()).toBe(true)
    const visitor = await playwright.request.newContext({ baseURL })
    try {
      await visitor.get(`/herban-conversations/${slug}`)
      expect(await (await visitor.get(`/herban-conversations/${slug}`)).text()).toContain(live)

      await openHydrated(page, `/admin/collections/podcast-episodes/${id}`)
      await expect(page.getByRole('button', { name: /Publish changes/ })).toBeVisible()
      await page.locator('.btn--withPopup .popup-button').first().click()
      await page.getByRole('button', { name: 'Schedule Publish' }).click()
      // The first whole minute far enough ahead that it is still to come when Save is clicked.
      const at = new Date(Math.ceil((Date.now() + SCHEDULE_MARGIN_MS) / 60_000) * 60_000)
      // The picker's format, "MMM d, yyy h:mm a", in the browser's time zone.
      const part = (options: Intl.DateTimeFormatOptions) => at.toLocaleString('en-US', options)
      const typed = `${part({ month: 'short' })} ${part({ day: 'numeric' })}, ${part({ year: 'numeric' })} ${part({ hour: 'numeric', minute: '2-digit', hour12: true })}`
      const input = page.locator('.react-datepicker__input-container input').last()
      await input.fill(typed)
      await input.press('Enter')
      await page.getByRole('button', { name: 'Save', exact: true }).last().click()
      await expect(page.getByText('Scheduled successfully.')).toBeVisible()

      // Bounded poll of the cached public page: the app's runner publishes, the publish expires the cache.
      await expect
        .poll(async () => (await (await visitor.get(`/herban-conversations/${slug}`)).text()).includes(scheduled), {
          timeout: 240_000,
          intervals: [5_000],
        })
        .toBe(true)
    } finally {
      await visitor.dispose()
      await sameOrigin(page.request).delete(`/api/podcast-episodes/${id}`)
    }
  },
)
