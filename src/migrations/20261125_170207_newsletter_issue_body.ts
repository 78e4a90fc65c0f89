import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "newsletter_issues_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_newsletter_issues_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "postal_address" varchar;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletter_issues_v_rels" ADD CONSTRAINT "_newsletter_issues_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_newsletter_issues_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletter_issues_v_rels" ADD CONSTRAINT "_newsletter_issues_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_issues_rels_order_idx" ON "newsletter_issues_rels" USING btree ("order");
  CREATE INDEX "newsletter_issues_rels_parent_idx" ON "newsletter_issues_rels" USING btree ("parent_id");
  CREATE INDEX "newsletter_issues_rels_path_idx" ON "newsletter_issues_rels" USING btree ("path");
  CREATE INDEX "newsletter_issues_rels_media_id_idx" ON "newsletter_issues_rels" USING btree ("media_id");
  CREATE INDEX "_newsletter_issues_v_rels_order_idx" ON "_newsletter_issues_v_rels" USING btree ("order");
  CREATE INDEX "_newsletter_issues_v_rels_parent_idx" ON "_newsletter_issues_v_rels" USING btree ("parent_id");
  CREATE INDEX "_newsletter_issues_v_rels_path_idx" ON "_newsletter_issues_v_rels" USING btree ("path");
  CREATE INDEX "_newsletter_issues_v_rels_media_id_idx" ON "_newsletter_issues_v_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "newsletter_issues_rels" CASCADE;
  DROP TABLE "_newsletter_issues_v_rels" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "postal_address";`)
}
