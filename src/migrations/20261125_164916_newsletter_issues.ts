import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__newsletter_issues_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "newsletter_issues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar,
  	"preheader" varchar,
  	"slug" varchar,
  	"body" jsonb,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_newsletter_issues_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_newsletter_issues_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_subject" varchar,
  	"version_preheader" varchar,
  	"version_slug" varchar,
  	"version_body" jsonb,
  	"version_sent_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__newsletter_issues_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_issues_id" integer;
  ALTER TABLE "_newsletter_issues_v" ADD CONSTRAINT "_newsletter_issues_v_parent_id_newsletter_issues_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "newsletter_issues_slug_idx" ON "newsletter_issues" USING btree ("slug");
  CREATE INDEX "newsletter_issues_sent_at_idx" ON "newsletter_issues" USING btree ("sent_at");
  CREATE INDEX "newsletter_issues_updated_at_idx" ON "newsletter_issues" USING btree ("updated_at");
  CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues" USING btree ("created_at");
  CREATE INDEX "newsletter_issues__status_idx" ON "newsletter_issues" USING btree ("_status");
  CREATE INDEX "_newsletter_issues_v_parent_idx" ON "_newsletter_issues_v" USING btree ("parent_id");
  CREATE INDEX "_newsletter_issues_v_version_version_slug_idx" ON "_newsletter_issues_v" USING btree ("version_slug");
  CREATE INDEX "_newsletter_issues_v_version_version_sent_at_idx" ON "_newsletter_issues_v" USING btree ("version_sent_at");
  CREATE INDEX "_newsletter_issues_v_version_version_updated_at_idx" ON "_newsletter_issues_v" USING btree ("version_updated_at");
  CREATE INDEX "_newsletter_issues_v_version_version_created_at_idx" ON "_newsletter_issues_v" USING btree ("version_created_at");
  CREATE INDEX "_newsletter_issues_v_version_version__status_idx" ON "_newsletter_issues_v" USING btree ("version__status");
  CREATE INDEX "_newsletter_issues_v_created_at_idx" ON "_newsletter_issues_v" USING btree ("created_at");
  CREATE INDEX "_newsletter_issues_v_updated_at_idx" ON "_newsletter_issues_v" USING btree ("updated_at");
  CREATE INDEX "_newsletter_issues_v_latest_idx" ON "_newsletter_issues_v" USING btree ("latest");
  CREATE INDEX "_newsletter_issues_v_autosave_idx" ON "_newsletter_issues_v" USING btree ("autosave");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk" FOREIGN KEY ("newsletter_issues_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_issues_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_issues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletter_issues_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_issues" CASCADE;
  DROP TABLE "_newsletter_issues_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk";
  
  DROP INDEX "payload_locked_documents_rels_newsletter_issues_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_issues_id";
  DROP TYPE "public"."enum_newsletter_issues_status";
  DROP TYPE "public"."enum__newsletter_issues_v_version_status";`)
}
