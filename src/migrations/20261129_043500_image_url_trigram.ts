import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Which finds use a media file (src/lib/images/visibility.ts) asks for the file's id or its address
 * inside imageUrl (`ILIKE '%/api/media/file/<name>%'`), on every read of media with a find in the
 * staff list. Only a trigram index serves a `%text%` match; with it, the OR of both is a bitmap over two
 * indexes instead of a read of every find (tests/int/scale-explain.int.test.ts). Written by hand:
 * trigram indexes are nothing Payload's schema describes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "headstash_submissions_image_url_trgm_idx" ON "headstash_submissions" USING gin ("image_url" gin_trgm_ops);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "headstash_submissions_image_url_trgm_idx";`)
}
