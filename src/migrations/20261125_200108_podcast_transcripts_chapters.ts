import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_podcast_episodes_transcripts_format" AS ENUM('vtt', 'srt');
  CREATE TYPE "public"."enum_podcast_episodes_persons_role" AS ENUM('host', 'co-host', 'guest');
  CREATE TYPE "public"."enum__podcast_episodes_v_version_transcripts_format" AS ENUM('vtt', 'srt');
  CREATE TYPE "public"."enum__podcast_episodes_v_version_persons_role" AS ENUM('host', 'co-host', 'guest');
  CREATE TABLE "podcast_episodes_transcripts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"language" varchar,
  	"format" "enum_podcast_episodes_transcripts_format"
  );
  
  CREATE TABLE "podcast_episodes_chapters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_time" numeric,
  	"title" varchar,
  	"image_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "podcast_episodes_persons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_podcast_episodes_persons_role" DEFAULT 'guest',
  	"img_id" integer,
  	"href" varchar
  );
  
  CREATE TABLE "podcast_episodes_soundbites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_time" numeric,
  	"duration" numeric,
  	"title" varchar
  );
  
  CREATE TABLE "_podcast_episodes_v_version_transcripts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"language" varchar,
  	"format" "enum__podcast_episodes_v_version_transcripts_format",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_podcast_episodes_v_version_chapters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_time" numeric,
  	"title" varchar,
  	"image_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_podcast_episodes_v_version_persons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum__podcast_episodes_v_version_persons_role" DEFAULT 'guest',
  	"img_id" integer,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_podcast_episodes_v_version_soundbites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_time" numeric,
  	"duration" numeric,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "podcast_episodes" ADD COLUMN "season_number" numeric;
  ALTER TABLE "podcast_episodes" ADD COLUMN "chapters_file_id" integer;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_season_number" numeric;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_chapters_file_id" integer;
  ALTER TABLE "podcast_episodes_transcripts" ADD CONSTRAINT "podcast_episodes_transcripts_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes_transcripts" ADD CONSTRAINT "podcast_episodes_transcripts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcast_episodes_chapters" ADD CONSTRAINT "podcast_episodes_chapters_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes_chapters" ADD CONSTRAINT "podcast_episodes_chapters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcast_episodes_persons" ADD CONSTRAINT "podcast_episodes_persons_img_id_media_id_fk" FOREIGN KEY ("img_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes_persons" ADD CONSTRAINT "podcast_episodes_persons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcast_episodes_soundbites" ADD CONSTRAINT "podcast_episodes_soundbites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_version_transcripts" ADD CONSTRAINT "_podcast_episodes_v_version_transcripts_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_version_transcripts" ADD CONSTRAINT "_podcast_episodes_v_version_transcripts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_podcast_episodes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_version_chapters" ADD CONSTRAINT "_podcast_episodes_v_version_chapters_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_version_chapters" ADD CONSTRAINT "_podcast_episodes_v_version_chapters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_podcast_episodes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_version_persons" ADD CONSTRAINT "_podcast_episodes_v_version_persons_img_id_media_id_fk" FOREIGN KEY ("img_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_version_persons" ADD CONSTRAINT "_podcast_episodes_v_version_persons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_podcast_episodes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_version_soundbites" ADD CONSTRAINT "_podcast_episodes_v_version_soundbites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_podcast_episodes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "podcast_episodes_transcripts_order_idx" ON "podcast_episodes_transcripts" USING btree ("_order");
  CREATE INDEX "podcast_episodes_transcripts_parent_id_idx" ON "podcast_episodes_transcripts" USING btree ("_parent_id");
  CREATE INDEX "podcast_episodes_transcripts_file_idx" ON "podcast_episodes_transcripts" USING btree ("file_id");
  CREATE INDEX "podcast_episodes_chapters_order_idx" ON "podcast_episodes_chapters" USING btree ("_order");
  CREATE INDEX "podcast_episodes_chapters_parent_id_idx" ON "podcast_episodes_chapters" USING btree ("_parent_id");
  CREATE INDEX "podcast_episodes_chapters_image_idx" ON "podcast_episodes_chapters" USING btree ("image_id");
  CREATE INDEX "podcast_episodes_persons_order_idx" ON "podcast_episodes_persons" USING btree ("_order");
  CREATE INDEX "podcast_episodes_persons_parent_id_idx" ON "podcast_episodes_persons" USING btree ("_parent_id");
  CREATE INDEX "podcast_episodes_persons_img_idx" ON "podcast_episodes_persons" USING btree ("img_id");
  CREATE INDEX "podcast_episodes_soundbites_order_idx" ON "podcast_episodes_soundbites" USING btree ("_order");
  CREATE INDEX "podcast_episodes_soundbites_parent_id_idx" ON "podcast_episodes_soundbites" USING btree ("_parent_id");
  CREATE INDEX "_podcast_episodes_v_version_transcripts_order_idx" ON "_podcast_episodes_v_version_transcripts" USING btree ("_order");
  CREATE INDEX "_podcast_episodes_v_version_transcripts_parent_id_idx" ON "_podcast_episodes_v_version_transcripts" USING btree ("_parent_id");
  CREATE INDEX "_podcast_episodes_v_version_transcripts_file_idx" ON "_podcast_episodes_v_version_transcripts" USING btree ("file_id");
  CREATE INDEX "_podcast_episodes_v_version_chapters_order_idx" ON "_podcast_episodes_v_version_chapters" USING btree ("_order");
  CREATE INDEX "_podcast_episodes_v_version_chapters_parent_id_idx" ON "_podcast_episodes_v_version_chapters" USING btree ("_parent_id");
  CREATE INDEX "_podcast_episodes_v_version_chapters_image_idx" ON "_podcast_episodes_v_version_chapters" USING btree ("image_id");
  CREATE INDEX "_podcast_episodes_v_version_persons_order_idx" ON "_podcast_episodes_v_version_persons" USING btree ("_order");
  CREATE INDEX "_podcast_episodes_v_version_persons_parent_id_idx" ON "_podcast_episodes_v_version_persons" USING btree ("_parent_id");
  CREATE INDEX "_podcast_episodes_v_version_persons_img_idx" ON "_podcast_episodes_v_version_persons" USING btree ("img_id");
  CREATE INDEX "_podcast_episodes_v_version_soundbites_order_idx" ON "_podcast_episodes_v_version_soundbites" USING btree ("_order");
  CREATE INDEX "_podcast_episodes_v_version_soundbites_parent_id_idx" ON "_podcast_episodes_v_version_soundbites" USING btree ("_parent_id");
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_chapters_file_id_media_id_fk" FOREIGN KEY ("chapters_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_chapters_file_id_media_id_fk" FOREIGN KEY ("version_chapters_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "podcast_episodes_chapters_file_idx" ON "podcast_episodes" USING btree ("chapters_file_id");
  CREATE INDEX "_podcast_episodes_v_version_version_chapters_file_idx" ON "_podcast_episodes_v" USING btree ("version_chapters_file_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "podcast_episodes_transcripts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_episodes_chapters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_episodes_persons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_episodes_soundbites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_episodes_v_version_transcripts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_episodes_v_version_chapters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_episodes_v_version_persons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_episodes_v_version_soundbites" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "podcast_episodes_transcripts" CASCADE;
  DROP TABLE "podcast_episodes_chapters" CASCADE;
  DROP TABLE "podcast_episodes_persons" CASCADE;
  DROP TABLE "podcast_episodes_soundbites" CASCADE;
  DROP TABLE "_podcast_episodes_v_version_transcripts" CASCADE;
  DROP TABLE "_podcast_episodes_v_version_chapters" CASCADE;
  DROP TABLE "_podcast_episodes_v_version_persons" CASCADE;
  DROP TABLE "_podcast_episodes_v_version_soundbites" CASCADE;
  ALTER TABLE "podcast_episodes" DROP CONSTRAINT "podcast_episodes_chapters_file_id_media_id_fk";
  
  ALTER TABLE "_podcast_episodes_v" DROP CONSTRAINT "_podcast_episodes_v_version_chapters_file_id_media_id_fk";
  
  DROP INDEX "podcast_episodes_chapters_file_idx";
  DROP INDEX "_podcast_episodes_v_version_version_chapters_file_idx";
  ALTER TABLE "podcast_episodes" DROP COLUMN "season_number";
  ALTER TABLE "podcast_episodes" DROP COLUMN "chapters_file_id";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_season_number";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_chapters_file_id";
  DROP TYPE "public"."enum_podcast_episodes_transcripts_format";
  DROP TYPE "public"."enum_podcast_episodes_persons_role";
  DROP TYPE "public"."enum__podcast_episodes_v_version_transcripts_format";
  DROP TYPE "public"."enum__podcast_episodes_v_version_persons_role";`)
}
