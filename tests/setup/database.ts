// Vitest global setup: a fresh, real Postgres for this run, with the committed migrations applied the
// way `npm start` applies them. Nothing is shared with the developer's .data/postgres.
import { spawn } from 'node:child_process'
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

function migrate(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/payload'), ['migrate'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: TEST_SECRET, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 && output.includes('Done.') ? resolve() : reject(new Error(`payload migrate failed (${code}):\n${output}`)),
    )
  })
}

export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-test-'))
  // initdb runs as the unprivileged user embedded-postgres creates when we are root.
  fs.chmodSync(workDir, 0o755)
  const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), databases: ['headstash_test'] })
  const databaseUrl = database.urls.headstash_test
  if (!databaseUrl) throw new Error('embedded Postgres gave no URL')
  await migrate(databaseUrl)
  project.provide('databaseUrl', databaseUrl)
  project.provide('mediaDir', path.join(workDir, 'media'))
  return async () => {
    await database.stop()
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}
