// The database a maintenance script works on: DATABASE_URL, or else the embedded default
// (.data/postgres, database `headstash`, the one `npm start` / `npm run demo` use). A running embedded
// instance is used where it runs; a stopped one is started for the job and stopped again by close().
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from './embedded-postgres.mjs'

export const EMBEDDED_DATABASE = 'headstash'

/** @param {string} root the repository root */
export async function openDatabase(root) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, close: async () => {} }
  const dataDir = process.env.EMBEDDED_POSTGRES_DIR ? path.resolve(process.env.EMBEDDED_POSTGRES_DIR) : path.join(root, '.data', 'postgres')
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (fs.existsSync(pidFile)) {
    // A running embedded server (the app is up): connect where it listens (4th line of postmaster.pid).
    const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3])
    const url = `postgres://headstash:headstash@127.0.0.1:${port}/${EMBEDDED_DATABASE}`
    const probe = new pg.Client({ connectionString: url })
    const running = await probe.connect().then(
      () => true,
      () => false,
    )
    await probe.end().catch(() => undefined)
    if (running) return { url, close: async () => {} }
  }
  const server = await startEmbeddedPostgres({ dataDir, databases: [EMBEDDED_DATABASE] })
  return { url: server.urls[EMBEDDED_DATABASE], close: () => server.stop() }
}
