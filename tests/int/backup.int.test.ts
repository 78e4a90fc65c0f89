// Backups: `npm run backup` → wipe (database and media) → `npm run restore`, and the public API
// and the media files answer byte-identical. Runs the real CLI (scripts/backup.mjs) as a child process
// against a database of its own on the test Postgres, so the Payload config is imported only after
// DATABASE_URL and MEDIA_DIR point there.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type * as ApiHelpers from '../helpers/api'
import { pngBytes, validSubmission } from '../helpers/fixtures'

const root = path.resolve(__dirname, '..', '..')
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-backup-'))
const mediaDir = path.join(workDir, 'media')
const backupDir = path.join(workDir, 'backup')
const databaseName = `headstash_backup_${process.pid}`
const serverUrl = new URL(inject('databaseUrl'))
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString()
let helpers: typeof ApiHelpers

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString() })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

async function inDatabase<T>(query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}

function cli(command: 'backup' | 'restore', dir: string) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'backup.mjs'), command, dir], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir, S3_BUCKET: '' },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`${command} exited ${result.status}:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

/** What a visitor can read: the public lists, and every media file they refer to. */
async function publicSnapshot() {
  const { api } = helpers
  const answers: Record<string, string> = {}
  for (const url of ['/api/headstash/submissions', '/api/changelog/public', '/api/podcast/episodes', '/api/strain-submissions']) {
    const response = await api('GET', url)
    expect(response.status, url).toBe(200)
    answers[url] = response.text
  }
  const files = [...answers['/api/headstash/submissions']!.matchAll(/\/api\/media\/file\/[^"?]+/g)].map((match) => match[0])
  expect(files.length).toBeGreaterThan(0)
  const media: Record<string, string> = {}
  for (const file of new Set(files)) {
    const response = await mediaFile(file)
    expect(response.status, file).toBe(200)
    media[file] = Buffer.from(await response.arrayBuffer()).toString('base64')
  }
  return { answers, media }
}

/** The raw bytes of a media answer (the api helper decodes bodies as text). */
async function mediaFile(file: string): Promise<Response> {
  const [{ default: config }, { REST_GET }] = await Promise.all([import('@payload-config'), import('@payloadcms/next/routes')])
  const slug = file
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  return await REST_GET(config)(new Request(new URL(file, helpers.BASE_URL)), { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  fs.chmodSync(workDir, 0o755)
  await onServer(`CREATE DATABASE "${databaseName}"`)
  Object.assign(process.env, { DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir })
  helpers = await import('../helpers/api')
  const nodeEnv = process.env.NODE_ENV
  Object.assign(process.env, { NODE_ENV: 'production' })
  const payload = await helpers.payloadInstance()
  Object.assign(process.env, { NODE_ENV: nodeEnv })

  const png = await pngBytes(120, 90)
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'Backup Kush' },
    file: { data: png, mimetype: 'image/png', name: 'backup-kush.png', size: png.length },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'headstash-submissions',
    data: { ...validSubmission.flower, name: 'Backup Kush', status: 'approved', image: image.id },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'headstash-submissions',
    data: { ...validSubmission.edible, name: 'Pending Gummies', status: 'pending' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'changelog-entries',
    data: {
      title: 'Backups',
      description: 'Database and media in one command.',
      type: 'feature',
      publishedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
  fs.rmSync(workDir, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('round-trips the database and the media: the public API and media files answer byte-identical', async () => {
    const before = await publicSnapshot()
    const counts = () =>
      inDatabase(async (client) => {
        const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM headstash_submissions')
        return Number(rows[0]?.n)
      })
    expect(await counts()).toBe(2)

    const out = cli('backup', backupDir)
    expect(out).toMatch(/Backup written/)
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as {
      migrations: string[]
      media: { missing: string[] }
    }
    expect(manifest.migrations.length).toBeGreaterThan(0)
    expect(manifest.media.missing).toEqual([])
    // It holds password hashes and the subscriber list: owner-only, every directory and file.
    const modes = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        const mode = `${path.relative(backupDir, full)} ${(fs.statSync(full).mode & 0o777).toString(8)}`
        return entry.isDirectory() ? [mode, ...modes(full)] : [mode]
      })
    expect((fs.statSync(backupDir).mode & 0o777).toString(8)).toBe('700')
    const entries = modes(backupDir)
    expect(entries.length).toBeGreaterThan(3)
    for (const entry of entries) expect(entry).toMatch(/ (700|600)$/)

    // Wipe: every table, type and sequence, and every media file.
    await inDatabase((client) => client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public'))
    fs.rmSync(mediaDir, { recursive: true, force: true })
    const firstMedia = Object.keys(before.media)[0] ?? ''
    expect((await mediaFile(firstMedia)).status).not.toBe(200)

    cli('restore', backupDir)
    expect(await counts()).toBe(2)
    expect(await publicSnapshot()).toEqual(before)

    // Sequences continue after the restored ids, so new content does not collide with restored rows.
    const payload = await helpers.payloadInstance()
    const created = await payload.create({
      collection: 'headstash-submissions',
      data: { ...validSubmission.concentrate, name: 'After Restore', status: 'pending' },
      overrideAccess: true,
    })
    expect(created.id).toBeGreaterThan(2)

    // A restore never merges into a database that holds data.
    expect(() => cli('restore', backupDir)).toThrow(/not empty/)
  })
})
