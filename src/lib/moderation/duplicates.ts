/**
 * Possible duplicates in the review queue: an entry is flagged when an earlier entry that was not
 * rejected has nearly the same photo (perceptual hashes at most SAME_PHOTO_MAX_DISTANCE bits apart) or
 * the same product name and breeder once case, spaces and punctuation are ignored ("Gelato #33" and
 * "gelato 33"). Rejected entries never count: turning down the first copy must not taint the next.
 */
import type { SqlRunner } from '../audit/record'
import { SAME_PHOTO_MAX_DISTANCE } from '../images/perceptual-hash'

/** The one normalisation of names, applied in SQL to both sides of the comparison. */
const normalised = (expression: string) => `regexp_replace(lower(coalesce(${expression}, '')), '[^[:alnum:]]+', '', 'g')`

/** A 16-hex-digit hash as 64 bits, for the XOR and bit count. */
const bits = (expression: string) => `('x' || ${expression})::bit(64)`

export interface DuplicateProbe {
  /** The entry itself on an update (only earlier entries count); undefined for a new one. */
  id?: number
  name: string
  breeder: string | null | undefined
  imageId: number | null
}

/** The earliest other entry this one may duplicate, or null. */
export async function findPossibleDuplicate(run: SqlRunner, probe: DuplicateProbe): Promise<number | null> {
  const { rows } = await run(
    `WITH probe AS (
       SELECT ${normalised('$1::text')} AS name_key, ${normalised('$2::text')} AS breeder_key,
              (SELECT "perceptual_hash" FROM "media" WHERE "id" = $3::int AND "perceptual_hash" ~ '^[0-9a-f]{16}$') AS hash
     )
     SELECT s."id" FROM "headstash_submissions" s
       CROSS JOIN probe
       LEFT JOIN "media" m ON m."id" = s."image_id" AND m."perceptual_hash" ~ '^[0-9a-f]{16}$'
      WHERE s."status" <> 'rejected'
        AND ($4::int IS NULL OR s."id" < $4::int)
        AND (
          (${normalised('s."name"')} = probe.name_key AND ${normalised('s."breeder"')} = probe.breeder_key AND probe.name_key <> '')
          OR (probe.hash IS NOT NULL AND bit_count(${bits('m."perceptual_hash"')} # ${bits('probe.hash')}) <= $5)
        )
      ORDER BY s."id"
      LIMIT 1`,
    [probe.name, probe.breeder ?? null, probe.imageId, probe.id ?? null, SAME_PHOTO_MAX_DISTANCE],
  )
  return rows[0] ? Number(rows[0].id) : null
}
