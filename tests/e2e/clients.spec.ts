// Independent third-party clients (Nu Html Checker, podcast-partytime, rss-parser, open-graph-scraper,
// Adobe's structured-data validator, robots-parser, Payload's REST SDK) against the production server
// under test: the same checks as `npm run check:clients`, so they run with every `npm test`.
import { expect, test } from '@playwright/test'
import { formatResults, runClientChecks } from '../../scripts/lib/client-checks'

test('every third-party client accepts the site', async ({ baseURL }) => {
  // The Nu checker starts a JVM and reads ~24 pages; the rest are a few requests each.
  test.setTimeout(120_000)
  const username = process.env.E2E_ADMIN_USERNAME
  const password = process.env.E2E_ADMIN_PASSWORD
  if (!baseURL || !username || !password) throw new Error('E2E_BASE_URL, E2E_ADMIN_USERNAME and E2E_ADMIN_PASSWORD are required')
  const results = await runClientChecks({ baseUrl: baseURL, staff: { username, password } })
  console.log(formatResults(results))
  for (const result of results) expect.soft(result.problems, `${result.client}: ${result.checks}`).toEqual([])
})

test('a path no route claims gets the whole 404 document from the server, with lang', async ({ request }) => {
  const response = await request.get('/no-such-page-in-the-server-html')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
  // Readable without JavaScript: the heading and the site's header are in the HTML itself.
  expect(html).toContain('>Page not found</h1>')
  expect(html).toContain('Skip to content')
  expect(html).toContain('<title>Page Not Found | Headstash</title>')
})
