import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "podcast_episodes_status_idx";
  DROP INDEX "_podcast_episodes_v_version_version_status_idx";
  DROP INDEX "changelog_entries_is_public_idx";
  DROP INDEX "_changelog_entries_v_version_version_is_public_idx";
  ALTER TABLE "podcast_episodes" ADD COLUMN "archived" boolean DEFAULT false;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_archived" boolean DEFAULT false;
  CREATE INDEX "podcast_episodes_archived_idx" ON "podcast_episodes" USING btree ("archived");
  CREATE INDEX "_podcast_episodes_v_version_version_archived_idx" ON "_podcast_episodes_v" USING btree ("version_archived");
  -- One publish state: Payload's _status. Each row keeps what visitors saw of it:
  -- episode status 'draft' becomes a draft whatever _status said (it was not public: e.g. seeded Episode 3,
  -- published by _status but draft by status); 'archived' becomes archived = true with _status kept (out
  -- of the listings; a published one is reachable at its address again); 'published' keeps _status.
  -- A changelog entry that was not isPublic becomes a draft (internal). Versions are mapped the same way,
  -- so a restored old version means what it meant.
  UPDATE "podcast_episodes" SET "archived" = ("status" = 'archived');
  UPDATE "podcast_episodes" SET "_status" = 'draft' WHERE "status" = 'draft' OR "status" IS NULL;
  UPDATE "_podcast_episodes_v" SET "version_archived" = ("version_status" = 'archived');
  UPDATE "_podcast_episodes_v" SET "version__status" = 'draft' WHERE "version_status" = 'draft' OR "version_status" IS NULL;
  UPDATE "changelog_entries" SET "_status" = 'draft' WHERE "is_public" IS NOT TRUE;
  UPDATE "_changelog_entries_v" SET "version__status" = 'draft' WHERE "version_is_public" IS NOT TRUE;
  ALTER TABLE "podcast_episodes" DROP COLUMN "status";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_status";
  ALTER TABLE "changelog_entries" DROP COLUMN "is_public";
  ALTER TABLE "_changelog_entries_v" DROP COLUMN "version_is_public";
  DROP TYPE "public"."enum_podcast_episodes_episode_status";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_podcast_episodes_episode_status" AS ENUM('draft', 'published', 'archived');
  DROP INDEX "podcast_episodes_archived_idx";
  DROP INDEX "_podcast_episodes_v_version_version_archived_idx";
  ALTER TABLE "podcast_episodes" ADD COLUMN "status" "enum_podcast_episodes_episode_status" DEFAULT 'draft';
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_status" "enum_podcast_episodes_episode_status" DEFAULT 'draft';
  ALTER TABLE "changelog_entries" ADD COLUMN "is_public" boolean DEFAULT false;
  ALTER TABLE "_changelog_entries_v" ADD COLUMN "version_is_public" boolean DEFAULT false;
  CREATE INDEX "podcast_episodes_status_idx" ON "podcast_episodes" USING btree ("status");
  CREATE INDEX "_podcast_episodes_v_version_version_status_idx" ON "_podcast_episodes_v" USING btree ("version_status");
  CREATE INDEX "changelog_entries_is_public_idx" ON "changelog_entries" USING btree ("is_public");
  CREATE INDEX "_changelog_entries_v_version_version_is_public_idx" ON "_changelog_entries_v" USING btree ("version_is_public");
  -- The two fields again, derived from the one state.
  UPDATE "podcast_episodes" SET "status" = CASE WHEN "_status" = 'published' AND "archived" THEN 'archived' WHEN "_status" = 'published' THEN 'published' ELSE 'draft' END::"enum_podcast_episodes_episode_status";
  UPDATE "_podcast_episodes_v" SET "version_status" = CASE WHEN "version__status" = 'published' AND "version_archived" THEN 'archived' WHEN "version__status" = 'published' THEN 'published' ELSE 'draft' END::"enum_podcast_episodes_episode_status";
  UPDATE "changelog_entries" SET "is_public" = ("_status" = 'published');
  UPDATE "_changelog_entries_v" SET "version_is_public" = ("version__status" = 'published');
  ALTER TABLE "podcast_episodes" DROP COLUMN "archived";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_archived";`)
}
