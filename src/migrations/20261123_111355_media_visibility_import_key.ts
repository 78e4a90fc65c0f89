import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "headstash_submissions" ADD COLUMN "import_key" varchar;
  ALTER TABLE "media" ADD COLUMN "public" boolean DEFAULT false;
  CREATE UNIQUE INDEX "headstash_submissions_import_key_idx" ON "headstash_submissions" USING btree ("import_key");
  CREATE INDEX "media_public_idx" ON "media" USING btree ("public");`)
  // Media already used by public content stays public (src/lib/images/visibility.ts keeps it so from
  // now on); everything else, e.g. photos of pending or rejected entries, becomes private.
  await db.execute(sql`
  UPDATE "media" m SET "public" = true WHERE
    EXISTS (SELECT 1 FROM "headstash_submissions" s WHERE s."status" = 'approved' AND (s."image_id" = m."id"
      OR s."image_url" LIKE ANY (ARRAY['%/api/media/file/' || m."filename" || '%', '%/api/media/file/' || m."sizes_card_filename" || '%', '%/api/media/file/' || m."sizes_full_filename" || '%'])))
    OR EXISTS (SELECT 1 FROM "podcast_episodes" e WHERE e."status" = 'published' AND (coalesce(e."main_image", '') || ' ' || coalesce(e."thumbnail_image", '')) LIKE ANY (ARRAY['%/api/media/file/' || m."filename" || '%', '%/api/media/file/' || m."sizes_card_filename" || '%', '%/api/media/file/' || m."sizes_full_filename" || '%']))
    OR EXISTS (SELECT 1 FROM "brand_settings" b WHERE b."value" LIKE ANY (ARRAY['%/api/media/file/' || m."filename" || '%', '%/api/media/file/' || m."sizes_card_filename" || '%', '%/api/media/file/' || m."sizes_full_filename" || '%']))
    OR EXISTS (SELECT 1 FROM "site_settings" g WHERE g."hero_background_image_url" LIKE ANY (ARRAY['%/api/media/file/' || m."filename" || '%', '%/api/media/file/' || m."sizes_card_filename" || '%', '%/api/media/file/' || m."sizes_full_filename" || '%']))
    OR EXISTS (SELECT 1 FROM "strain_stories" t WHERE t."status" = 'published' AND m."id" IN (t."featured_image_id", t."meta_image_id"))
    OR EXISTS (SELECT 1 FROM "culture_drops" c WHERE c."status" = 'published' AND m."id" IN (c."featured_image_id", c."meta_image_id"));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "headstash_submissions_import_key_idx";
  DROP INDEX "media_public_idx";
  ALTER TABLE "headstash_submissions" DROP COLUMN "import_key";
  ALTER TABLE "media" DROP COLUMN "public";`)
}
