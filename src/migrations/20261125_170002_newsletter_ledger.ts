import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'newsletterSend' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'newsletterSend' BEFORE 'schedulePublish';
  CREATE TABLE "newsletter_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"issue_id" integer NOT NULL,
  	"state" varchar(16) DEFAULT 'scheduled' NOT NULL,
  	"scheduled_for" timestamp(3) with time zone,
  	"recipients" integer DEFAULT 0 NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"reason" text,
  	"resend_of" integer,
  	"lease_owner" varchar(120),
  	"lease_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "newsletter_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"send_id" integer NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"email" varchar(254) NOT NULL,
  	"domain" varchar(254) NOT NULL,
  	"state" varchar(16) DEFAULT 'queued' NOT NULL,
  	"attempts" integer DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"lease_owner" varchar(120),
  	"lease_until" timestamp(3) with time zone,
  	"message_id" varchar(255) NOT NULL,
  	"smtp_response" text,
  	"sent_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "suppressed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "suppression_reason" varchar;
  ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_issue_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_sends_issue_idx" ON "newsletter_sends" USING btree ("issue_id");
  CREATE UNIQUE INDEX "newsletter_sends_one_active_idx" ON "newsletter_sends" USING btree ("issue_id") WHERE "newsletter_sends"."state" in ('scheduled', 'sending', 'paused');
  CREATE UNIQUE INDEX "newsletter_deliveries_send_subscriber_idx" ON "newsletter_deliveries" USING btree ("send_id","subscriber_id");
  CREATE INDEX "newsletter_deliveries_claim_idx" ON "newsletter_deliveries" USING btree ("send_id","state","next_attempt_at");
  CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");
  CREATE INDEX "newsletter_deliveries_sent_at_idx" ON "newsletter_deliveries" USING btree ("sent_at");
  CREATE INDEX "newsletter_deliveries_domain_sent_at_idx" ON "newsletter_deliveries" USING btree ("domain","sent_at");
  CREATE INDEX "newsletter_deliveries_in_flight_idx" ON "newsletter_deliveries" USING btree ("domain") WHERE "newsletter_deliveries"."state" = 'sending';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "newsletter_sends" CASCADE;
  DROP TABLE "newsletter_deliveries" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'newsletterConfirmation', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'newsletterConfirmation', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "suppressed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "suppression_reason";`)
}
