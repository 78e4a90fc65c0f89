import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Schema snapshot only: the branches merged together (moderation, audit log, newsletter tracking,
// podcast transcripts and downloads, claims, The Cloud's aggregates) each created their own tables and
// columns in their migrations; this file's JSON records the combined schema, so the next
// `npm run migrate:create` compares against all of it and finds no change.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
