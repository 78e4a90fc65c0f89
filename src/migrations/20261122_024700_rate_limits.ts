import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The table rate-limiter-flexible's Postgres store expects (src/lib/rate-limit). Created here so every
// instance finds it, instead of each one racing to create it on its first request.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
