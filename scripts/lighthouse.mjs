#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, Debian's Chromium) on every public page; prints the four
// category scores and the metrics behind performance. Not part of `npm test`: scores vary with load.
// Without LIGHTHOUSE_BASE_URL it starts its own production instance (embedded Postgres + demo content;
// needs `npm run build`). Each page is requested once first, so Lighthouse sees the cached page a
// visitor gets, not the first render. LIGHTHOUSE_RUNS=<n> (default 1) audits each page n times and
// reports the median run (Lighthouse's own choice, by FCP and TTI) with the range of the performance
// scores: two runs of one build here differ by up to ten points, as much as most changes.
import fs from 'node:fs'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { chromium } from 'playwright-core'
import { freePort } from './lib/embedded-postgres.mjs'
import { startCluster } from './lib/cluster.mjs'

const ROUTES = [
  '/',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/newsletter-privacy',
  '/newsletter-terms',
  '/stashgate',
  '/stashcloud',
  '/wiyhs',
  '/the-cloud',
  '/the-cloud?category=flower',
  '/live-stash',
  '/flame-rating-guide',
  '/cloud-assets',
  '/changelog',
  '/herbanconversations',
  '/herban-conversations',
  '/herbanconversations/episodes',
  '/herban-conversations/episodes',
  '/herbanconversations/ep001-roots-legacy-growers-on-the-long-game',
  '/herban-conversations/ep002-hash-makers-and-the-solventless-wave',
]

const only = process.argv.slice(2)
const routes = only.length ? only : ROUTES
const cluster = process.env.LIGHTHOUSE_BASE_URL ? null : await startCluster({ instances: ['demo'], redis: false })
const base = process.env.LIGHTHOUSE_BASE_URL ?? cluster.apps[0].base
const debuggingPort = await freePort()
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '1', 10) || 1)
const percent = (category) => Math.round((category?.score ?? 0) * 100)
const score = (category) => String(percent(category)).padStart(3)
const failing = []
try {
  if (RUNS > 1) console.log(`Median of ${RUNS} runs per page; perf range in brackets.\n`)
  console.log('| page | perf | a11y | best practices | SEO | LCP | CLS | TBT |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const route of routes) {
    await fetch(`${base}${route}`)
    const runs = []
    for (let run = 0; run < RUNS; run += 1) {
      runs.push((await lighthouse(`${base}${route}`, { port: debuggingPort, output: 'json', logLevel: 'error' })).lhr)
    }
    // A run without FCP or TTI (a page that never settled) cannot be ranked; it still shows in the range.
    const valid = filterToValidRuns(runs)
    const lhr = RUNS > 1 && valid.length ? computeMedianRun(valid) : runs[0]
    const scores = runs.map((run) => percent(run.categories.performance))
    const range = RUNS > 1 ? ` [${Math.min(...scores)}–${Math.max(...scores)}]` : ''
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true })
      fs.writeFileSync(
        path.join(process.env.LIGHTHOUSE_JSON_DIR, `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home'}.json`),
        JSON.stringify(lhr),
      )
    }
    const { performance, accessibility, 'best-practices': bestPractices, seo } = lhr.categories
    const metric = (id) => lhr.audits[id]?.displayValue ?? '–'
    console.log(
      `| ${route} | ${score(performance)}${range} | ${score(accessibility)} | ${score(bestPractices)} | ${score(seo)} | ${metric('largest-contentful-paint')} | ${metric('cumulative-layout-shift')} | ${metric('total-blocking-time')} |`,
    )
    for (const category of [accessibility, bestPractices, seo]) {
      if (category.score === 1) continue
      const misses = category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id)
      failing.push(`${route} ${category.id}: ${misses.join(', ')}`)
    }
  }
  if (failing.length) console.log(`\nAudits below 100:\n${failing.join('\n')}`)
} finally {
  await browser.close()
  await cluster?.stop()
}
