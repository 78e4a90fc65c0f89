import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'submitterDecisionNotice' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'submitterDecisionNotice' BEFORE 'schedulePublish';
  ALTER TABLE "headstash_submissions" ADD COLUMN "possible_duplicate_of_id" integer;
  ALTER TABLE "media" ADD COLUMN "perceptual_hash" varchar;
  ALTER TABLE "headstash_submissions" ADD CONSTRAINT "headstash_submissions_possible_duplicate_of_id_headstash_submissions_id_fk" FOREIGN KEY ("possible_duplicate_of_id") REFERENCES "public"."headstash_submissions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "headstash_submissions_possible_duplicate_of_idx" ON "headstash_submissions" USING btree ("possible_duplicate_of_id");
  CREATE INDEX "media_perceptual_hash_idx" ON "media" USING btree ("perceptual_hash");
  -- Side tables of submitter e-mails (src/lib/moderation/notices.ts): one row per decision told, and
  -- the addresses that asked for no more of them.
  CREATE TABLE "submitter_notices" (
    "submission_id" integer NOT NULL REFERENCES "headstash_submissions"("id") ON DELETE CASCADE,
    "reviewed_at" timestamp(3) with time zone NOT NULL,
    "status" varchar NOT NULL,
    "email" varchar NOT NULL,
    "sent_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("submission_id", "reviewed_at")
  );
  CREATE TABLE "submitter_notice_opt_outs" (
    "email" varchar PRIMARY KEY NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "submitter_notices";
  DROP TABLE "submitter_notice_opt_outs";
  ALTER TABLE "headstash_submissions" DROP CONSTRAINT "headstash_submissions_possible_duplicate_of_id_headstash_submissions_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'newsletterConfirmation', 'newsletterSend', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'newsletterConfirmation', 'newsletterSend', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "headstash_submissions_possible_duplicate_of_idx";
  DROP INDEX "media_perceptual_hash_idx";
  ALTER TABLE "headstash_submissions" DROP COLUMN "possible_duplicate_of_id";
  ALTER TABLE "media" DROP COLUMN "perceptual_hash";`)
}
