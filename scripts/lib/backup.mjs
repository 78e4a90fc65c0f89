// Consistent backup and restore of the database and the local media, without pg_dump: the embedded
// Postgres package ships no client tools, and Debian's pg_dump 15 refuses a Postgres 18 server.
// Production with a managed Postgres should use a pg_dump of the server's own version and S3
// versioning instead (README, "Backups"); this is the tool for the embedded default and small sites.
//
// Format (one directory): manifest.json (migrations applied, tables, row counts, sequences, media
// files), db/<table>.ndjson (one row_to_json line per row) and media/ (a copy of MEDIA_DIR).
// - Backup reads every table of the schema inside ONE repeatable-read, read-only transaction, so the
//   rows are a single consistent snapshot even while the site takes writes; the media directory is
//   copied after that snapshot, so every file the snapshot refers to is already on disk (uploads write
//   the file before the row). Files the snapshot needs but that are gone are reported.
// - Restore needs an empty database: the caller applies the committed migrations first (the same set
//   the backup recorded, checked here), then rows go back table by table with foreign keys relaxed
//   (session_replication_role = replica where permitted, and parents before children in any case),
//   sequences are set to their recorded values, and the media files are copied back.
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import pg from 'pg'

export const FORMAT_VERSION = 1
const BATCH = 500
/** Payload's own bookkeeping of applied migrations: recreated by the migration run, never copied. */
const MIGRATIONS_TABLE = 'payload_migrations'

const ident = (name) => `"${name.replaceAll('"', '""')}"`

async function listTables(client, schema) {
  const { rows } = await client.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    [schema],
  )
  return rows.map((row) => row.name)
}

/** Tables ordered parents first (foreign keys), so a restore works even without replica mode. */
async function orderByForeignKeys(client, schema, tables) {
  const { rows } = await client.query(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint con
     JOIN pg_class child ON child.oid = con.conrelid JOIN pg_class parent ON parent.oid = con.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE con.contype = 'f' AND n.nspname = $1 AND child.oid <> parent.oid`,
    [schema],
  )
  const parents = new Map(tables.map((table) => [table, new Set()]))
  for (const { child, parent } of rows) parents.get(child)?.add(parent)
  const ordered = []
  const visiting = new Set()
  const visit = (table) => {
    if (ordered.includes(table) || visiting.has(table)) return
    visiting.add(table)
    for (const parent of parents.get(table) ?? []) visit(parent)
    visiting.delete(table)
    ordered.push(table)
  }
  for (const table of tables) visit(table)
  return ordered
}

function listFiles(dir, base = dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(full, base)
    return entry.isFile() ? [path.relative(base, full)] : []
  })
}

/** File names a media row refers to (the original and every resized variant). */
const referencedFiles = (row) =>
  Object.entries(row)
    .filter(([key, value]) => /filename$/i.test(key) && typeof value === 'string' && value !== '')
    .map(([, value]) => value)

/**
 * A backup holds password hashes and the subscriber list: only the owner may read it, whatever the
 * umask. Directories 0700, files 0600.
 */
const PRIVATE_DIR = 0o700
const PRIVATE_FILE = 0o600

function privateDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR })
  // mkdir leaves an existing directory's mode as it was, and the umask can only take bits away.
  fs.chmodSync(dir, PRIVATE_DIR)
}

function makePrivate(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      fs.chmodSync(full, PRIVATE_DIR)
      makePrivate(full)
    } else fs.chmodSync(full, PRIVATE_FILE)
  }
}

/**
 * Writes a backup of `databaseUrl` (schema `schema`) and `mediaDir` (null when media lives in S3)
 * into `outDir`, which must not exist yet. Returns the manifest.
 */
export async function backup({ databaseUrl, mediaDir, outDir, schema = 'public', mediaTable = 'media' }) {
  if (fs.existsSync(outDir)) throw new Error(`${outDir} already exists; choose a new backup directory`)
  privateDir(outDir)
  privateDir(path.join(outDir, 'db'))
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const manifest = {
    format: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    schema,
    migrations: [],
    tables: [],
    sequences: [],
    media: null,
  }
  const mediaRows = []
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const tables = await listTables(client, schema)
    if (!tables.includes(MIGRATIONS_TABLE))
      throw new Error(`no ${MIGRATIONS_TABLE} table in schema "${schema}": is this a Headstash database?`)
    const migrations = await client.query(`SELECT name FROM ${ident(schema)}.${ident(MIGRATIONS_TABLE)} WHERE batch <> -1 ORDER BY name`)
    manifest.migrations = migrations.rows.map((row) => row.name)
    for (const table of tables) {
      const file = `db/${table}.ndjson`
      const out = fs.openSync(path.join(outDir, file), 'w', PRIVATE_FILE)
      let rows = 0
      try {
        await client.query(`DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${ident(schema)}.${ident(table)} t`)
        for (;;) {
          const batch = await client.query(`FETCH ${BATCH} FROM dump`)
          if (batch.rows.length === 0) break
          fs.writeSync(out, batch.rows.map((row) => `${row.line}\n`).join(''))
          rows += batch.rows.length
          if (table === mediaTable) for (const row of batch.rows) mediaRows.push(JSON.parse(row.line))
        }
        await client.query('CLOSE dump')
      } finally {
        fs.closeSync(out)
      }
      manifest.tables.push({ name: table, rows, file })
    }
    const sequences = await client.query(
      'SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = $1 ORDER BY sequencename',
      [schema],
    )
    manifest.sequences = sequences.rows
    await client.query('COMMIT')
  } finally {
    await client.end()
  }

  if (mediaDir) {
    const target = path.join(outDir, 'media')
    privateDir(target)
    if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, target, { recursive: true, preserveTimestamps: true })
    // cpSync keeps the source's modes; visitors' uploads awaiting review are private too.
    makePrivate(target)
    const copied = new Set(listFiles(target))
    const missing = [...new Set(mediaRows.flatMap(referencedFiles))].filter((name) => !copied.has(name))
    manifest.media = { files: copied.size, missing }
  }
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE })
  return manifest
}

export function readManifest(fromDir) {
  const file = path.join(fromDir, 'manifest.json')
  if (!fs.existsSync(file)) throw new Error(`${fromDir} is not a Headstash backup (no manifest.json)`)
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  if (manifest.format !== FORMAT_VERSION) throw new Error(`unsupported backup format ${manifest.format}`)
  return manifest
}

/** Throws unless the schema has no tables: a restore never merges into existing data. */
export async function assertEmpty(databaseUrl, schema = 'public') {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const tables = await listTables(client, schema)
    if (tables.length > 0) {
      throw new Error(`the target database is not empty (${tables.length} tables in "${schema}"). Restore into a new, empty database.`)
    }
  } finally {
    await client.end()
  }
}

/**
 * Loads a backup into a database whose schema the committed migrations have just created (and which
 * holds no rows yet), then restores the media files into `mediaDir`.
 */
export async function restore({ databaseUrl, mediaDir, fromDir }) {
  const manifest = readManifest(fromDir)
  const schema = manifest.schema
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const applied = await client.query(`SELECT name FROM ${ident(schema)}.${ident(MIGRATIONS_TABLE)} WHERE batch <> -1 ORDER BY name`)
    const names = applied.rows.map((row) => row.name)
    if (JSON.stringify(names) !== JSON.stringify(manifest.migrations)) {
      throw new Error(
        `the backup was taken at migrations [${manifest.migrations.join(', ')}] but this checkout applies ` +
          `[${names.join(', ')}]. Restore with the matching version of Headstash, then upgrade.`,
      )
    }
    const existing = new Set(await listTables(client, schema))
    const missing = manifest.tables.map((table) => table.name).filter((name) => !existing.has(name))
    if (missing.length > 0) throw new Error(`tables of the backup are missing after the migrations: ${missing.join(', ')}`)

    await client.query('BEGIN')
    // Foreign keys are checked by triggers, which replica mode skips; it needs superuser (or a grant),
    // so where it is refused the parents-first order has to do.
    await client.query('SAVEPOINT relax')
    try {
      await client.query('SET LOCAL session_replication_role = replica')
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT relax')
    }
    const order = await orderByForeignKeys(
      client,
      schema,
      manifest.tables.map((table) => table.name),
    )
    for (const name of order) {
      if (name === MIGRATIONS_TABLE) continue
      const table = manifest.tables.find((entry) => entry.name === name)
      const target = `${ident(schema)}.${ident(name)}`
      // The migrations may seed rows (none do today); the backup's rows replace them.
      await client.query(`DELETE FROM ${target}`)
      const lines = readline.createInterface({ input: fs.createReadStream(path.join(fromDir, table.file)), crlfDelay: Infinity })
      let batch = []
      let count = 0
      const flush = async () => {
        if (batch.length === 0) return
        await client.query(
          `INSERT INTO ${target} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${target}, $1::json)`,
          [`[${batch.join(',')}]`],
        )
        count += batch.length
        batch = []
      }
      for await (const line of lines) {
        if (!line) continue
        batch.push(line)
        if (batch.length >= BATCH) await flush()
      }
      await flush()
      if (count !== table.rows) throw new Error(`${name}: restored ${count} rows, the backup has ${table.rows}`)
    }
    for (const { name, value } of manifest.sequences) {
      if (value !== null) await client.query('SELECT setval($1::regclass, $2::bigint, true)', [`${ident(schema)}.${ident(name)}`, value])
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }

  const source = path.join(fromDir, 'media')
  if (mediaDir && manifest.media && fs.existsSync(source)) {
    fs.mkdirSync(mediaDir, { recursive: true })
    fs.cpSync(source, mediaDir, { recursive: true, preserveTimestamps: true })
  }
  return manifest
}
