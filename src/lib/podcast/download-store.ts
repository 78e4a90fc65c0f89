import { randomBytes } from 'node:crypto'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import {
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
  type AnyPgColumn,
} from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { payloadPool } from '../db/transaction'
import { listenerHash, utcDay, type ByteRange } from './downloads'

/**
 * Download counting's two side tables, declared in Payload's schema so dev push and the generated
 * migrations both create them:
 * - podcast_listener_salts: one random salt per UTC day. Listeners are hashed with it, and it is
 *   deleted once its day is over, so a stored listener can never be traced back to an address.
 * - podcast_listens: one row per listener, episode and UTC day: the union of the byte ranges the listener
 *   requested that day, and when that union first reached the download threshold (null: not yet).
 */
export const SALTS_TABLE = 'podcast_listener_salts'
export const LISTENS_TABLE = 'podcast_listens'

/** The longest app name the listens table keeps (names come from user-agents.json). */
const APP_NAME_MAX = 80
const SHA256_HEX = 64

/** Postgres' set of non-overlapping ranges: the union of requests is one `+` away. */
const int8multirange = customType<{ data: string; driverData: string }>({ dataType: () => 'int8multirange' })

function downloadTables(episodeId: AnyPgColumn) {
  const salts = pgTable(SALTS_TABLE, {
    day: date('day', { mode: 'string' }).primaryKey(),
    salt: varchar('salt', { length: SHA256_HEX }).notNull(),
  })
  const listens = pgTable(
    LISTENS_TABLE,
    {
      day: date('day', { mode: 'string' }).notNull(),
      listener: varchar('listener', { length: SHA256_HEX }).notNull(),
      episode: integer('episode_id').notNull(),
      app: varchar('app', { length: APP_NAME_MAX }).notNull(),
      ranges: int8multirange('ranges').notNull(),
      downloadedAt: timestamp('downloaded_at', { withTimezone: true, mode: 'string', precision: 3 }),
    },
    (table) => [
      primaryKey({ name: 'podcast_listens_pkey', columns: [table.day, table.listener, table.episode] }),
      // An episode's downloads go with it.
      foreignKey({ columns: [table.episode], foreignColumns: [episodeId], name: 'podcast_listens_episode_fk' }).onDelete('cascade'),
      index('podcast_listens_episode_day_idx').on(table.episode, table.day),
    ],
  )
  return { salts, listens }
}

export const addPodcastDownloadTables: NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number] = ({ schema }) => {
  const episodes = schema.tables.podcast_episodes
  if (!episodes) throw new Error('Download counting needs the podcast-episodes collection')
  const { salts, listens } = downloadTables(episodes.id as AnyPgColumn)
  return { ...schema, tables: { ...schema.tables, [SALTS_TABLE]: salts, [LISTENS_TABLE]: listens } }
}

/**
 * Limits of a recording's transaction. Playback never waits for it, but a locked or slow table must not
 * hold pool clients the site's pages need: a write that cannot get its lock quickly is dropped.
 */
export const RECORDING_LOCK_TIMEOUT_MS = 1_000
export const RECORDING_STATEMENT_TIMEOUT_MS = 2_000

/** The day's salt, created on the day's first request; salts of earlier days are deleted then. */
let cachedSalt: { day: string; salt: string } | undefined

async function daySalt(client: PoolClient, day: string): Promise<string> {
  if (cachedSalt?.day === day) return cachedSalt.salt
  await client.query(`INSERT INTO ${SALTS_TABLE} (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`, [
    day,
    randomBytes(32).toString('hex'),
  ])
  // A statement of its own: it sees the salt a concurrent first request of the day committed while this
  // one's insert waited for it (one statement's snapshot would not).
  const { rows } = await client.query<{ salt: string }>(`SELECT salt FROM ${SALTS_TABLE} WHERE day = $1`, [day])
  const salt = rows[0]?.salt
  if (!salt) throw new Error('no listener salt for the day')
  await client.query(`DELETE FROM ${SALTS_TABLE} WHERE day < $1`, [day])
  return salt
}

/** One audio request that may count: who asked (address and agent are hashed, never stored) and for what. */
export interface ListenRequest {
  now: Date
  address: string
  userAgent: string
  /** The client's app name (user-agents.json), kept with the listen for the per-app breakdown. */
  app: string
  episodeId: number
  range: ByteRange
  thresholdBytes: number
}

/**
 * Adds the request's range to its listener's union for the episode and day, and marks the download the
 * moment the union reaches the threshold (one statement: concurrent requests of one listener serialise
 * on the row). Returns whether the listener has downloaded the episode that day.
 */
export async function recordListen(payload: Payload, request: ListenRequest): Promise<boolean> {
  const day = utcDay(request.now)
  const client = await payloadPool(payload).connect()
  try {
    await client.query('BEGIN')
    await client.query(
      `SET LOCAL lock_timeout = ${RECORDING_LOCK_TIMEOUT_MS}; SET LOCAL statement_timeout = ${RECORDING_STATEMENT_TIMEOUT_MS}`,
    )
    const salt = await daySalt(client, day)
    const listener = listenerHash(salt, request.address, request.userAgent)
    const { rows } = await client.query<{ counted: boolean }>(
      `INSERT INTO ${LISTENS_TABLE} AS listens (day, listener, episode_id, app, ranges, downloaded_at)
       VALUES ($1, $2, $3, $4, int8multirange(int8range($5::bigint, $6::bigint)),
               CASE WHEN $6::bigint - $5::bigint >= $7 THEN $8::timestamptz END)
       ON CONFLICT (day, listener, episode_id) DO UPDATE SET
         ranges = listens.ranges + EXCLUDED.ranges,
         downloaded_at = coalesce(
           listens.downloaded_at,
           CASE WHEN (SELECT sum(upper(r) - lower(r)) FROM unnest(listens.ranges + EXCLUDED.ranges) AS r) >= $7
             THEN $8::timestamptz END)
       RETURNING downloaded_at IS NOT NULL AS counted`,
      [
        day,
        listener,
        request.episodeId,
        request.app.slice(0, APP_NAME_MAX),
        request.range.start,
        // int8range is half-open: [start, end + 1) holds exactly the bytes start..end.
        request.range.end + 1,
        request.thresholdBytes,
        request.now.toISOString(),
      ],
    )
    await client.query('COMMIT')
    // Kept only once committed: a salt from a rolled-back transaction was never the day's salt.
    cachedSalt = { day, salt }
    return rows[0]?.counted ?? false
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

export interface EpisodeDownloads {
  total: number
  /** Days with at least one download, oldest first (UTC days, YYYY-MM-DD). */
  byDay: { date: string; downloads: number }[]
  /** Downloads per app, most first. */
  byApp: { app: string; downloads: number }[]
}

/** An episode's counted downloads: per UTC day, per app, and in total. */
export async function episodeDownloads(payload: Payload, episodeId: number): Promise<EpisodeDownloads> {
  const pool = payloadPool(payload)
  const [days, apps] = await Promise.all([
    pool.query<{ date: string; downloads: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, count(*)::int AS downloads FROM ${LISTENS_TABLE}
       WHERE episode_id = $1 AND downloaded_at IS NOT NULL GROUP BY day ORDER BY day`,
      [episodeId],
    ),
    pool.query<{ app: string; downloads: number }>(
      `SELECT app, count(*)::int AS downloads FROM ${LISTENS_TABLE}
       WHERE episode_id = $1 AND downloaded_at IS NOT NULL GROUP BY app ORDER BY downloads DESC, app`,
      [episodeId],
    ),
  ])
  return {
    total: days.rows.reduce((sum, row) => sum + row.downloads, 0),
    byDay: days.rows,
    byApp: apps.rows,
  }
}
