import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Three branches added migrations side by side (issue content, delivery ledger, bounce events); this one
// adds the one piece none of them created — the index bounce reports use to find a delivery by its
// Message-ID — and its snapshot is the whole schema after all three, so the next generated migration
// diffs against the truth.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "newsletter_deliveries_message_id_idx" ON "newsletter_deliveries" USING btree ("message_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "newsletter_deliveries_message_id_idx";`)
}
