// One build, any origin: two production instances started from the same `.next` at two different
// public origins (run by scripts/e2e.mjs after Playwright, or alone: `node --test
// tests/origin/one-build.e2e.mjs` after `next build`). Each instance must name its own origin in
// everything absolute it makes (Payload's CSRF list, e-mail links, feed, sitemap, robots, canonical
// URLs, also on the pages `next build` prerendered), and the client bundle must name no origin at all.
// The instances run one after the other on one database and one `.next`: the second must not serve
// what the first rendered for its origin.
// Analytics runs with a measurement id given at run time only; gtag.js is replaced by a stub that
// records the commands (the network is closed), so the test sees exactly what would be sent.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { DEMO_ADMIN, startApp, startDemoDatabase } from '../../scripts/lib/cluster.mjs'
import { startMailInbox } from '../../scripts/lib/mail-inbox.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const logDir = path.join(root, 'test-results', 'one-build')
fs.mkdirSync(logDir, { recursive: true })

/** The origin the build was made with (scripts/e2e.mjs sets one); no instance may show it. */
const BUILD_ORIGIN = process.env.E2E_BUILD_ORIGIN || 'http://localhost:3000'
const MEASUREMENT_ID = 'G-ORIGINTEST1'
/** Bound on waiting for an e-mail (it may go through the jobs queue); not a performance claim. */
const MAIL_DEADLINE_MS = 60_000

/** Records every gtag command instead of sending it: what gtag.js would read from dataLayer. */
const GTAG_STUB = `(function () {
  var calls = (globalThis.__gtagCalls = [])
  var dataLayer = (window.dataLayer = window.dataLayer || [])
  function take(command) { calls.push(JSON.parse(JSON.stringify(Array.prototype.slice.call(command)))) }
  dataLayer.forEach(take)
  var push = dataLayer.push
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i += 1) take(arguments[i])
    return push.apply(dataLayer, arguments)
  }
})()`

const text = async (url, init) => {
  const response = await fetch(url, init)
  assert.equal(response.status, 200, `${url} answered ${response.status}`)
  return response.text()
}

/** Every origin other than `own` that a page of `own` must never name. */
const foreignOrigins = (own, all) => [BUILD_ORIGIN, ...all].filter((origin) => origin !== own)

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** Whether `body` names `origin` (not merely a longer port that starts with its digits). */
const names = (body, origin) => new RegExp(`${escapeRegExp(origin)}(?![0-9])`).test(body)

function assertOnlyOwnOrigin(body, own, all, where) {
  for (const origin of foreignOrigins(own, all)) assert.ok(!names(body, origin), `${where} names ${origin}`)
}

async function waitForMail(inboxUrl, to) {
  const deadline = Date.now() + MAIL_DEADLINE_MS
  while (Date.now() < deadline) {
    const messages = await (await fetch(`${inboxUrl}/api/messages`)).json()
    const message = messages.find((entry) => entry.to.includes(to))
    if (message) return message
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no e-mail to ${to} within ${MAIL_DEADLINE_MS / 1000}s`)
}

function* filesUnder(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

describe('one build served at two origins', { timeout: 900_000 }, () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-origin-'))
  fs.chmodSync(workDir, 0o755)
  const origins = []
  let database
  let inbox
  let browser

  before(async () => {
    database = await startDemoDatabase({
      dataDir: path.join(workDir, 'postgres'),
      databases: ['origin'],
      mediaDirs: [path.join(workDir, 'media')],
    })
    inbox = await startMailInbox()
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    })
  })
  after(async () => {
    await browser?.close()
    await inbox?.close()
    await database?.stop()
    fs.rmSync(workDir, { recursive: true, force: true })
  })

  // The first instance migrates and seeds; the second starts on the same data at another host name.
  for (const [index, { mode, host }] of [
    { mode: 'demo', host: '127.0.0.1' },
    { mode: 'start', host: 'localhost' },
  ].entries()) {
    describe(`instance ${index + 1} at http://${host}:<port>`, () => {
      let app
      let base

      before(async () => {
        app = await startApp({
          mode,
          host,
          databaseUrl: database.urls.origin,
          workDir,
          logFile: path.join(logDir, `instance-${index + 1}.log`),
          env: { SMTP_URL: inbox.smtpUrl, EMAIL_FROM: 'Smoke Signals <signals@headstash.test>', GA_MEASUREMENT_ID: MEASUREMENT_ID },
        })
        base = app.base
        origins.push(base)
      })
      after(async () => {
        await app?.stop()
      })

      it('signs in to the admin in Chromium and saves a setting through Payload (its CSRF check passes)', async () => {
        const context = await browser.newContext({ reducedMotion: 'reduce' })
        try {
          const page = await context.newPage()
          await page.goto(`${base}/admin/login`)
          await page.getByLabel('Agent ID').fill(DEMO_ADMIN.username)
          await page.getByLabel('Access Code').fill(DEMO_ADMIN.password)
          await page.getByRole('button', { name: 'INITIALIZE ACCESS' }).click()
          await page.waitForURL(/\/admin\/dashboard/)

          const ownerName = `Owner of ${base}`
          await page.goto(`${base}/admin/globals/site-settings`)
          await page.getByLabel('Owner name').fill(ownerName)
          const [saved] = await Promise.all([
            page.waitForResponse(
              (response) => response.url().includes('/api/globals/site-settings') && response.request().method() === 'POST',
            ),
            page.getByRole('button', { name: 'Save', exact: true }).click(),
          ])
          assert.equal(saved.status(), 200, `the save answered ${saved.status()}: ${await saved.text()}`)

          // Stored: read back with the same session, as the admin's own fetches send it.
          const stored = await page.request.get(`${base}/api/globals/site-settings?depth=0`, {
            headers: { 'Sec-Fetch-Site': 'same-origin' },
          })
          assert.equal(stored.status(), 200)
          assert.equal((await stored.json()).podcast?.ownerName, ownerName)
        } finally {
          await context.close()
        }
      })

      it("names this instance's origin in the confirmation e-mail and its one-click unsubscribe", async () => {
        const email = `origin-${index + 1}-${Date.now()}@example.com`
        const response = await fetch(`${base}/api/newsletter/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        })
        assert.ok(response.ok, `subscribe answered ${response.status}`)
        const message = await waitForMail(inbox.webUrl, email)
        assert.ok(message.text.includes(`${base}/newsletter/confirm?token=`), message.text)
        assert.ok(message.text.includes(`${base}/unsubscribe?token=`), message.text)
        assert.ok(message.html.includes(`${base}/newsletter/confirm?token=`), 'HTML confirm link')
        assert.ok(
          message.headers['list-unsubscribe']?.includes(`<${base}/api/newsletter/unsubscribe?token=`),
          message.headers['list-unsubscribe'],
        )
        assertOnlyOwnOrigin(`${message.text}\n${message.html}\n${message.headers['list-unsubscribe']}`, base, origins, 'the e-mail')
      })

      it("names this instance's origin in the feed, the sitemap, robots.txt and canonical / Open Graph URLs", async () => {
        const feed = await text(`${base}/herban-conversations/feed.xml`)
        assert.ok(feed.includes(`<atom:link href="${base}/herbanconversations/feed.xml"`), feed.slice(0, 2000))
        assert.ok(feed.includes(`Owner of ${base}`), 'the saved owner name is in the feed')
        assertOnlyOwnOrigin(feed, base, origins, 'the feed')

        const sitemap = await text(`${base}/sitemap.xml`)
        assert.ok(sitemap.includes(`<loc>${base}</loc>`) || sitemap.includes(`<loc>${base}/</loc>`), 'sitemap home')
        assertOnlyOwnOrigin(sitemap, base, origins, 'the sitemap')

        const robots = await text(`${base}/robots.txt`)
        assert.ok(robots.includes(`Sitemap: ${base}/sitemap.xml`), robots)

        // `/` and /about are prerendered by `next build`; /the-cloud is rendered on first request.
        for (const route of ['/', '/about', '/the-cloud']) {
          for (let visit = 0; visit < 2; visit += 1) {
            const html = await text(`${base}${route}`)
            const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
            assert.equal(canonical, route === '/' ? base : `${base}${route}`, `${route} canonical`)
            assert.ok(html.includes(`<meta property="og:url" content="${base}`), `${route} og:url`)
            assertOnlyOwnOrigin(html, base, origins, route)
          }
        }
      })

      it('sends page views to analytics without a page error, and never the token of the confirm page', async () => {
        const context = await browser.newContext()
        try {
          await context.route('https://www.googletagmanager.com/**', (route) =>
            route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STUB }),
          )
          const page = await context.newPage()
          const pageErrors = []
          page.on('pageerror', (error) => pageErrors.push(error.message))
          const pageViews = () =>
            page.evaluate(() => (globalThis.__gtagCalls ?? []).filter((call) => call[0] === 'event' && call[1] === 'page_view'))

          await page.goto(`${base}/about`)
          await page.waitForFunction(
            () => (globalThis.__gtagCalls ?? []).some((call) => call[0] === 'event' && call[1] === 'page_view'),
            null,
            { timeout: 15_000 },
          )
          assert.equal((await pageViews())[0]?.[2]?.page_location, `${base}/about`)

          const token = 'secret-token-value-123'
          await page.goto(`${base}/newsletter/confirm?token=${token}&utm_source=mail`)
          await page.waitForFunction(
            () => (globalThis.__gtagCalls ?? []).some((call) => call[0] === 'event' && call[1] === 'page_view'),
            null,
            { timeout: 15_000 },
          )
          const views = await pageViews()
          assert.equal(views[0]?.[2]?.page_location, `${base}/newsletter/confirm?utm_source=mail`)
          const everything = JSON.stringify(await page.evaluate(() => globalThis.__gtagCalls))
          assert.ok(everything.includes(MEASUREMENT_ID), 'configured with the run-time measurement id')
          assert.ok(!everything.includes(token), `the token reached analytics: ${everything}`)
          assert.deepEqual(pageErrors, [])
        } finally {
          await context.close()
        }
      })
    })
  }

  it('ships a client bundle that names no origin', () => {
    assert.equal(origins.length, 2)
    const needles = [BUILD_ORIGIN, ...origins, ...origins.map((origin) => new URL(origin).host)]
    for (const file of filesUnder(path.join(root, '.next', 'static'))) {
      const body = fs.readFileSync(file, 'latin1')
      for (const needle of needles) assert.ok(!names(body, needle), `${path.relative(root, file)} contains ${needle}`)
    }
  })
})
