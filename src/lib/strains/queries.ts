import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { StrainSubmission } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { PUBLIC_READ } from '@/access'
import { readOnlyDatabase } from '../db/replicas'
import { STRAIN_DOCUMENT } from '../search/database'
import { countZeroResultSearch } from '../search/misses'
import { highlightRuns, HIGHLIGHT_START, HIGHLIGHT_STOP } from '../search/rules'
import { normaliseSearch } from '../search/text'

/** The strain cloud lists every submitted strain at once (no review step) but never the submitter's e-mail. */
export type PublicStrain = Pick<
  StrainSubmission,
  | 'id'
  | 'strainName'
  | 'strainType'
  | 'submitterName'
  | 'description'
  | 'effects'
  | 'thcContent'
  | 'cbdContent'
  | 'terpenes'
  | 'growInfo'
  | 'personalStory'
  | 'createdAt'
>

export const STRAINS_MAX_PAGE_SIZE = 500

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`

/** Fields of a strain that a search highlights: what its card shows. */
export const STRAIN_HIGHLIGHT_FIELDS = ['strainName', 'submitterName', 'description'] as const
type StrainHighlightField = (typeof STRAIN_HIGHLIGHT_FIELDS)[number]

/** A strain in a search's answer: the public strain plus its marked matches (see highlightRuns). */
export type FoundStrain = PublicStrain & { highlights?: Partial<Record<StrainHighlightField, string[]>> }

/**
 * The strain cloud's search (the same rules as The Cloud's, src/lib/search): web-search syntax, typos
 * forgiven in strain and contributor names, best match first (ts_rank, then newest), at most
 * STRAINS_MAX_PAGE_SIZE, each with its highlighted fields. A search that finds nothing is counted.
 */
export async function searchStrains(payload: Payload, text: string | null | undefined): Promise<FoundStrain[]> {
  const q = normaliseSearch(text)
  if (!q) return []
  const { rows } = await readOnlyDatabase(payload).execute<{
    id: number
    strainName: string | null
    submitterName: string | null
    description: string | null
  }>(sql`
    WITH query AS MATERIALIZED (SELECT search_tsquery('strains', ${q}) AS tsq)
    SELECT "id",
      ts_headline('simple', "strain_name", (SELECT tsq FROM query), ${HEADLINE_OPTIONS}) AS "strainName",
      ts_headline('simple', "submitter_name", (SELECT tsq FROM query), ${HEADLINE_OPTIONS}) AS "submitterName",
      ts_headline('simple', "description", (SELECT tsq FROM query), ${HEADLINE_OPTIONS}) AS "description"
    FROM "strain_submissions" WHERE ${sql.raw(STRAIN_DOCUMENT)} @@ (SELECT tsq FROM query)
    ORDER BY ts_rank(${sql.raw(STRAIN_DOCUMENT)}, (SELECT tsq FROM query)) DESC, "created_at" DESC, "id" DESC
    LIMIT ${STRAINS_MAX_PAGE_SIZE}`)
  if (!rows.length) {
    countZeroResultSearch(payload, 'strains', q)
    return []
  }
  const { docs } = await payload.find({
    collection: 'strain-entries',
    where: { id: { in: rows.map((row) => row.id) } },
    pagination: false,
    depth: 0,
    ...PUBLIC_READ,
  })
  const byId = new Map(docs.map((doc) => [doc.id, toPublicStrain(doc)]))
  return rows.flatMap((row) => {
    const strain = byId.get(Number(row.id))
    if (!strain) return []
    const found = STRAIN_HIGHLIGHT_FIELDS.flatMap((field) => {
      const runs = highlightRuns(row[field], strain[field])
      return runs ? [[field, runs] as const] : []
    })
    return [found.length ? { ...strain, highlights: Object.fromEntries(found) } : strain]
  })
}

export const toPublicStrain = (doc: StrainSubmission): PublicStrain => ({
  id: doc.id,
  strainName: doc.strainName,
  strainType: doc.strainType,
  submitterName: doc.submitterName,
  description: doc.description,
  effects: doc.effects ?? null,
  thcContent: doc.thcContent ?? null,
  cbdContent: doc.cbdContent ?? null,
  terpenes: doc.terpenes ?? null,
  growInfo: doc.growInfo ?? null,
  personalStory: doc.personalStory ?? null,
  createdAt: doc.createdAt,
})

export async function listStrains(payload: Payload, { page = 1, limit = STRAINS_MAX_PAGE_SIZE } = {}) {
  const result = await payload.find({
    collection: 'strain-entries',
    sort: '-createdAt',
    page: Math.max(1, Math.floor(page) || 1),
    limit: Math.min(STRAINS_MAX_PAGE_SIZE, Math.max(1, Math.floor(limit) || STRAINS_MAX_PAGE_SIZE)),
    depth: 0,
    ...PUBLIC_READ,
  })
  const { rows } = await readOnlyDatabase(payload).execute<{ strains: number; contributors: number }>(sql`
    SELECT count(*)::int AS strains, count(DISTINCT lower(trim(submitter_name)))::int AS contributors
    FROM strain_submissions`)
  return {
    submissions: result.docs.map(toPublicStrain),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
    hasNextPage: result.hasNextPage,
    stats: { strains: Number(rows[0]?.strains ?? 0), contributors: Number(rows[0]?.contributors ?? 0) },
  }
}

export const readStrains = cachedRead(
  async (page: number, limit: number) => listStrains(await getPayloadClient(), { page, limit }),
  'strains',
  [CACHE_TAGS.strains],
)
