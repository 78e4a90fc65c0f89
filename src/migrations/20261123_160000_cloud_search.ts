import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Full-text search of The Cloud. A GIN index on the search document, an expression Payload's
 * schema cannot describe (so this migration is written by hand). The expression must stay identical to
 * SEARCH_DOCUMENT_SQL in src/lib/submissions/queries.ts, or the planner cannot use the index. Partial
 * on approved rows: the public never searches anything else.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "headstash_submissions_search_idx" ON "headstash_submissions"
    USING gin (to_tsvector('simple', coalesce("name", '') || ' ' || coalesce("breeder", '') || ' ' || coalesce("flavor_notes", '') || ' ' || coalesce("effects", '') || ' ' || coalesce("vibe", '') || ' ' || coalesce("location", '')))
    WHERE "status" = 'approved';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "headstash_submissions_search_idx";`)
}
