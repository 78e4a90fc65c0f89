#!/usr/bin/env node
// `npm run seed:scale -- --finds 100000 --subscribers 100000 [--pending 500]`: adds generated finds
// (approved, plus --pending awaiting review) and subscribers to a migrated database, for trying the
// site at the size a successful community reaches. Uses DATABASE_URL, else the embedded Postgres of
// `npm run demo` (.data/postgres, database headstash: run the demo once first so it is migrated).
// The same sizes always make the same rows (a seeded generator); rows are added, never replaced.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { insertFinds, insertSubscribers } from './lib/scale-data.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    finds: { type: 'string', default: '0' },
    pending: { type: 'string', default: '0' },
    subscribers: { type: 'string', default: '0' },
  },
})
const sizes = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Number.parseInt(value, 10)]))
if (Object.values(sizes).some((size) => !Number.isInteger(size) || size < 0)) {
  console.error('Sizes must be whole numbers, e.g. --finds 100000 --subscribers 100000.')
  process.exit(2)
}

let database
let url = process.env.DATABASE_URL
if (!url) {
  const dataDir = process.env.EMBEDDED_POSTGRES_DIR ? path.resolve(process.env.EMBEDDED_POSTGRES_DIR) : path.join(root, '.data', 'postgres')
  database = await startEmbeddedPostgres({ dataDir, databases: ['headstash'] })
  url = database.urls.headstash
}
const client = new pg.Client({ connectionString: url })
try {
  await client.connect()
  const migrated = await client.query(`SELECT to_regclass('public.headstash_submissions') IS NOT NULL AS ok`)
  if (!migrated.rows[0].ok)
    throw new Error('This database has no Headstash tables: run `npm run demo` once (or migrate DATABASE_URL) first.')
  const started = performance.now()
  const finds = await insertFinds(client, sizes.finds)
  const pending = await insertFinds(client, sizes.pending, { status: 'pending', seed: 4242 })
  const subscribers = await insertSubscribers(client, sizes.subscribers, { prefix: `reader-${Date.now().toString(36)}-` })
  await client.query('ANALYZE headstash_submissions; ANALYZE newsletter_subscribers')
  const seconds = (performance.now() - started) / 1000
  console.log(`Added ${finds} approved finds, ${pending} pending finds and ${subscribers} subscribers in ${seconds.toFixed(1)} s.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await client.end().catch(() => undefined)
  await database?.stop()
}
