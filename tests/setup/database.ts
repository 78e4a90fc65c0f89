// Vitest global setup: a fresh, real Postgres for this run, with the committed migrations applied as
// the production server applies them. Nothing is shared with the developer's .data/postgres.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
  }
}

const TEST_SECRET = 'headstash-test-secret'

interface Database {
  databaseUrl: string
  mediaDir: string
  stop: () => Promise<void>
}

const IMPORT_LIMIT_MS = 3 * 60_000

async function withinImportLimit<T>(importing: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            'Importing the app in the test setup took over 3 minutes: it hangs when Node runs without ' +
              '`--conditions=development`. Run the tests with `npm run test:int` (docs/decisions.md#test-processes).',
          ),
        ),
      IMPORT_LIMIT_MS,
    )
  })
  try {
    return await Promise.race([importing, limit])
  } finally {
    clearTimeout(timer)
  }
}

async function startDatabase(): Promise<Database> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-test-'))
  // initdb runs as the unprivileged user embedded-postgres creates when we are root.
  fs.chmodSync(workDir, 0o755)
  const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['headstash_test'] })
  const databaseUrl = database.urls.headstash_test
  if (!databaseUrl) throw new Error('embedded Postgres gave no URL')
  Object.assign(process.env, { DATABASE_URL: databaseUrl, PAYLOAD_SECRET: TEST_SECRET, PAYLOAD_DB_PUSH: 'false' })
  // Without Node's `development` condition, importing the app here sometimes never settled (Lexical's
  // top-level-await entries; docs/decisions.md#test-processes): `npm run test:int` sets it, and a run
  // started otherwise fails after three minutes with that explanation instead of hanging silently.
  const { config, getPayload } = await withinImportLimit(
    (async () => {
      const { default: config } = await import('@payload-config')
      const { getPayload } = await import('payload')
      return { config, getPayload }
    })(),
  )
  // Exactly the production path: Payload applies the committed migrations (prodMigrations) on start.
  const testNodeEnv = process.env.NODE_ENV
  Object.assign(process.env, { NODE_ENV: 'production' })
  const payload = await getPayload({ config })
  Object.assign(process.env, { NODE_ENV: testNodeEnv })
  await payload.destroy()
  // Payload's destroy() leaves the pg pool open (and it holds a client), so ending it would wait forever
  // (https://github.com/payloadcms/payload/issues/15674);
  // its clients are cut off when the server stops at teardown, which must not crash this process.
  payload.db.pool.on('error', () => undefined)
  return {
    databaseUrl,
    mediaDir: path.join(workDir, 'media'),
    stop: async () => {
      await database.stop()
      fs.rmSync(workDir, { recursive: true, force: true })
    },
  }
}

/**
 * Both integration projects (vitest.config.ts: files sharing a process, files in their own) run this
 * setup; they get one database, started by the first and stopped by the last to finish. Kept on
 * globalThis because each project may load this module separately.
 */
const shared = globalThis as typeof globalThis & { headstashTestDatabase?: { database: Promise<Database>; users: number } }

export default async function setup(project: TestProject) {
  shared.headstashTestDatabase ??= { database: startDatabase(), users: 0 }
  const entry = shared.headstashTestDatabase
  entry.users += 1
  const { databaseUrl, mediaDir, stop } = await entry.database
  project.provide('databaseUrl', databaseUrl)
  project.provide('mediaDir', mediaDir)
  return async () => {
    entry.users -= 1
    if (entry.users > 0) return
    delete shared.headstashTestDatabase
    await stop()
  }
}
