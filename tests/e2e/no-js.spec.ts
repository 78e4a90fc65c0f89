import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { signToken } from '../../src/lib/newsletter/tokens'
import { SAMPLE_CSV } from '../../src/lib/submissions/csv-options'
import { expect, sameOrigin, signInApi, test } from './fixtures'
import { PUBLIC_ROUTES } from './routes'

// Runs in the `no-js` project only (playwright.config.ts): Chromium with JavaScript switched off. Every
// public page reads, and every public form and filter works through plain HTML forms and links,
// with the spec's texts on the page the server answers (docs/decisions.md#works-without-javascript).

const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`
const uniqueEmail = (prefix: string) => `${prefix}-${stamp}-${Math.floor(Math.random() * 1e6)}@example.com`

async function subscriberStatus(request: APIRequestContext, email: string): Promise<string | undefined> {
  const answer = await sameOrigin(request).get(`/api/admin/newsletter/subscribers?q=${encodeURIComponent(email)}`)
  expect(answer.ok()).toBe(true)
  const { subscribers } = (await answer.json()) as { subscribers: Array<{ email: string; status: string }> }
  return subscribers.find((subscriber) => subscriber.email === email)?.status
}

const tapIn = (page: Page) => page.getByRole('button', { name: 'Tap In' }).first()

test.beforeEach(async ({ request }) => {
  await signInApi(request)
})

test('every public page reads without JavaScript', async ({ page }) => {
  for (const route of PUBLIC_ROUTES) {
    const response = await page.goto(route)
    expect(response?.status(), route).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible()
  }
})

test('newsletter sign-up: the invalid-address message, then the success text, and the subscriber exists', async ({ page, request }) => {
  await page.goto('/')
  await page.getByLabel('Email address').first().fill('not-an-email')
  await tapIn(page).click()
  const answer = page.getByRole('alert').filter({ hasText: 'Invalid Email' })
  await expect(answer).toContainText('Please enter a valid email address.')
  // Only in the form that was sent: the home page has another sign-up form further down.
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Email' })).toHaveCount(1)
  await expect(page.getByLabel('Email address').first()).toHaveValue('not-an-email')

  const email = uniqueEmail('nojs-newsletter')
  await page.getByLabel('Email address').first().fill(email)
  await tapIn(page).click()
  const done = page.getByRole('status').filter({ hasText: 'We in Motion... Signal Lit...' })
  await expect(done).toContainText("You've successfully tapped into our exclusive network.")
  expect(await subscriberStatus(request, email)).toBe('active')
})

test('double opt-in: the e-mailed confirm link confirms with one press of a plain form button', async ({ page, request }) => {
  const email = uniqueEmail('nojs-confirm')
  const created = await sameOrigin(request).post('/api/newsletter-subscribers', {
    data: { email, status: 'pending', subscribedAt: new Date().toISOString() },
  })
  expect(created.ok(), await created.text()).toBe(true)
  expect(await subscriberStatus(request, email)).toBe('pending')

  await page.goto(`/newsletter/confirm?token=${encodeURIComponent(signToken('confirm', email))}`)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('status')).toHaveText("You're confirmed. Smoke Signals will find you.")
  expect(await subscriberStatus(request, email)).toBe('active')

  await page.goto('/newsletter/confirm?token=forged')
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.')
})

test('a newsletter form posted from another site is refused and subscribes nobody', async ({ page, request, baseURL }) => {
  await page.goto('/')
  const form = await page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Tap In' }) })
    .first()
    .evaluate((element) => element.outerHTML)
  const email = uniqueEmail('nojs-cross-site')
  // The same form, with its action fields, served by a page of another origin and aimed at the site.
  const foreign = form.replace('<form', `<form action="${baseURL}/"`).replace('type="email"', `type="email" value="${email}"`)
  await page.route('http://elsewhere.test/**', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html>${foreign}` }))
  await page.goto('http://elsewhere.test/')
  const answered = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Tap In' }).click()
  expect((await answered).status()).toBeGreaterThanOrEqual(400)
  expect(await subscriberStatus(request, email)).toBeUndefined()
})

test('strain submission: each validation message, then "Strain Submitted!" and the strain is in the cloud', async ({ page, request }) => {
  await page.goto('/stashgate')
  await page.getByRole('button', { name: 'Submit Strain' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText('Strain name is required')
  for (const message of [
    'Strain name is required',
    'Your name is required',
    'Valid email is required',
    'Description must be at least 10 characters',
  ]) {
    await expect(page.getByText(message, { exact: true }).last()).toBeVisible()
  }
  await expect(page.getByLabel('Strain Name')).toHaveAttribute('aria-invalid', 'true')

  const name = `NoJS Haze ${stamp}`
  await page.getByLabel('Strain Name').fill(name)
  await page.getByLabel('Strain Type').selectOption('sativa')
  await page.getByLabel('Your Name').fill('No Script')
  await page.getByLabel('Email').fill(uniqueEmail('nojs-strain'))
  await page.getByLabel('Description').fill('short')
  await page.getByRole('button', { name: 'Submit Strain' }).click()
  await expect(page.getByText('Description must be at least 10 characters', { exact: true }).last()).toBeVisible()
  // What was typed is still there.
  await expect(page.getByLabel('Strain Name')).toHaveValue(name)
  await expect(page.getByLabel('Strain Type')).toHaveValue('sativa')

  await page.getByLabel('Description').fill('Bright lemon nose, clean uplifting high for daytime.')
  await page.getByRole('button', { name: 'Submit Strain' }).click()
  await expect(page.getByRole('heading', { name: 'Strain Submitted!' })).toBeVisible()
  await expect(page.getByText('Strain Submitted Successfully!')).toBeVisible()
  const strains = (await (await sameOrigin(request).get('/api/strain-submissions')).json()) as {
    submissions: Array<{ strainName: string }>
  }
  expect(strains.submissions.map((strain) => strain.strainName)).toContain(name)
  // The timed move on to the strain cloud works without scripts too.
  await expect(page).toHaveURL(/\/stashcloud$/, { timeout: 10_000 })
  await expect(page.getByText(name).first()).toBeVisible()
})

test('WIYHS: each validation message, the category rule, then a find with its photo reaches the review queue', async ({
  page,
  request,
}) => {
  await page.goto('/wiyhs')
  const submit = page.getByRole('button', { name: 'Submit Your Find' })
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText('Choose a category')
  for (const message of ['Choose a category', 'Product name is required', 'Where you got it is required', 'Name/handle is required']) {
    await expect(page.getByText(message, { exact: true }).last()).toBeVisible()
  }
  await expect(page.getByText('Flames must be a whole number from 1 to 5', { exact: true })).toBeVisible()

  const name = `NoJS Gas ${stamp}`
  await page.getByLabel('Category').selectOption('flower')
  await page.getByLabel('Product Name').fill(name)
  await page.getByLabel('Where You Got It').fill('Local drop')
  await page.getByText('4 Fire', { exact: true }).click()
  await page.getByLabel('Name / Handle').fill('no-script')
  await page.getByLabel('Location').fill('Oakland, CA')
  await page.getByLabel('Industry').selectOption('consumer-patient')
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText(
    'Required fields missing for selected category',
  )
  await expect(page.getByLabel('Product Name')).toHaveValue(name)
  await expect(page.getByLabel('Category')).toHaveValue('flower')

  await page.getByLabel('Genetics').selectOption('hybrid')
  await page.getByLabel('Breeder').fill('No Script Genetics')
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer()
  await page.getByLabel('Photo').setInputFiles({ name: 'find.png', mimeType: 'image/png', buffer: photo })
  await submit.click()
  await expect(page.getByRole('status').filter({ hasText: 'Submission Received!' })).toContainText(
    "Your find is under review and will appear in The Cloud once it's approved.",
  )

  const pending = (await (
    await sameOrigin(request).get(`/api/admin/headstash-submissions?status=pending&q=${encodeURIComponent(name)}`)
  ).json()) as {
    submissions: Array<Record<string, unknown> & { name: string }>
  }
  const entry = pending.submissions.find((submission) => submission.name === name)
  expect(entry, 'the find is in the staff queue').toBeDefined()
  expect(entry?.breeder).toBe('No Script Genetics')
  expect(JSON.stringify(entry)).toContain('/api/media/file/')
})

test("The Cloud's filters, search and paging are links and GET forms", async ({ page, request }) => {
  // 25 approved finds sharing one word: a search for it fills the first page (24) and one more.
  const word = `nojspage${stamp}`
  const [header, sample] = SAMPLE_CSV.split('\n')
  const rows = Array.from({ length: 25 }, (_, index) => sample!.replace('Blue Dream', `Nojspage${stamp} ${index + 1}`))
  const upload = await sameOrigin(request).post('/api/admin/headstash-submissions/bulk-upload', {
    multipart: {
      csvFile: { name: 'finds.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) },
      contributorMode: 'default',
    },
  })
  expect(upload.ok(), await upload.text()).toBe(true)

  await page.goto('/the-cloud')
  await page.getByRole('link', { name: 'Category: Edible' }).click()
  await expect(page).toHaveURL(/\/the-cloud\?category=edible$/)
  const categories = await page
    .locator('article[data-category]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-category')))
  expect(categories.length).toBeGreaterThan(0)
  expect(new Set(categories)).toEqual(new Set(['edible']))

  await page.getByRole('link', { name: 'Clear Filters' }).click()
  await page.getByLabel('Search finds').fill(word)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/the-cloud\\?q=${word}$`))
  await expect(page.getByText(`25 finds match “${word}”`)).toBeVisible()
  const firstPage = await page.locator('article[data-category] h3').allTextContents()
  expect(firstPage).toHaveLength(24)

  await page.getByRole('link', { name: 'Load more' }).click()
  await expect(page).toHaveURL(new RegExp(`/the-cloud\\?q=${word}&page=2$`))
  const secondPage = await page.locator('article[data-category] h3').allTextContents()
  expect(secondPage).toHaveLength(1)
  expect(firstPage).not.toContain(secondPage[0])
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Previous page' }).click()
  await expect(page.locator('article[data-category] h3')).toHaveCount(24)
})

test("the strain cloud's search, tabs and detail are GET forms", async ({ page }) => {
  const card = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) })
  await page.goto('/stashcloud')
  await page.getByPlaceholder('Search strains, contributors, or descriptions...').fill('diesel')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/stashcloud\?q=diesel$/)
  await expect(card('Sour Diesel')).toBeVisible()
  await expect(card('Blue Dream')).toHaveCount(0)

  await page.goto('/stashcloud')
  await page.getByRole('tab', { name: 'Indica' }).click()
  await expect(page.getByRole('tab', { name: 'Indica' })).toHaveAttribute('aria-selected', 'true')
  await expect(card('Granddaddy Purple')).toBeVisible()
  await expect(card('Blue Dream')).toHaveCount(0)
  // A second tab list keeps the first one's choice.
  await page.getByRole('tab', { name: 'Chill' }).click()
  await expect(page.getByRole('tab', { name: 'Indica' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: 'Chill' })).toHaveAttribute('aria-selected', 'true')

  await page.goto('/stashcloud')
  await card('Blue Dream').click()
  await expect(page).toHaveURL(/\/stashcloud\?strain=\d+-blue-dream$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Blue Dream' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to Cloud' }).click()
  await expect(card('Blue Dream')).toBeVisible()
})
