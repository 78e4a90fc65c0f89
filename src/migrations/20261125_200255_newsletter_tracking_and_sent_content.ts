import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "newsletter_link_clicks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"send_id" integer NOT NULL,
  	"url" text NOT NULL,
  	"clicks" integer DEFAULT 0 NOT NULL,
  	"machine_clicks" integer DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_tracking_opens" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_tracking_clicks" boolean DEFAULT false;
  ALTER TABLE "newsletter_sends" ADD COLUMN "content" jsonb;
  ALTER TABLE "newsletter_sends" ADD COLUMN "track_opens" boolean DEFAULT false NOT NULL;
  ALTER TABLE "newsletter_sends" ADD COLUMN "track_clicks" boolean DEFAULT false NOT NULL;
  ALTER TABLE "newsletter_sends" ADD COLUMN "opens" integer DEFAULT 0 NOT NULL;
  ALTER TABLE "newsletter_sends" ADD COLUMN "machine_opens" integer DEFAULT 0 NOT NULL;
  ALTER TABLE "newsletter_link_clicks" ADD CONSTRAINT "newsletter_link_clicks_send_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "newsletter_link_clicks_send_url_idx" ON "newsletter_link_clicks" USING btree ("send_id",md5("url"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "newsletter_link_clicks" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_tracking_opens";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_tracking_clicks";
  ALTER TABLE "newsletter_sends" DROP COLUMN "content";
  ALTER TABLE "newsletter_sends" DROP COLUMN "track_opens";
  ALTER TABLE "newsletter_sends" DROP COLUMN "track_clicks";
  ALTER TABLE "newsletter_sends" DROP COLUMN "opens";
  ALTER TABLE "newsletter_sends" DROP COLUMN "machine_opens";`)
}
