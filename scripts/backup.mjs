#!/usr/bin/env node
// npm run backup  [-- <directory>]   database + media into <directory> (default backups/<timestamp>)
// npm run restore -- <directory>     into an EMPTY database: committed migrations, rows, sequences, media
//
// The database is DATABASE_URL, or else the embedded default (.data/postgres, database `headstash`,
// the one `npm start` / `npm run demo` use): a running instance is used where it runs, a stopped one
// is started for the job and stopped again. Media is MEDIA_DIR (default ./media); with S3_BUCKET set,
// media lives in the bucket and is not copied (use bucket versioning, see README "Backups").
// The format and its consistency guarantees are described in scripts/lib/backup.mjs.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nextEnv from '@next/env'
import { tsxArgs } from './lib/app-conditions.mjs'
import { assertEmpty, backup, readManifest, restore } from './lib/backup.mjs'
import { openDatabase as openDatabaseIn } from './lib/open-database.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
nextEnv.loadEnvConfig(root, false)
const [command, target] = process.argv.slice(2)
/** The database to work on, and how to let go of it afterwards. */
const openDatabase = () => openDatabaseIn(root)

const mediaDir = () => (process.env.S3_BUCKET ? null : path.resolve(process.env.MEDIA_DIR ?? path.join(root, 'media')))

function migrate(databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsxArgs(path.join(root, 'scripts', 'migrate.ts')), {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PAYLOAD_DB_PUSH: 'false',
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'headstash-restore',
      },
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`applying the migrations failed (exit ${code})`))))
  })
}

async function main() {
  if (command !== 'backup' && command !== 'restore') {
    console.error('Usage: node scripts/backup.mjs backup [directory] | restore <directory>')
    return 2
  }
  if (command === 'restore' && !target) {
    console.error('Usage: npm run restore -- <backup directory>')
    return 2
  }
  if (command === 'restore') readManifest(path.resolve(target))
  const database = await openDatabase()
  try {
    if (command === 'backup') {
      const outDir = path.resolve(target ?? path.join(root, 'backups', new Date().toISOString().replace(/[:.]/g, '-')))
      const manifest = await backup({ databaseUrl: database.url, mediaDir: mediaDir(), outDir })
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
      console.log(`Backup written to ${outDir}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.media?.files ?? 0} media files`)
      if (manifest.media?.missing.length)
        console.warn(`Warning: media files referenced but not on disk: ${manifest.media.missing.join(', ')}`)
      if (!manifest.media) console.log('Media is in S3 (S3_BUCKET): not copied; rely on bucket versioning.')
    } else {
      const fromDir = path.resolve(target)
      await assertEmpty(database.url)
      await migrate(database.url)
      const manifest = await restore({ databaseUrl: database.url, mediaDir: mediaDir(), fromDir })
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
      console.log(`Restored ${fromDir}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.media?.files ?? 0} media files`)
    }
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
