import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { SearchScope } from './rules'

/** Distinct texts kept at most: past this, only texts already counted count on. */
export const SEARCH_MISSES_MAX_ROWS = 5_000
/** Counting writes in flight at most per process: under a burst the rest are dropped, never queued. */
const MAX_IN_FLIGHT = 4

let inFlight = 0

/**
 * Counts a search that found nothing: the normalised text (the caller's), its scope and when, nothing
 * about who searched. Never awaited and never failing the search: one upsert, dropped when MAX_IN_FLIGHT
 * are already under way, and new texts stop being added at SEARCH_MISSES_MAX_ROWS (what visitors can type
 * is unbounded; the table is not).
 */
export function countZeroResultSearch(payload: Payload, scope: SearchScope, query: string): void {
  if (inFlight >= MAX_IN_FLIGHT) return
  inFlight++
  payload.db.drizzle
    .execute(
      sql`INSERT INTO search_misses AS m (query, scope, searches, last_searched_at, updated_at, created_at)
        SELECT ${query}, ${scope}::enum_search_misses_scope, 1, now(), now(), now()
        WHERE EXISTS (SELECT 1 FROM search_misses WHERE scope = ${scope} AND query = ${query})
          OR (SELECT count(*) FROM (SELECT 1 FROM search_misses LIMIT ${SEARCH_MISSES_MAX_ROWS}) kept) < ${SEARCH_MISSES_MAX_ROWS}
        ON CONFLICT (scope, query) DO UPDATE SET searches = m.searches + 1, last_searched_at = now(), updated_at = now()`,
    )
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'Could not count a search without results'))
    .finally(() => {
      inFlight--
    })
}
