#!/usr/bin/env node
// `npm run bench:bytes` (needs `npm run build` first): one production instance with the demo content;
// prints, for every public page, the gzipped bytes of all the scripts it loads and of its HTML, beside
// the budgets (scripts/lib/page-bytes.mjs). `npm run bench` ends with the same table. Prints, never fails.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startApp } from './lib/cluster.mjs'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { budgetRoutes, formatTable, measurePages, overBudget } from './lib/page-bytes.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const { PUBLIC_ROUTES } = await import('../tests/e2e/routes.ts')

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-bytes-'))
fs.chmodSync(workDir, 0o755)
const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['bytes'], quiet: true })
try {
  const app = await startApp({ mode: 'demo', databaseUrl: database.urls.bytes, workDir })
  try {
    const rows = await measurePages(app.base, await budgetRoutes(app.base, [...PUBLIC_ROUTES]))
    console.log('\nBytes per public page (gzip -9; KB = 1,024 bytes)\n')
    console.log(formatTable(rows))
    const problems = overBudget(rows)
    console.log(problems.length ? `\nOver budget:\n  ${problems.join('\n  ')}` : '\nEvery page within its budgets.')
  } finally {
    await app.stop()
  }
} finally {
  await database.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}
