import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Indexes for the staff lists at 100,000 finds and 100,000 subscribers (docs/decisions.md#scale), found
 * by tests/int/scale-explain.int.test.ts and `npm run bench:scale`. Written by hand: trigram indexes and
 * sort orders are nothing Payload's schema describes.
 * - The board's search (`like` on name, breeder, submitter and place) and the subscriber list's search (on
 *   the address) are `ILIKE '%text%'`, which only a trigram index serves: without one, the page and its
 *   count read every row.
 * - Payload's list views sort by any column a user clicks, with created_at as the tie-breaker: the
 *   flames, name and submitter columns get an index in that order (read backwards for the other direction).
 * - The subscriber list and its status tabs: one status, newest first, a page at a time.
 * - The review-time sentence on The Cloud and /wiyhs (src/lib/moderation/health.ts) reads the decisions of
 *   the last 30 days on every render after a moderation decision: without an index on reviewed_at that
 *   was a scan of every find, the slowest statement of /the-cloud at 100,000 finds.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "headstash_submissions_name_trgm_idx" ON "headstash_submissions" USING gin ("name" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "headstash_submissions_breeder_trgm_idx" ON "headstash_submissions" USING gin ("breeder" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "headstash_submissions_submitted_by_trgm_idx" ON "headstash_submissions" USING gin ("submitted_by" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "headstash_submissions_location_trgm_idx" ON "headstash_submissions" USING gin ("location" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "headstash_submissions_flames_created_at_idx" ON "headstash_submissions" ("flames", "created_at");
    CREATE INDEX IF NOT EXISTS "headstash_submissions_name_created_at_idx" ON "headstash_submissions" ("name", "created_at");
    CREATE INDEX IF NOT EXISTS "headstash_submissions_submitted_by_created_at_idx" ON "headstash_submissions" ("submitted_by", "created_at");
    CREATE INDEX IF NOT EXISTS "newsletter_subscribers_email_trgm_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "newsletter_subscribers_status_subscribed_at_idx" ON "newsletter_subscribers" ("status", "subscribed_at" DESC, "id" DESC);
    CREATE INDEX IF NOT EXISTS "headstash_submissions_decided_reviewed_at_idx" ON "headstash_submissions" ("reviewed_at") WHERE "status" IN ('approved', 'rejected');
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // pg_trgm stays: other indexes (the public search's) may use it.
  await db.execute(sql`
    DROP INDEX IF EXISTS "headstash_submissions_name_trgm_idx";
    DROP INDEX IF EXISTS "headstash_submissions_breeder_trgm_idx";
    DROP INDEX IF EXISTS "headstash_submissions_submitted_by_trgm_idx";
    DROP INDEX IF EXISTS "headstash_submissions_location_trgm_idx";
    DROP INDEX IF EXISTS "headstash_submissions_flames_created_at_idx";
    DROP INDEX IF EXISTS "headstash_submissions_name_created_at_idx";
    DROP INDEX IF EXISTS "headstash_submissions_submitted_by_created_at_idx";
    DROP INDEX IF EXISTS "newsletter_subscribers_email_trgm_idx";
    DROP INDEX IF EXISTS "newsletter_subscribers_status_subscribed_at_idx";
    DROP INDEX IF EXISTS "headstash_submissions_decided_reviewed_at_idx";
  `)
}
