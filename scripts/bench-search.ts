// `npm run bench:search [-- --finds 100000 --rounds 3]`: The Cloud's search at scale. A throwaway
// embedded Postgres, migrated as production is, gets the demo finds plus `--finds` generated ones; then
// every query of the judged set (tests/fixtures/search-judged.json) runs through the real query function
// (page of ids, total, facets, highlights and the stat tiles in one statement), `--rounds` times
// after one warm-up round. Prints p50/p95/max per query class and the plan of one typo search, so a lost
// index shows. Nothing here touches the developer's database.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { insertFinds } from './lib/scale-data.mjs'

const { values } = parseArgs({
  options: { finds: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '3' }, keep: { type: 'string' } },
})
const finds = Number.parseInt(values.finds, 10)
const rounds = Number.parseInt(values.rounds, 10)

// --keep <dir> keeps the filled database there and reuses it on the next run (for trying plans by hand).
const kept = values.keep ? path.resolve(values.keep) : null
const reuse = kept !== null && fs.existsSync(path.join(kept, 'postgres', 'PG_VERSION'))
const workDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-search-bench-'))
fs.mkdirSync(workDir, { recursive: true })
fs.chmodSync(workDir, 0o755)
const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['bench'] })
try {
  Object.assign(process.env, {
    DATABASE_URL: database.urls.bench,
    PAYLOAD_SECRET: 'search-bench',
    PAYLOAD_DB_PUSH: 'false',
    NODE_ENV: 'production',
  })
  const [{ getPayload }, { default: config }, { approvedSubmissionIds }, { DEMO_SUBMISSIONS }, { CLOUD_DOCUMENT }] = await Promise.all([
    import('payload'),
    import('../src/payload.config'),
    import('../src/lib/submissions/queries'),
    import('../src/seed/data'),
    import('../src/lib/search/database'),
  ])
  const payload = await getPayload({ config })
  let started = performance.now()
  if (!reuse) {
    for (const { colors: _colors, ...demo } of DEMO_SUBMISSIONS) {
      await payload.create({ collection: 'headstash-submissions', data: { ...demo, status: 'approved' }, overrideAccess: true })
    }
    await insertFinds(payload.db.pool, finds)
    await payload.db.pool.query('ANALYZE')
    console.log(`${finds} generated finds in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }

  const judged = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../tests/fixtures/search-judged.json'), 'utf8')) as Array<{
    class: string
    query: string
  }>
  const search = async (q: string) => {
    // One statement, as a search page reads it: the page, its count, facets and the tiles.
    const list = await approvedSubmissionIds(payload, { q }, { facets: true })
    return list.totalDocs
  }
  for (const { query } of judged) await search(query)
  const times = new Map<string, number[]>()
  for (let round = 0; round < rounds; round++) {
    for (const { class: kind, query } of judged) {
      started = performance.now()
      await search(query)
      const elapsed = performance.now() - started
      for (const key of [kind, 'all']) times.set(key, [...(times.get(key) ?? []), elapsed])
    }
  }
  const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
  console.table(
    [...times].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b)
      return {
        class: kind,
        searches: sorted.length,
        'p50 ms': at(sorted, 0.5).toFixed(1),
        'p95 ms': at(sorted, 0.95).toFixed(1),
        'max ms': sorted.at(-1)?.toFixed(1),
      }
    }),
  )
  const { rows } = await payload.db.pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN ANALYZE SELECT count(*) FROM headstash_submissions WHERE status = 'approved' AND ${CLOUD_DOCUMENT} @@ (SELECT search_tsquery('cloud', 'blu dreem'))`,
  )
  console.log(rows.map((row) => row['QUERY PLAN']).join('\n'))
  await payload.destroy()
  payload.db.pool.on('error', () => undefined)
} finally {
  await database.stop()
  if (!kept) fs.rmSync(workDir, { recursive: true, force: true })
}
process.exit(0)
