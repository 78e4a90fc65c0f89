import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { SEARCH_SQL } from '../lib/search/database'

// Search that forgives: the zero-result counter and the vocabulary table (generated), then by hand
// pg_trgm, the typo functions, the vocabulary triggers and the strain cloud's full-text index
// (src/lib/search/database.ts), with the vocabulary filled from the rows already there.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_misses_scope" AS ENUM('cloud', 'strains');
  CREATE TABLE "search_misses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"scope" "enum_search_misses_scope" NOT NULL,
  	"searches" numeric DEFAULT 1 NOT NULL,
  	"last_searched_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_words" (
  	"scope" text NOT NULL,
  	"word" text NOT NULL,
  	CONSTRAINT "search_words_scope_word_pk" PRIMARY KEY("scope","word")
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_misses_id" integer;
  CREATE INDEX "search_misses_searches_idx" ON "search_misses" USING btree ("searches");
  CREATE INDEX "search_misses_updated_at_idx" ON "search_misses" USING btree ("updated_at");
  CREATE INDEX "search_misses_created_at_idx" ON "search_misses" USING btree ("created_at");
  CREATE UNIQUE INDEX "scope_query_idx" ON "search_misses" USING btree ("scope","query");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_misses_fk" FOREIGN KEY ("search_misses_id") REFERENCES "public"."search_misses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_misses_id_idx" ON "payload_locked_documents_rels" USING btree ("search_misses_id");`)
  await db.execute(sql.raw(SEARCH_SQL))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS search_words_cloud_insert ON headstash_submissions;
  DROP TRIGGER IF EXISTS search_words_cloud_update ON headstash_submissions;
  DROP TRIGGER IF EXISTS search_words_strains_insert ON strain_submissions;
  DROP TRIGGER IF EXISTS search_words_strains_update ON strain_submissions;
  DROP FUNCTION IF EXISTS search_words_cloud_insert(), search_words_cloud_update(), search_words_strains_insert(),
    search_words_strains_update(), search_tsquery(text, text), search_corrections(text, text), search_typo_budget(text, text),
    search_typo_distance(text, text, integer);
  DROP INDEX IF EXISTS strain_submissions_search_idx;
  DROP INDEX IF EXISTS headstash_submissions_title_search_idx;
   ALTER TABLE "search_misses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_words" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_misses" CASCADE;
  DROP TABLE "search_words" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_misses_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_misses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_misses_id";
  DROP TYPE "public"."enum_search_misses_scope";`)
}
