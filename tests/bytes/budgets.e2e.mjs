// Byte budgets of the public pages (issue 28, docs/decisions.md#byte-budgets), read from the production
// build as a browser gets it: one instance with the demo content, every public route (tests/e2e/routes.ts)
// plus a find page and an episode page; the gzipped HTML and every script it loads. Needs `next build`.
// Run by `npm run test:e2e` after Playwright, or alone: `node --import tsx --test tests/bytes/budgets.e2e.mjs`.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { startApp, startDemoDatabase } from '../../scripts/lib/cluster.mjs'
import { budgetRoutes, formatTable, measurePages, overBudget } from '../../scripts/lib/page-bytes.mjs'
import { PUBLIC_ROUTES } from '../e2e/routes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const logDir = path.join(root, 'test-results', 'bytes')
fs.mkdirSync(logDir, { recursive: true })

describe('byte budgets of the public pages', { timeout: 300_000 }, () => {
  let database
  let app
  let workDir

  before(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-bytes-'))
    fs.chmodSync(workDir, 0o755)
    database = await startDemoDatabase({
      dataDir: path.join(workDir, 'postgres'),
      databases: ['bytes'],
      mediaDirs: [path.join(workDir, 'media')],
    })
    app = await startApp({ mode: 'demo', databaseUrl: database.urls.bytes, workDir, logFile: path.join(logDir, 'instance.log') })
  })
  after(async () => {
    await app?.stop()
    await database?.stop()
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
  })

  let rows
  before(async () => {
    rows = await measurePages(app.base, await budgetRoutes(app.base, [...PUBLIC_ROUTES]))
    console.log(formatTable(rows))
  })

  it('measures every public route, a find and an episode page, each loading scripts', () => {
    for (const budget of ['home', 'cloud', 'find', 'episode']) {
      assert.ok(
        rows.some((row) => row.budget === budget),
        `no ${budget} page measured`,
      )
    }
    // A page that loads no script at all would mean the measurement missed them, not a win.
    for (const row of rows) assert.ok(row.scripts > 0, `${row.route}: no <script src> found in its HTML`)
  })

  it('home, episode and find HTML ≤ 30 KB gzipped, /the-cloud ≤ 60 KB', () => {
    assert.deepEqual(overBudget(rows, 'html'), [])
  })

  it('every public page loads at most JS_BUDGET_BYTES of gzipped script (goal 130 KB, see page-bytes.mjs)', () => {
    assert.deepEqual(overBudget(rows, 'js'), [])
  })
})
