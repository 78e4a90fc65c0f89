import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'active', 'inactive');
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" "enum_newsletter_subscribers_status" DEFAULT 'active' NOT NULL;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");`)
  // Rows from before double opt-in: their flag becomes the status, and the single opt-in counts as consent
  // given when they subscribed.
  await db.execute(sql`
  UPDATE "newsletter_subscribers" SET "status" = 'inactive' WHERE "is_active" = false;
  UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at" WHERE "confirmed_at" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "newsletter_subscribers_status_idx";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "status";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "source";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_sent_at";
  DROP TYPE "public"."enum_newsletter_subscribers_status";`)
}
