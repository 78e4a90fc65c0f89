import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Drafts + versions on episodes and changelog entries, the jobs queue (scheduled publishing) and
// the media's original file name. Trimmed by hand from \`migrate:create\`, whose snapshot predates
// earlier hand-written migrations and re-added their columns. Drafts make required columns nullable
// (a draft may be incomplete); the schema's validation still applies to every publish.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  -- The episode's own status enum keeps its values under a new name: Payload's draft state \`_status\`
  -- takes the old name (both would be "enum_podcast_episodes_status").
  ALTER TYPE "public"."enum_podcast_episodes_status" RENAME TO "enum_podcast_episodes_episode_status";
  CREATE TYPE "public"."enum_podcast_episodes_status" AS ENUM('draft', 'published');
  ALTER TABLE "podcast_episodes" ADD COLUMN "_status" "enum_podcast_episodes_status" DEFAULT 'draft';
  CREATE TYPE "public"."enum__podcast_episodes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_changelog_entries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__changelog_entries_v_version_type" AS ENUM('feature', 'improvement', 'fix', 'breaking', 'announcement');
  CREATE TYPE "public"."enum__changelog_entries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "_podcast_episodes_v" (
  "id" serial PRIMARY KEY NOT NULL,
  "parent_id" integer,
  "version_episode_number" numeric,
  "version_title" varchar,
  "version_slug" varchar,
  "version_descript_embed" varchar,
  "version_audio_file_id" integer,
  "version_audio_url" varchar,
  "version_audio_bytes" numeric,
  "version_audio_duration" numeric,
  "version_short_summary" varchar,
  "version_show_notes_links" varchar,
  "version_cta_newsletter_url" varchar,
  "version_cta_strain_archive_url" varchar DEFAULT '/live-stash',
  "version_main_image" varchar,
  "version_thumbnail_image" varchar,
  "version_publish_date" timestamp(3) with time zone,
  "version_status" "enum_podcast_episodes_episode_status" DEFAULT 'draft',
  "version_meta_title" varchar,
  "version_meta_description" varchar,
  "version_author_id" integer,
  "version_guid" varchar,
  "version_updated_at" timestamp(3) with time zone,
  "version_created_at" timestamp(3) with time zone,
  "version__status" "enum__podcast_episodes_v_version_status" DEFAULT 'draft',
  "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  "latest" boolean,
  "autosave" boolean
  );
  CREATE TABLE "_podcast_episodes_v_texts" (
  "id" serial PRIMARY KEY NOT NULL,
  "order" integer NOT NULL,
  "parent_id" integer NOT NULL,
  "path" varchar NOT NULL,
  "text" varchar
  );
  CREATE TABLE "_changelog_entries_v" (
  "id" serial PRIMARY KEY NOT NULL,
  "parent_id" integer,
  "version_title" varchar,
  "version_description" varchar,
  "version_type" "enum__changelog_entries_v_version_type" DEFAULT 'feature',
  "version_version" varchar,
  "version_is_public" boolean DEFAULT false,
  "version_is_new" boolean DEFAULT true,
  "version_author_id" integer,
  "version_published_at" timestamp(3) with time zone,
  "version_updated_at" timestamp(3) with time zone,
  "version_created_at" timestamp(3) with time zone,
  "version__status" "enum__changelog_entries_v_version_status" DEFAULT 'draft',
  "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  "latest" boolean,
  "autosave" boolean
  );
  CREATE TABLE "payload_jobs_log" (
  "_order" integer NOT NULL,
  "_parent_id" integer NOT NULL,
  "id" varchar PRIMARY KEY NOT NULL,
  "executed_at" timestamp(3) with time zone NOT NULL,
  "completed_at" timestamp(3) with time zone NOT NULL,
  "task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  "task_i_d" varchar NOT NULL,
  "input" jsonb,
  "output" jsonb,
  "state" "enum_payload_jobs_log_state" NOT NULL,
  "error" jsonb
  );
  CREATE TABLE "payload_jobs" (
  "id" serial PRIMARY KEY NOT NULL,
  "input" jsonb,
  "completed_at" timestamp(3) with time zone,
  "total_tried" numeric DEFAULT 0,
  "has_error" boolean DEFAULT false,
  "error" jsonb,
  "task_slug" "enum_payload_jobs_task_slug",
  "queue" varchar DEFAULT 'default',
  "wait_until" timestamp(3) with time zone,
  "processing" boolean DEFAULT false,
  "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "podcast_episodes" ALTER COLUMN "episode_number" DROP NOT NULL;
  ALTER TABLE "podcast_episodes" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "podcast_episodes" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "podcast_episodes" ALTER COLUMN "short_summary" DROP NOT NULL;
  ALTER TABLE "podcast_episodes" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "changelog_entries" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "changelog_entries" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "changelog_entries" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "changelog_entries" ADD COLUMN "_status" "enum_changelog_entries_status" DEFAULT 'draft';
  ALTER TABLE "media" ADD COLUMN "original_filename" varchar;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_parent_id_podcast_episodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_audio_file_id_media_id_fk" FOREIGN KEY ("version_audio_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_texts" ADD CONSTRAINT "_podcast_episodes_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_podcast_episodes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_changelog_entries_v" ADD CONSTRAINT "_changelog_entries_v_parent_id_changelog_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."changelog_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_changelog_entries_v" ADD CONSTRAINT "_changelog_entries_v_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_podcast_episodes_v_parent_idx" ON "_podcast_episodes_v" USING btree ("parent_id");
  CREATE INDEX "_podcast_episodes_v_version_version_episode_number_idx" ON "_podcast_episodes_v" USING btree ("version_episode_number");
  CREATE INDEX "_podcast_episodes_v_version_version_slug_idx" ON "_podcast_episodes_v" USING btree ("version_slug");
  CREATE INDEX "_podcast_episodes_v_version_version_audio_file_idx" ON "_podcast_episodes_v" USING btree ("version_audio_file_id");
  CREATE INDEX "_podcast_episodes_v_version_version_publish_date_idx" ON "_podcast_episodes_v" USING btree ("version_publish_date");
  CREATE INDEX "_podcast_episodes_v_version_version_status_idx" ON "_podcast_episodes_v" USING btree ("version_status");
  CREATE INDEX "_podcast_episodes_v_version_version_author_idx" ON "_podcast_episodes_v" USING btree ("version_author_id");
  CREATE INDEX "_podcast_episodes_v_version_version_guid_idx" ON "_podcast_episodes_v" USING btree ("version_guid");
  CREATE INDEX "_podcast_episodes_v_version_version_updated_at_idx" ON "_podcast_episodes_v" USING btree ("version_updated_at");
  CREATE INDEX "_podcast_episodes_v_version_version_created_at_idx" ON "_podcast_episodes_v" USING btree ("version_created_at");
  CREATE INDEX "_podcast_episodes_v_version_version__status_idx" ON "_podcast_episodes_v" USING btree ("version__status");
  CREATE INDEX "_podcast_episodes_v_created_at_idx" ON "_podcast_episodes_v" USING btree ("created_at");
  CREATE INDEX "_podcast_episodes_v_updated_at_idx" ON "_podcast_episodes_v" USING btree ("updated_at");
  CREATE INDEX "_podcast_episodes_v_latest_idx" ON "_podcast_episodes_v" USING btree ("latest");
  CREATE INDEX "_podcast_episodes_v_autosave_idx" ON "_podcast_episodes_v" USING btree ("autosave");
  CREATE INDEX "_podcast_episodes_v_texts_order_parent" ON "_podcast_episodes_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_changelog_entries_v_parent_idx" ON "_changelog_entries_v" USING btree ("parent_id");
  CREATE INDEX "_changelog_entries_v_version_version_is_public_idx" ON "_changelog_entries_v" USING btree ("version_is_public");
  CREATE INDEX "_changelog_entries_v_version_version_author_idx" ON "_changelog_entries_v" USING btree ("version_author_id");
  CREATE INDEX "_changelog_entries_v_version_version_updated_at_idx" ON "_changelog_entries_v" USING btree ("version_updated_at");
  CREATE INDEX "_changelog_entries_v_version_version_created_at_idx" ON "_changelog_entries_v" USING btree ("version_created_at");
  CREATE INDEX "_changelog_entries_v_version_version__status_idx" ON "_changelog_entries_v" USING btree ("version__status");
  CREATE INDEX "_changelog_entries_v_created_at_idx" ON "_changelog_entries_v" USING btree ("created_at");
  CREATE INDEX "_changelog_entries_v_updated_at_idx" ON "_changelog_entries_v" USING btree ("updated_at");
  CREATE INDEX "_changelog_entries_v_latest_idx" ON "_changelog_entries_v" USING btree ("latest");
  CREATE INDEX "_changelog_entries_v_autosave_idx" ON "_changelog_entries_v" USING btree ("autosave");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "podcast_episodes__status_idx" ON "podcast_episodes" USING btree ("_status");
  CREATE INDEX "changelog_entries__status_idx" ON "changelog_entries" USING btree ("_status");
  CREATE INDEX "media_original_filename_idx" ON "media" USING btree ("original_filename");
  -- Every existing row was saved (not drafted): it is the published version; \`status\`/\`isPublic\` still
  -- decide whether the public sees it.
  UPDATE "podcast_episodes" SET "_status" = 'published';
  UPDATE "changelog_entries" SET "_status" = 'published';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "_podcast_episodes_v_texts" CASCADE;
  DROP TABLE "_podcast_episodes_v" CASCADE;
  DROP TABLE "_changelog_entries_v" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP INDEX IF EXISTS "media_original_filename_idx";
  ALTER TABLE "media" DROP COLUMN "original_filename";
  ALTER TABLE "podcast_episodes" DROP COLUMN "_status";
  ALTER TABLE "changelog_entries" DROP COLUMN "_status";
  DROP TYPE "public"."enum_podcast_episodes_status";
  ALTER TYPE "public"."enum_podcast_episodes_episode_status" RENAME TO "enum_podcast_episodes_status";
  DROP TYPE "public"."enum__podcast_episodes_v_version_status";
  DROP TYPE "public"."enum_changelog_entries_status";
  DROP TYPE "public"."enum__changelog_entries_v_version_type";
  DROP TYPE "public"."enum__changelog_entries_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  ALTER TABLE "podcast_episodes" ALTER COLUMN "episode_number" SET NOT NULL;
  ALTER TABLE "podcast_episodes" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "podcast_episodes" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "podcast_episodes" ALTER COLUMN "short_summary" SET NOT NULL;
  ALTER TABLE "podcast_episodes" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "changelog_entries" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "changelog_entries" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "changelog_entries" ALTER COLUMN "type" SET NOT NULL;
  `)
}
