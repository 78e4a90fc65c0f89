import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "newsletter_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" varchar(16) NOT NULL,
  	"provider_event_id" varchar(255) NOT NULL,
  	"type" varchar(16) NOT NULL,
  	"email" varchar(254) NOT NULL,
  	"message_id" varchar(255),
  	"subscriber_id" integer,
  	"delivery_id" integer,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"received_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"detail" text
  );
  
  CREATE TABLE "newsletter_auto_pauses" (
  	"send_id" integer NOT NULL,
  	"kind" varchar(16) NOT NULL,
  	"paused_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"reason" text NOT NULL,
  	CONSTRAINT "newsletter_auto_pauses_pkey" PRIMARY KEY("send_id","kind")
  );
  
  ALTER TABLE "newsletter_events" ADD CONSTRAINT "newsletter_events_subscriber_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_events" ADD CONSTRAINT "newsletter_events_delivery_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_auto_pauses" ADD CONSTRAINT "newsletter_auto_pauses_send_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "newsletter_events_provider_event_idx" ON "newsletter_events" USING btree ("provider","provider_event_id");
  CREATE INDEX "newsletter_events_subscriber_idx" ON "newsletter_events" USING btree ("subscriber_id");
  CREATE INDEX "newsletter_events_delivery_idx" ON "newsletter_events" USING btree ("delivery_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "newsletter_events" CASCADE;
  DROP TABLE "newsletter_auto_pauses" CASCADE;`)
}
