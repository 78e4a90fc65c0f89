import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Data only, no schema change (docs/decisions.md#one-picture).
 * - Vibes: stored in the form normaliseVibe() writes (trimmed, single spaces, lower case), so "Chill"
 *   and "chill" are one filter. Blank becomes NULL.
 * - One picture: Apply Match used to write imageUrl alone, leaving `image` on the older upload that
 *   public reads preferred. imageUrl was therefore the last one applied: re-link `image` to the media
 *   file it names, or unlink it. Rows with an upload but no imageUrl get the upload's URL.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "headstash_submissions"
    SET "vibe" = nullif(lower(regexp_replace(btrim("vibe"), '\\s+', ' ', 'g')), '')
    WHERE "vibe" IS NOT NULL
      AND "vibe" IS DISTINCT FROM nullif(lower(regexp_replace(btrim("vibe"), '\\s+', ' ', 'g')), '');

    UPDATE "headstash_submissions" AS s
    SET "image_url" = '/api/media/file/' || m."filename"
    FROM "media" AS m
    WHERE s."image_id" = m."id" AND nullif(btrim(s."image_url"), '') IS NULL AND m."filename" IS NOT NULL;

    UPDATE "headstash_submissions" AS s
    SET "image_id" = (
      SELECT m."id" FROM "media" AS m
      WHERE m."filename" = substring(s."image_url" FROM '/api/media/file/([^/?#]+)')
      ORDER BY m."id" LIMIT 1
    )
    WHERE s."image_id" IS NOT NULL
      AND s."image_id" IS DISTINCT FROM (
        SELECT m."id" FROM "media" AS m
        WHERE m."filename" = substring(s."image_url" FROM '/api/media/file/([^/?#]+)')
        ORDER BY m."id" LIMIT 1
      );
  `)
}

/** The old vibes' spelling and the stale links are not kept; there is nothing to restore. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
