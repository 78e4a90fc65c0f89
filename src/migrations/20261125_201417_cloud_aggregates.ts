import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { CLOUD_AGGREGATES_SQL } from '../lib/submissions/aggregates'

// The Cloud's maintained aggregates: the tables (generated), then by hand the functions, triggers and
// list indexes Payload's schema cannot describe, filled from the rows already there (aggregates.ts).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cloud_totals" (
  	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
  	"approved" integer DEFAULT 0 NOT NULL,
  	"contributors" integer DEFAULT 0 NOT NULL,
  	"flames_sum" bigint DEFAULT 0 NOT NULL,
  	"flames_1" integer DEFAULT 0 NOT NULL,
  	"flames_2" integer DEFAULT 0 NOT NULL,
  	"flames_3" integer DEFAULT 0 NOT NULL,
  	"flames_4" integer DEFAULT 0 NOT NULL,
  	"flames_5" integer DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "cloud_contributors" (
  	"key" text PRIMARY KEY NOT NULL,
  	"entries" integer NOT NULL
  );
  
  CREATE TABLE "cloud_vibes" (
  	"vibe" text PRIMARY KEY NOT NULL,
  	"entries" integer NOT NULL
  );
  `)
  await db.execute(sql.raw(CLOUD_AGGREGATES_SQL))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS cloud_aggregates_insert ON headstash_submissions;
  DROP TRIGGER IF EXISTS cloud_aggregates_update ON headstash_submissions;
  DROP TRIGGER IF EXISTS cloud_aggregates_delete ON headstash_submissions;
  DROP FUNCTION IF EXISTS cloud_aggregates_insert();
  DROP FUNCTION IF EXISTS cloud_aggregates_update();
  DROP FUNCTION IF EXISTS cloud_aggregates_delete();
  DROP INDEX IF EXISTS headstash_submissions_approved_newest_idx;
  DROP INDEX IF EXISTS headstash_submissions_approved_top_idx;
  DROP INDEX IF EXISTS headstash_submissions_approved_category_idx;
  DROP INDEX IF EXISTS headstash_submissions_approved_vibe_idx;
  DROP FUNCTION IF EXISTS headstash_contributor_key(text, text, integer);
  DROP TABLE "cloud_totals" CASCADE;
  DROP TABLE "cloud_contributors" CASCADE;
  DROP TABLE "cloud_vibes" CASCADE;`)
}
