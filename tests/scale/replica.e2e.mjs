// Read replicas against a real streaming standby (scripts/lib/replica.mjs), with two production
// instances of the app reading from it (DATABASE_REPLICA_URLS). The standby applies each commit 1 s
// late (recovery_min_apply_delay), so a read that goes to it right after a write is stale: the
// anonymous control reads prove that the lag is there, and the writer's reads must never see it.
// Needs `next build`. Run: `npm run test:scale-out` (or `node --import tsx --test tests/scale/replica.e2e.mjs`).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { signIn, startApp } from '../../scripts/lib/cluster.mjs'
import { startReplicatedPostgres, waitForReplay } from '../../scripts/lib/replica.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const logDir = path.join(root, 'test-results', 'scale-replica')
fs.mkdirSync(logDir, { recursive: true })

const CHECKS = Number(process.env.REPLICA_CHECKS ?? 1000)
/** Replication lag forced on the standby; far longer than a request on loopback. */
const APPLY_DELAY = '1s'
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

describe('read replicas: the writer reads its own writes, anonymous reads go to the standby', { timeout: 900_000 }, () => {
  let database
  let workDir
  let a
  let b
  let cookie
  const apps = []
  let standbyLog = ''

  before(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-replica-'))
    fs.chmodSync(workDir, 0o755)
    database = await startReplicatedPostgres({
      dataDir: path.join(workDir, 'postgres'),
      databases: ['replica'],
      // Every statement the standby runs, with the application that sent it.
      standbyFlags: [`recovery_min_apply_delay=${APPLY_DELAY}`, 'log_statement=all', 'log_line_prefix=[%a] '],
      onStandbyLog: (_index, text) => {
        standbyLog += text
      },
    })
    const env = { DATABASE_REPLICA_URLS: database.standbys[0].urls.replica }
    const common = { databaseUrl: database.primary.urls.replica, workDir }
    apps.push(await startApp({ ...common, mode: 'demo', env, logFile: path.join(logDir, 'instance-a.log') }))
    apps.push(
      await startApp({ ...common, mode: 'start', env: { ...env, SERVER_URL: apps[0].base }, logFile: path.join(logDir, 'instance-b.log') }),
    )
    ;[a, b] = apps.map((app) => app.base)
    cookie = await signIn(a)
    // The demo content must be on the standby before anonymous pages are read from it.
    await waitForReplay(database.primary.urls.replica, [database.standbys[0].urls.replica])
  })
  after(async () => {
    for (const app of apps.reverse()) await app.stop()
    await database?.stop()
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
  })

  /**
   * Statements the app sent to the standby since `mark` (its log is the standby's stderr). Payload's
   * queries use the extended protocol, logged as "execute <name>: …"; simple ones as "statement: …";
   * the text of a multi-line statement continues on the lines after.
   */
  const appStatementsSince = (mark) =>
    standbyLog
      .slice(mark)
      .split('\n')
      .filter((line) => /^\[headstash-web\] LOG: {2}(statement|execute [^:]*):/.test(line))

  it('renders public pages and answers the public API from the standby', async () => {
    // Pages are rendered on their first request on B; later ones would come from its page cache.
    for (const route of ['/the-cloud', '/stashcloud', '/changelog', `/api/headstash/submissions?q=replica${Date.now()}`]) {
      const mark = standbyLog.length
      const response = await fetch(`${b}${route}`)
      assert.equal(response.status, 200, route)
      await response.text()
      // A standby runs nothing but reads: any statement of the app there is a read.
      assert.ok(appStatementsSince(mark).length > 0, `${route} read from the standby`)
    }
  })

  it('sends a signed-in reader to the primary', async () => {
    const mark = standbyLog.length
    const response = await fetch(`${b}/api/strains?limit=5`, { headers: { cookie, ...SAME_ORIGIN } })
    assert.equal(response.status, 200)
    await response.text()
    assert.deepEqual(appStatementsSince(mark), [], 'no statement of a signed-in request on the standby')
  })

  it(`${CHECKS} write-then-read checks across two instances: 0 stale reads for the writer`, async () => {
    const staff = { cookie, ...SAME_ORIGIN }
    const json = { 'content-type': 'application/json', ...staff }
    const breederOf = async (response) => (response.ok ? (await response.json()).breeder : `HTTP ${response.status}`)
    let stale = 0
    let anonymousStale = 0
    let id
    for (let check = 0; check < CHECKS; check += 1) {
      // The writer writes on A and reads on B, which never writes, then on A: neither instance may
      // lean on having written itself a moment ago.
      const breeder = `Breeder ${check}`
      const write =
        check % 4 === 0
          ? await fetch(`${a}/api/strains`, {
              method: 'POST',
              headers: json,
              body: JSON.stringify({ name: `Replica Strain ${Date.now()}-${check}`, type: 'hybrid', breeder }),
            })
          : await fetch(`${a}/api/strains/${id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ breeder }) })
      assert.ok(write.ok, `write ${check}: ${write.status} ${await write.clone().text()}`)
      id = (await write.json()).doc.id
      if ((await breederOf(await fetch(`${b}/api/strains/${id}`, { headers: staff }))) !== breeder) stale += 1
      if ((await breederOf(await fetch(`${a}/api/strains/${id}`, { headers: staff }))) !== breeder) stale += 1
      // The same read without credentials goes to the standby, which is a second behind.
      if ((await breederOf(await fetch(`${b}/api/strains/${id}`))) !== breeder) anonymousStale += 1
    }
    console.log(`# ${CHECKS} write-then-read checks: ${stale} stale reads by the writer, ${anonymousStale} stale anonymous control reads`)
    assert.equal(stale, 0, 'stale reads by the writer')
    // Without this the check above could pass on a standby that keeps up (or on no standby at all).
    assert.ok(anonymousStale > CHECKS / 2, `the standby lags: ${anonymousStale} of ${CHECKS} anonymous reads were stale`)
  })
})
