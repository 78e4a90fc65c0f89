import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_podcast_category" AS ENUM('Arts', 'Business', 'Comedy', 'Education', 'Health and Fitness', 'Leisure', 'News', 'Science', 'Society and Culture', 'Technology');
  ALTER TABLE "podcast_episodes" ADD COLUMN "audio_file_id" integer;
  ALTER TABLE "podcast_episodes" ADD COLUMN "audio_bytes" numeric;
  ALTER TABLE "podcast_episodes" ADD COLUMN "audio_duration" numeric;
  ALTER TABLE "podcast_episodes" ADD COLUMN "guid" varchar;
  -- Existing episodes get their stable feed guid now; new ones get it from the collection hook.
  UPDATE "podcast_episodes" SET "guid" = gen_random_uuid()::text WHERE "guid" IS NULL;
  ALTER TABLE "media" ADD COLUMN "duration" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "podcast_title" varchar DEFAULT 'Herban Conversations';
  ALTER TABLE "site_settings" ADD COLUMN "podcast_description" varchar DEFAULT 'Long-form talks with the growers, hash makers, budtenders and legacy operators who built cannabis culture, and the ones carrying it forward.';
  ALTER TABLE "site_settings" ADD COLUMN "podcast_author" varchar DEFAULT 'Headstash';
  ALTER TABLE "site_settings" ADD COLUMN "podcast_owner_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "podcast_owner_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "podcast_language" varchar DEFAULT 'en-us';
  ALTER TABLE "site_settings" ADD COLUMN "podcast_category" "enum_site_settings_podcast_category" DEFAULT 'Society and Culture';
  ALTER TABLE "site_settings" ADD COLUMN "podcast_explicit" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "podcast_locked" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "podcast_artwork_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "podcast_listen_on_apple" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "podcast_listen_on_spotify" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "podcast_listen_on_youtube_music" varchar;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_audio_file_id_media_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_podcast_artwork_id_media_id_fk" FOREIGN KEY ("podcast_artwork_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "podcast_episodes_audio_file_idx" ON "podcast_episodes" USING btree ("audio_file_id");
  CREATE UNIQUE INDEX "podcast_episodes_guid_idx" ON "podcast_episodes" USING btree ("guid");
  CREATE INDEX "site_settings_podcast_podcast_artwork_idx" ON "site_settings" USING btree ("podcast_artwork_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "podcast_episodes" DROP CONSTRAINT "podcast_episodes_audio_file_id_media_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_podcast_artwork_id_media_id_fk";
  
  DROP INDEX "podcast_episodes_audio_file_idx";
  DROP INDEX "podcast_episodes_guid_idx";
  DROP INDEX "site_settings_podcast_podcast_artwork_idx";
  ALTER TABLE "podcast_episodes" DROP COLUMN "audio_file_id";
  ALTER TABLE "podcast_episodes" DROP COLUMN "audio_bytes";
  ALTER TABLE "podcast_episodes" DROP COLUMN "audio_duration";
  ALTER TABLE "podcast_episodes" DROP COLUMN "guid";
  ALTER TABLE "media" DROP COLUMN "duration";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_title";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_description";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_author";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_owner_name";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_owner_email";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_language";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_category";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_explicit";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_locked";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_artwork_id";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_listen_on_apple";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_listen_on_spotify";
  ALTER TABLE "site_settings" DROP COLUMN "podcast_listen_on_youtube_music";
  DROP TYPE "public"."enum_site_settings_podcast_category";`)
}
