import { sql } from '@payloadcms/db-postgres'

/**
 * Every public Local API read spreads this: no user and `overrideAccess: false`, so the collection's own
 * read access (approved only, published only, active only) decides what the public may see, and a reader
 * that forgets its own filter still cannot leak a pending entry. Field-level read access (e-mails, review
 * notes) and the afterRead masking ("Anonymous") then apply as for any anonymous visitor.
 */
export const PUBLIC_READ = { overrideAccess: false, user: null } as const

/**
 * The one SQL form of HeadstashSubmissions' public read rule (`adminOrWhere({ status: approved })`), for
 * the aggregates the Local API cannot compute (counts, averages, distinct contributors).
 */
export const APPROVED_SUBMISSIONS_SQL = sql`status = 'approved'`
