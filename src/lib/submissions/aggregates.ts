import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { bigint, boolean, integer, pgTable, text } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { CONTRIBUTOR_KEY_FUNCTION_SQL, CONTRIBUTOR_KEY_SQL } from './contributors'

/**
 * The Cloud's tiles (approved entries, contributors, average flames, flame shares, vibes) as aggregates
 * that Postgres maintains itself, so no page render scans every approved row. Statement-level triggers
 * see every writer — Payload, the bulk import, bulk review, raw SQL — and fold a whole statement's rows
 * into one step (a 10,000-row import costs one aggregate update, not 10,000). Writers lock the totals
 * row first, then contributor and vibe rows in key order, so concurrent writers queue, never deadlock.
 * Rows that fall to 0 entries stay (a later entry counts them again); readers skip them.
 *
 * The tables are declared to Payload's schema (so migrations and development's schema push know them);
 * the functions (the contributor key among them), triggers and list indexes, which neither can describe, are CLOUD_AGGREGATES_SQL, run by
 * the migration and, in development, at start (every statement in it can run again safely).
 */
export const addCloudAggregateTables: NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number] = ({ schema }) => ({
  ...schema,
  tables: {
    ...schema.tables,
    cloud_totals: pgTable('cloud_totals', {
      id: boolean('id').primaryKey().default(true),
      approved: integer('approved').notNull().default(0),
      contributors: integer('contributors').notNull().default(0),
      flamesSum: bigint('flames_sum', { mode: 'number' }).notNull().default(0),
      flames1: integer('flames_1').notNull().default(0),
      flames2: integer('flames_2').notNull().default(0),
      flames3: integer('flames_3').notNull().default(0),
      flames4: integer('flames_4').notNull().default(0),
      flames5: integer('flames_5').notNull().default(0),
    }),
    cloud_contributors: pgTable('cloud_contributors', {
      key: text('key').primaryKey(),
      entries: integer('entries').notNull(),
    }),
    cloud_vibes: pgTable('cloud_vibes', {
      vibe: text('vibe').primaryKey(),
      entries: integer('entries').notNull(),
    }),
  },
})

type Delta = Array<{ table: 'new_rows' | 'old_rows'; sign: 1 | -1 }>

/** The approved rows of a statement's transition tables, as +1 / -1 changes. */
const delta = (parts: Delta) =>
  parts
    .map(
      ({ table, sign }) =>
        `SELECT ${sign} AS sign, flames::int AS flames, nullif(trim(vibe), '') AS vibe, ${CONTRIBUTOR_KEY_SQL} AS key FROM ${table} WHERE status = 'approved'`,
    )
    .join(' UNION ALL ')

const applyDelta = (name: string, parts: Delta) => `
CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed_contributors integer;
BEGIN
  UPDATE cloud_totals SET
    approved = approved + d.n,
    flames_sum = flames_sum + d.s,
    flames_1 = flames_1 + d.f1, flames_2 = flames_2 + d.f2, flames_3 = flames_3 + d.f3,
    flames_4 = flames_4 + d.f4, flames_5 = flames_5 + d.f5
  FROM (
    SELECT coalesce(sum(sign), 0) AS n, coalesce(sum(sign * flames), 0) AS s,
      coalesce(sum(sign) FILTER (WHERE flames = 1), 0) AS f1, coalesce(sum(sign) FILTER (WHERE flames = 2), 0) AS f2,
      coalesce(sum(sign) FILTER (WHERE flames = 3), 0) AS f3, coalesce(sum(sign) FILTER (WHERE flames = 4), 0) AS f4,
      coalesce(sum(sign) FILTER (WHERE flames = 5), 0) AS f5
    FROM (${delta(parts)}) AS delta
  ) AS d
  WHERE cloud_totals.id;

  WITH d AS (
    SELECT key, sum(sign)::int AS n FROM (${delta(parts)}) AS delta GROUP BY key HAVING sum(sign) <> 0 ORDER BY key
  ), up AS (
    INSERT INTO cloud_contributors AS c (key, entries) SELECT key, n FROM d
    ON CONFLICT (key) DO UPDATE SET entries = c.entries + excluded.entries
    RETURNING c.entries, c.entries - (SELECT d.n FROM d WHERE d.key = c.key) AS before
  )
  SELECT coalesce(sum(CASE WHEN before <= 0 AND entries > 0 THEN 1 WHEN before > 0 AND entries <= 0 THEN -1 ELSE 0 END), 0)
  INTO changed_contributors FROM up;
  IF changed_contributors <> 0 THEN
    UPDATE cloud_totals SET contributors = contributors + changed_contributors WHERE id;
  END IF;

  WITH d AS (
    SELECT vibe, sum(sign)::int AS n FROM (${delta(parts)}) AS delta WHERE vibe IS NOT NULL GROUP BY vibe HAVING sum(sign) <> 0 ORDER BY vibe
  )
  INSERT INTO cloud_vibes AS v (vibe, entries) SELECT vibe, n FROM d
  ON CONFLICT (vibe) DO UPDATE SET entries = v.entries + excluded.entries;
  RETURN NULL;
END
$fn$;`

const trigger = (event: 'INSERT' | 'UPDATE' | 'DELETE', referencing: string) => `
CREATE OR REPLACE TRIGGER cloud_aggregates_${event.toLowerCase()} AFTER ${event} ON headstash_submissions
  REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION cloud_aggregates_${event.toLowerCase()}();`

export const CLOUD_AGGREGATES_SQL = `
${CONTRIBUTOR_KEY_FUNCTION_SQL}

-- Filled once from the rows already there, while writers wait.
LOCK TABLE headstash_submissions IN SHARE ROW EXCLUSIVE MODE;
DO $do$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM cloud_totals) THEN
    DELETE FROM cloud_contributors;
    DELETE FROM cloud_vibes;
    INSERT INTO cloud_contributors (key, entries)
      SELECT ${CONTRIBUTOR_KEY_SQL}, count(*) FROM headstash_submissions WHERE status = 'approved' GROUP BY 1;
    INSERT INTO cloud_vibes (vibe, entries)
      SELECT trim(vibe), count(*) FROM headstash_submissions
      WHERE status = 'approved' AND nullif(trim(vibe), '') IS NOT NULL GROUP BY 1;
    INSERT INTO cloud_totals (id, approved, contributors, flames_sum, flames_1, flames_2, flames_3, flames_4, flames_5)
      SELECT true, count(*), (SELECT count(*) FROM cloud_contributors), coalesce(sum(flames::int), 0),
        count(*) FILTER (WHERE flames = 1), count(*) FILTER (WHERE flames = 2), count(*) FILTER (WHERE flames = 3),
        count(*) FILTER (WHERE flames = 4), count(*) FILTER (WHERE flames = 5)
      FROM headstash_submissions WHERE status = 'approved';
  END IF;
END $do$;
${applyDelta('cloud_aggregates_insert', [{ table: 'new_rows', sign: 1 }])}
${applyDelta('cloud_aggregates_update', [
  { table: 'new_rows', sign: 1 },
  { table: 'old_rows', sign: -1 },
])}
${applyDelta('cloud_aggregates_delete', [{ table: 'old_rows', sign: -1 }])}
${trigger('INSERT', 'NEW TABLE AS new_rows')}
${trigger('UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows')}
${trigger('DELETE', 'OLD TABLE AS old_rows')}

-- Every public list order and filter, on approved rows only: newest, top rated, by category, by vibe.
CREATE INDEX IF NOT EXISTS headstash_submissions_approved_newest_idx ON headstash_submissions (created_at DESC, id DESC) WHERE status = 'approved';
CREATE INDEX IF NOT EXISTS headstash_submissions_approved_top_idx ON headstash_submissions (flames DESC, created_at DESC, id DESC) WHERE status = 'approved';
CREATE INDEX IF NOT EXISTS headstash_submissions_approved_category_idx ON headstash_submissions (category, created_at DESC, id DESC) WHERE status = 'approved';
CREATE INDEX IF NOT EXISTS headstash_submissions_approved_vibe_idx ON headstash_submissions (vibe, created_at DESC, id DESC) WHERE status = 'approved';
`

/** Development pushes its schema instead of migrating: it gets the functions and triggers at start. */
export async function ensureCloudAggregates(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql.raw(CLOUD_AGGREGATES_SQL))
}
