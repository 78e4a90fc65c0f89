import { sql } from '@payloadcms/db-postgres'
import type { Where } from 'payload'

/** What the public may read of HeadstashSubmissions: the collection's read access (approved only). */
export const PUBLIC_SUBMISSIONS_WHERE: Where = { status: { equals: 'approved' } }

/**
 * The same rule in SQL, for the aggregates the Local API cannot compute (counts, averages, distinct
 * contributors). Every raw query over headstash_submissions that answers the public uses it.
 */
export const APPROVED_SUBMISSIONS_SQL = sql`status = 'approved'`
