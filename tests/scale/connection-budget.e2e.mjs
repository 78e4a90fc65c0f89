// The declared connection budget (CONNECTION_BUDGET in src/lib/db/pool.ts) holds under load: 100
// concurrent clients on one production instance, a mix of uncached reads (Payload REST, the public
// API with a new search each time) and public writes, while pg_stat_activity is sampled for the
// instance's connections (application_name). No request may fail, so none waited past the pool's
// acquire timeout. Then a quiet spell longer than pg's default idle timeout (10 s) closes none of the
// pooled connections (DB_POOL_IDLE_TIMEOUT_MS): a new connection is slow for its first statements, so
// pg's default made the first requests after every pause pay that (docs/decisions.md#warm-connections).
// Needs `next build`. Run by `npm run test:e2e` after Playwright, or alone:
// `node --import tsx --test tests/scale/connection-budget.e2e.mjs`.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { flowerFind, startApp, startDemoDatabase } from '../../scripts/lib/cluster.mjs'
import { CONNECTION_BUDGET } from '../../src/lib/db/pool.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const logDir = path.join(root, 'test-results', 'scale-budget')
fs.mkdirSync(logDir, { recursive: true })
const CONNECTIONS = 100
const SECONDS = Number(process.env.BUDGET_LOAD_SECONDS ?? 15)
const PG_DEFAULT_IDLE_TIMEOUT_MS = 10_000

describe('connection budget of one web instance under 100 concurrent clients', { timeout: 300_000 }, () => {
  let database
  let app
  let workDir

  before(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-budget-'))
    fs.chmodSync(workDir, 0o755)
    database = await startDemoDatabase({
      dataDir: path.join(workDir, 'postgres'),
      databases: ['budget'],
      mediaDirs: [path.join(workDir, 'media')],
    })
    app = await startApp({ mode: 'demo', databaseUrl: database.urls.budget, workDir, logFile: path.join(logDir, 'instance.log') })
  })
  after(async () => {
    await app?.stop()
    await database?.stop()
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
  })

  it(`never holds more than the declared ${CONNECTION_BUDGET.web.poolMax} connections, and no request fails`, async () => {
    const { applicationName, poolMax } = CONNECTION_BUDGET.web
    const monitor = new pg.Client({ connectionString: database.urls.budget, application_name: 'headstash-budget-monitor' })
    await monitor.connect()
    const samples = []
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await monitor.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [
          applicationName,
        ])
        samples.push(rows[0].n)
      }
    })()

    let sequence = 0
    const find = JSON.stringify(flowerFind('Budget Kush'))
    const result = await autocannon({
      url: app.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        // Payload's REST API: a query per request, never cached.
        { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/strains?limit=10&page=${(sequence++ % 3) + 1}` }) },
        // The public API with a search nobody made before: a data-cache miss, so the database answers.
        { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/headstash/submissions?q=budget${sequence++}` }) },
        // A public write: a transaction per request.
        { method: 'POST', path: '/api/headstash/submit', headers: { 'content-type': 'application/json' }, body: find },
      ],
    })
    sampling = false
    await sampler
    await monitor.end()

    const peak = Math.max(...samples)
    console.log(
      `# ${result.requests.total} requests in ${SECONDS}s (${result.requests.average} req/s, p99 ${result.latency.p99} ms), ` +
        `peak ${peak} of ${poolMax} budgeted connections over ${samples.length} samples`,
    )
    assert.ok(result.requests.total > CONNECTIONS, 'the load ran')
    assert.ok(samples.length > 10, 'pg_stat_activity was sampled during the load')
    assert.ok(peak > 1, 'the instance used its pool under load')
    assert.ok(peak <= poolMax, `peak ${peak} connections > budget ${poolMax}`)
    assert.equal(result.errors, 0, 'connection errors')
    assert.equal(result.timeouts, 0, 'timeouts')
    assert.equal(result.non2xx, 0, 'non-2xx answers (a pool timeout answers 503)')
  })

  it('keeps its pooled connections through a quiet spell longer than pg’s default idle timeout', async () => {
    const monitor = new pg.Client({ connectionString: database.urls.budget, application_name: 'headstash-budget-monitor' })
    await monitor.connect()
    const backends = async () => {
      const { rows } = await monitor.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1 ORDER BY pid', [
        CONNECTION_BUDGET.web.applicationName,
      ])
      return rows.map((row) => row.pid)
    }
    try {
      const before = await backends()
      assert.ok(before.length > 1, `the load left ${before.length} pooled connection(s)`)
      await new Promise((resolve) => setTimeout(resolve, PG_DEFAULT_IDLE_TIMEOUT_MS + 2_000))
      const response = await fetch(`${app.base}/api/headstash/submissions?q=quiet`)
      assert.equal(response.status, 200)
      const after = await backends()
      assert.deepEqual(
        before.filter((pid) => !after.includes(pid)),
        [],
        'connections closed while idle: the next requests open new, cold ones',
      )
    } finally {
      await monitor.end()
    }
  })
})
