import { defineConfig } from '@playwright/test'

// Browsers cannot be downloaded here: the tests drive Debian's Chromium (apt-get install chromium).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/**
 * Where a run's traces and results go (`E2E_RESULTS_DIR`: scripts/test.mjs gives each run of a stage its
 * own, as two Playwright runs side by side would clear and overwrite each other's), read back by
 * scripts/test.mjs.
 */
const RESULTS_DIR = process.env.E2E_RESULTS_DIR ?? 'test-results'
const A11Y_SPECS = /a11y\.spec\.ts$/
/** The tag of a test that spends its time waiting for a clock (a scheduled minute), not working. */
const WAITS = /@waits/
/** Specs that run in the browser without JavaScript, and only there. */
const NO_JS_SPECS = /no-js\.spec\.ts$/
/**
 * Chromium specs split off into projects of their own only so that npm test can run them in another lane
 * beside shorter work (scripts/test.mjs): the staff dashboard after the accessibility sweep; Payload's
 * generated admin, the community pages and the navigation loading states after the instances tests.
 */
const BESIDE_A11Y_SPECS = /\/admin\.spec\.ts$/
const BESIDE_INSTANCES_SPECS = /\/(admin-generated|community|navigation-loading)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${RESULTS_DIR}/playwright`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The JSON report feeds npm test's closing summary of what failed and why (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: `${RESULTS_DIR}/playwright-results.json` }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    // A failed test keeps its trace: every action and assertion with its time, the console, the network
    // and the sources, plus the screenshot below. Not DOM snapshots or the screencast: recording them for
    // every test, to keep a few, made the specs a third slower (pages + community 57 s against 38 s; the
    // 100-find review 47 s against 24 s). `npm run test:e2e -- --trace on` records full traces.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--disable-component-update'],
    },
  },
  projects: [
    // The accessibility sweep reads public pages only: npm test runs it beside the integration tests, and
    // then, in the same app, the staff dashboard spec: listed first so it runs first and reads the demo
    // content as seeded.
    { name: 'a11y', testMatch: A11Y_SPECS },
    {
      name: 'chromium',
      testIgnore: [NO_JS_SPECS, A11Y_SPECS, BESIDE_A11Y_SPECS, BESIDE_INSTANCES_SPECS],
      grepInvert: WAITS,
    },
    { name: 'chromium-beside-a11y', testMatch: BESIDE_A11Y_SPECS, grepInvert: WAITS },
    { name: 'chromium-beside-instances', testMatch: BESIDE_INSTANCES_SPECS, grepInvert: WAITS },
    // Tests that mostly wait for the clock: npm test runs them beside other work (scripts/test.mjs).
    { name: 'waits', testIgnore: [NO_JS_SPECS, A11Y_SPECS], grep: WAITS },
    // The public site with JavaScript switched off (docs/decisions.md#works-without-javascript).
    { name: 'no-js', use: { javaScriptEnabled: false }, testMatch: NO_JS_SPECS },
  ],
})
