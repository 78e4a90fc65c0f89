import { createHmac } from 'node:crypto'

/**
 * Who counts as one contributor in The Cloud's contributor count, over the headstash_submissions
 * columns: name plus e-mail, else name, else e-mail, else the entry itself. Defined once, as the SQL
 * function `headstash_contributor_key` (created with The Cloud's aggregates, see aggregates.ts), which
 * the list query and the aggregate triggers both call.
 */
export const CONTRIBUTOR_KEY_FUNCTION_SQL = `
CREATE OR REPLACE FUNCTION headstash_contributor_key(submitted_by text, submitter_email text, id integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE
    WHEN nullif(trim(submitted_by), '') IS NOT NULL AND nullif(trim(submitter_email), '') IS NOT NULL
      THEN lower(trim(submitted_by)) || '|' || lower(trim(submitter_email))
    WHEN nullif(trim(submitted_by), '') IS NOT NULL THEN lower(trim(submitted_by))
    WHEN nullif(trim(submitter_email), '') IS NOT NULL THEN lower(trim(submitter_email))
    ELSE 'anonymous:' || id::text
  END
$fn$;`

/** A row's contributor identity, in a query over headstash_submissions. */
export const CONTRIBUTOR_KEY_SQL = 'headstash_contributor_key(submitted_by, submitter_email, id)'

/** An opaque, stable key for a contributor: equal for the same person, revealing nothing about them. */
export function opaqueContributorKey(identity: string, secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return createHmac('sha256', `contributor:${secret}`).update(identity).digest('hex').slice(0, 16)
}
