import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { CLOUD_TITLE_SQL } from '../lib/search/database'

// A find's parsed title, stored for ranking searches (generated), then by hand the trigger that keeps
// it, the fill of the rows already there, and the drop of the title index it replaces
// (src/lib/search/database.ts, CLOUD_TITLE_SQL).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "headstash_submissions" ADD COLUMN "title_search" "tsvector";`)
  // Filling the column rewrites the table: about 6 s at 100,000 finds, past the app's statement timeout.
  await db.execute(sql`SET LOCAL statement_timeout = 0`)
  await db.execute(sql.raw(CLOUD_TITLE_SQL))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS headstash_submissions_title_search ON headstash_submissions;
  DROP FUNCTION IF EXISTS headstash_submissions_title_search();
  CREATE INDEX IF NOT EXISTS headstash_submissions_title_search_idx ON headstash_submissions
    USING gin (to_tsvector('simple', coalesce("name", '') || ' ' || coalesce("breeder", ''))) WHERE status = 'approved';
   ALTER TABLE "headstash_submissions" DROP COLUMN "title_search";`)
}
