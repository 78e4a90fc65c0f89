// npm run audit:verify — walks the audit log's hash chain and names the first broken row (edited,
// deleted, or inserted out of chain). Exit code 0 when intact, 1 when broken, 2 when it could not check.
// The database is DATABASE_URL, or else the embedded default (see scripts/lib/open-database.mjs).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nextEnv from '@next/env'
import pg from 'pg'
import { chainVerdict, verifyChain } from '../src/lib/audit/verify'
import { openDatabase } from './lib/open-database.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
nextEnv.loadEnvConfig(root, false)

async function main(): Promise<number> {
  const database = await openDatabase(root)
  const client = new pg.Client({ connectionString: database.url })
  try {
    await client.connect()
    // One snapshot for the whole walk: rows appended meanwhile are checked next time.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const report = await verifyChain((text, values) => client.query(text, values))
    await client.query('COMMIT')
    console.log(chainVerdict(report))
    return report.broken ? 1 : 0
  } finally {
    await client.end().catch(() => undefined)
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('audit:verify could not check the audit log:', error)
    process.exit(2)
  },
)
