import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "audit_log" ADD COLUMN "actor_user_id" numeric;
  ALTER TABLE "audit_log" ADD COLUMN "actor_name" varchar;
  CREATE INDEX "audit_log_actor_user_id_idx" ON "audit_log" USING btree ("actor_user_id");
  CREATE INDEX "audit_log_actor_name_idx" ON "audit_log" USING btree ("actor_name");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "audit_log_actor_user_id_idx";
  DROP INDEX "audit_log_actor_name_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  ALTER TABLE "audit_log" DROP COLUMN "actor_user_id";
  ALTER TABLE "audit_log" DROP COLUMN "actor_name";`)
}
