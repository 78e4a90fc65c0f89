import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { normaliseVibe } from '../lib/submissions/cloud-filters'

/**
 * Data only, no schema change: stored vibes in their canonical spelling ("energy" becomes "energetic"),
 * through the same function every writer uses, so The Cloud's filter stops offering one entry per
 * spelling of a vibe.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute<{ vibe: string }>(
    sql`SELECT DISTINCT "vibe" FROM "headstash_submissions" WHERE "vibe" IS NOT NULL`,
  )
  for (const { vibe } of rows) {
    const canonical = normaliseVibe(vibe) ?? null
    if (canonical === vibe) continue
    await db.execute(sql`UPDATE "headstash_submissions" SET "vibe" = ${canonical} WHERE "vibe" = ${vibe}`)
  }
}

/** The old spellings are not kept; there is nothing to restore. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
