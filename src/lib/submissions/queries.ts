import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { HeadstashSubmission, HeadstashSubmissionsSelect, Media } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { type CloudFilters, normaliseCategory, normaliseSearch, normaliseSort, normaliseVibe } from './cloud-filters'
import { CLOUD_DOCUMENT } from '../search/database'
import { highlightRuns, HIGHLIGHT_START, HIGHLIGHT_STOP } from '../search/rules'
import { countZeroResultSearch } from '../search/misses'
import { FLAMES_MAX, FLAMES_MIN } from './options'
import { getPayloadClient } from '../payload'
import { PUBLIC_READ } from '@/access'
import { APPROVED_SUBMISSIONS_SQL } from './access'
import { CONTRIBUTOR_KEY_SQL, opaqueContributorKey } from './contributors'
import { readOnlyDatabase } from '../db/replicas'

export const SUBMISSIONS_PAGE_SIZE = 24
export const SUBMISSIONS_MAX_PAGE_SIZE = 100

export interface SubmissionFilters {
  category?: string
  vibe?: string
  /**
   * Search text (web-search syntax: "phrases", -exclusions, or), matched against name, breeder, flavor
   * notes, effects, vibe and location, forgiving typos in names and breeders; results come best match first.
   */
  q?: string
  /** 'newest' (default; best match first while searching) or 'top' (most flames first, then newest). */
  sort?: string
  page?: number
  limit?: number
}

/** What the public may know of an approved submission: no e-mail, no review notes, no reviewer. */
export interface PublicSubmission {
  id: number
  status: 'approved'
  category: HeadstashSubmission['category']
  name: string
  genetics: string | null
  breeder: string | null
  rosinType: string | null
  extractionMethod: string | null
  edibleType: string | null
  thcContent: string | null
  cbdContent: string | null
  whereAcquired: string
  flavorNotes: string | null
  vibe: string | null
  effects: string | null
  flames: number
  imageUrl: string | null
  thumbnailUrl: string | null
  submittedBy: string
  displayName: boolean
  location: string
  contributorKey: string
  createdAt: string
  /**
   * Only in answers to a search: the searched fields that hold a match, each as alternating runs of text,
   * plain at even positions and matched at odd ones (see highlightRuns).
   */
  highlights?: Partial<Record<HighlightField, string[]>>
}

/** Fields of a find that a search highlights (what a card shows of the searched text). */
export const HIGHLIGHT_FIELDS = ['name', 'breeder', 'flavorNotes', 'effects', 'location'] as const
export type HighlightField = (typeof HIGHLIGHT_FIELDS)[number]
const HIGHLIGHT_COLUMNS: Record<HighlightField, string> = {
  name: 'name',
  breeder: 'breeder',
  flavorNotes: 'flavor_notes',
  effects: 'effects',
  location: 'location',
}

/** How many matches of the current view fall in each category, vibe and flame level (see facetsSql). */
export interface SearchFacets {
  category: Record<string, number>
  vibe: Record<string, number>
  flames: Record<string, number>
}

export interface SubmissionStats {
  totalEntries: number
  filteredResults: number
  contributors: number
  /** Mean flames of all approved entries, one decimal, 0 when there are none. */
  averageRating: number
  /** Rounded percentage of approved entries at each flame level 1..5. */
  flamePercentages: Record<number, number>
  vibes: string[]
}

export const normaliseFilters = (filters: SubmissionFilters) => ({
  category: normaliseCategory(filters.category),
  vibe: normaliseVibe(filters.vibe),
  q: normaliseSearch(filters.q),
  sort: normaliseSort(filters.sort),
  page: Math.max(1, Math.floor(filters.page ?? 1) || 1),
  limit: Math.min(SUBMISSIONS_MAX_PAGE_SIZE, Math.max(1, Math.floor(filters.limit ?? SUBMISSIONS_PAGE_SIZE) || SUBMISSIONS_PAGE_SIZE)),
})

/**
 * The columns a public read fetches: what PublicSubmission publishes (the contributor's name with
 * displayName, which its mask reads) and the picture (read whole: its addresses are computed from its
 * file names, and in S3 mode from the storage's own fields). Never the e-mail, the review or
 * the import key; and a page of 24 finds costs Payload a third less work than reading whole documents.
 */
const PUBLIC_SELECT = {
  category: true,
  name: true,
  genetics: true,
  breeder: true,
  rosinType: true,
  extractionMethod: true,
  edibleType: true,
  thcContent: true,
  cbdContent: true,
  whereAcquired: true,
  flavorNotes: true,
  vibe: true,
  effects: true,
  flames: true,
  image: true,
  imageUrl: true,
  submittedBy: true,
  displayName: true,
  location: true,
  createdAt: true,
} as const satisfies HeadstashSubmissionsSelect<true>

type PublicDocument = Pick<HeadstashSubmission, 'id' | keyof typeof PUBLIC_SELECT>

function toPublicSubmission(doc: PublicDocument, identity: string): PublicSubmission {
  const media = typeof doc.image === 'object' && doc.image ? (doc.image as Media) : null
  return {
    id: doc.id,
    status: 'approved',
    category: doc.category,
    name: doc.name,
    genetics: doc.genetics ?? null,
    breeder: doc.breeder ?? null,
    rosinType: doc.rosinType ?? null,
    extractionMethod: doc.extractionMethod ?? null,
    edibleType: doc.edibleType ?? null,
    thcContent: doc.thcContent ?? null,
    cbdContent: doc.cbdContent ?? null,
    whereAcquired: doc.whereAcquired,
    flavorNotes: doc.flavorNotes ?? null,
    vibe: doc.vibe ?? null,
    effects: doc.effects ?? null,
    flames: doc.flames,
    imageUrl: media?.sizes?.full?.url ?? media?.url ?? doc.imageUrl ?? null,
    thumbnailUrl: media?.sizes?.card?.url ?? media?.url ?? doc.imageUrl ?? null,
    // The collection's afterRead hook has already replaced the name with "Anonymous" where asked.
    submittedBy: doc.submittedBy,
    displayName: doc.displayName !== false,
    location: doc.location,
    contributorKey: opaqueContributorKey(identity),
    createdAt: doc.createdAt,
  }
}

/**
 * The text a search looks through. This must stay the very expression of the GIN index created by
 * migration 20261123_160000_cloud_search, or Postgres cannot use the index. 'simple' (no stemming, no
 * stop words) because names, breeders and places are proper nouns; terms match as prefixes instead.
 */
const SEARCH_DOCUMENT_SQL = sql.raw(CLOUD_DOCUMENT)

/** The search as a tsquery, computed once per statement (an InitPlan) so the GIN index can use it. */
const searchQuerySql = (q: string) => sql`(SELECT search_tsquery('cloud', ${q}))`

/**
 * The visitor's filters as a condition on approved rows (TRUE when there are none). The category is
 * compared as the column's enum: a text cast of the column would hide it from its indexes.
 */
function matchesFiltersSql({ category, vibe, q }: Pick<CloudFilters, 'category' | 'vibe' | 'q'>) {
  const conditions = [
    ...(category ? [sql`"category" = ${category}::"enum_headstash_submissions_category"`] : []),
    ...(vibe ? [sql`"vibe" = ${vibe}`] : []),
    ...(q ? [sql`${SEARCH_DOCUMENT_SQL} @@ ${searchQuerySql(q)}`] : []),
  ]
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`
}

const isFiltered = ({ category, vibe, q }: Pick<CloudFilters, 'category' | 'vibe' | 'q'>) => Boolean(category || vibe || q)

/** How many entries are approved, as Postgres keeps it (aggregates.ts). */
const APPROVED_TOTAL_SQL = sql`(SELECT approved FROM cloud_totals)`

/** Approved entries matching the filters: the WHERE clause of every public list and count. */
export const approvedMatchSql = (filters: Pick<CloudFilters, 'category' | 'vibe' | 'q'>) =>
  sql`${APPROVED_SUBMISSIONS_SQL} AND ${matchesFiltersSql(filters)}`

const ORDER_SQL = {
  newest: sql`"created_at" DESC, "id" DESC`,
  top: sql`"flames" DESC, "created_at" DESC, "id" DESC`,
} as const

/** ts_headline's options: the whole text, matches between two marks no stored text holds. */
const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`

/** Rows with a category and a vibe (`matched`, `groups`) that pass the given filters. */
const facetFilter = ({ category, vibe }: Pick<CloudFilters, 'category' | 'vibe'>) =>
  sql.join(
    [
      sql`TRUE`,
      ...(category ? [sql`category = ${category}::"enum_headstash_submissions_category"`] : []),
      ...(vibe ? [sql`vibe = ${vibe}`] : []),
    ],
    sql` AND `,
  )

/**
 * The matches counted per (category, vibe, flames): at most a few dozen rows, from which the total and
 * every facet are summed, so a broad search reads its thousands of matches once, not once per facet.
 */
const groupsSql = (rows: ReturnType<typeof sql>) =>
  sql`SELECT "category", "vibe", "flames", count(*)::int AS n FROM ${rows} GROUP BY 1, 2, 3`

/**
 * Facet counts beside the filters, following the search: matches per category (under the chosen vibe),
 * per vibe (under the chosen category) and per flame level (under both), from the CTE `groups`.
 */
const facetsSql = ({ category, vibe }: Pick<CloudFilters, 'category' | 'vibe'>) => {
  const facet = (column: string, where: ReturnType<typeof facetFilter>) =>
    sql`(SELECT coalesce(json_object_agg(value, n), '{}'::json) FROM (SELECT ${sql.raw(column)} AS value, sum(n)::int AS n FROM groups
      WHERE ${where} AND ${sql.raw(column)} IS NOT NULL GROUP BY 1) facet)`
  return sql`json_build_object('category', ${facet('category::text', facetFilter({ vibe }))}, 'vibe', ${facet('vibe', facetFilter({ category }))},
    'flames', ${facet('flames::int', facetFilter({ category, vibe }))})`
}

/** The tiles as Postgres keeps them (aggregates.ts), before the view's own match count is known. */
interface Tiles {
  total: number
  contributors: number
  average: number
  flames: number[]
  vibes: string[] | null
}

const FLAME_LEVELS = Array.from({ length: FLAMES_MAX - FLAMES_MIN + 1 }, (_, index) => FLAMES_MIN + index)

/** One JSON value of the maintained aggregates: a single-row read, cheap enough to ride along any statement. */
const TILES_SQL = sql`(SELECT json_build_object('total', approved, 'contributors', contributors,
    'average', CASE WHEN approved > 0 THEN round(flames_sum::numeric / approved, 1) ELSE 0 END::float,
    'flames', json_build_array(${sql.join(
      FLAME_LEVELS.map((level) => sql.raw(`flames_${level}`)),
      sql`, `,
    )}),
    'vibes', (SELECT array_agg(vibe ORDER BY vibe) FROM cloud_vibes WHERE entries > 0))
  FROM cloud_totals)`

function toSubmissionStats(tiles: Tiles | null, filteredResults: number): SubmissionStats {
  const total = Number(tiles?.total ?? 0)
  return {
    totalEntries: total,
    filteredResults,
    contributors: Number(tiles?.contributors ?? 0),
    averageRating: Number(tiles?.average ?? 0),
    flamePercentages: Object.fromEntries(
      FLAME_LEVELS.map((level, index) => [level, total ? Math.round((Number(tiles?.flames[index] ?? 0) / total) * 100) : 0]),
    ),
    vibes: tiles?.vibes ?? [],
  }
}

type IdRow = {
  id: number | null
  identity: string | null
  total: number
  facets: SearchFacets | null
  tiles: Tiles | null
} & Record<`hl_${HighlightField}`, string | null | undefined>

/**
 * One page of approved entries matching the filters, in the chosen order: ids with their contributor
 * identities (which leave only as a hash), the number of matches, the tiles (a page render reads its
 * list and tiles in one statement) and, when asked, the facet counts.
 * Search, filters, order and paging all happen here in one SQL statement; the caller reads the documents
 * themselves through Payload. A search orders by relevance (title matches first, by ts_rank over the
 * stored title vector; then newest) unless "top" is chosen, and marks its matches in each highlighted
 * field (ts_headline, on the page's rows only).
 */
export async function approvedSubmissionIds(payload: Payload, filters: SubmissionFilters, { facets = false } = {}) {
  const { page, limit, sort, ...match } = normaliseFilters(filters)
  const offset = (page - 1) * limit
  const { category, vibe, q } = match
  let statement
  if (q) {
    const tsquery = sql`(SELECT tsq FROM query)`
    const order = sort === 'top' ? ORDER_SQL.top : sql`rank DESC, "created_at" DESC, "id" DESC`
    statement = sql`
      WITH query AS MATERIALIZED (SELECT search_tsquery('cloud', ${q}) AS tsq),
      matched AS MATERIALIZED (
        SELECT "id", "category", "vibe", "flames", "created_at",
          CASE WHEN "title_search" @@ ${tsquery} THEN 1 + ts_rank("title_search", ${tsquery}) ELSE 0 END AS rank
        FROM "headstash_submissions" WHERE ${APPROVED_SUBMISSIONS_SQL} AND ${SEARCH_DOCUMENT_SQL} @@ ${tsquery}),
      groups AS MATERIALIZED (${groupsSql(sql`matched`)}),
      page AS (SELECT "id" AS page_id, rank AS page_rank FROM matched WHERE ${facetFilter({ category, vibe })} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
      SELECT t.total, t.facets, t.tiles, p.* FROM (SELECT (SELECT coalesce(sum(n), 0)::int FROM groups WHERE ${facetFilter({ category, vibe })}) AS total,
        ${facets ? facetsSql(match) : sql`NULL::json`} AS facets,
        ${TILES_SQL} AS tiles) t
      LEFT JOIN LATERAL (
        SELECT h."id", h."created_at", h."flames", page.page_rank AS rank, ${sql.raw(CONTRIBUTOR_KEY_SQL)} AS identity,
          ${sql.join(
            HIGHLIGHT_FIELDS.map(
              (field) =>
                sql`ts_headline('simple', h.${sql.raw(`"${HIGHLIGHT_COLUMNS[field]}"`)}, ${tsquery}, ${HEADLINE_OPTIONS}) AS ${sql.raw(`"hl_${field}"`)}`,
            ),
            sql`, `,
          )}
        FROM page JOIN "headstash_submissions" h ON h."id" = page.page_id) p ON TRUE
      ORDER BY ${order}`
  } else {
    const where = approvedMatchSql(match)
    // Unfiltered, the number of matches is the maintained total; filtered, one count over the filter's index.
    const totalSql = isFiltered(match) ? sql`(SELECT count(*)::int FROM "headstash_submissions" WHERE ${where})` : APPROVED_TOTAL_SQL
    statement = sql`
      WITH groups AS (${groupsSql(sql`"headstash_submissions" WHERE ${APPROVED_SUBMISSIONS_SQL}`)})
      SELECT t.total, t.facets, t.tiles, p.* FROM (SELECT ${totalSql} AS total, ${facets ? facetsSql(match) : sql`NULL::json`} AS facets,
        ${TILES_SQL} AS tiles) t
      LEFT JOIN LATERAL (
        SELECT "id", "created_at", "flames", ${sql.raw(CONTRIBUTOR_KEY_SQL)} AS identity FROM "headstash_submissions"
        WHERE ${where} ORDER BY ${ORDER_SQL[sort ?? 'newest']} LIMIT ${limit} OFFSET ${offset}) p ON TRUE
      ORDER BY ${ORDER_SQL[sort ?? 'newest']}`
  }
  const { rows } = await readOnlyDatabase(payload).execute<IdRow>(statement)
  const totalDocs = Number(rows[0]?.total ?? 0)
  return {
    ids: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: Number(row.id),
              identity: row.identity,
              headlines: Object.fromEntries(HIGHLIGHT_FIELDS.map((field) => [field, row[`hl_${field}`] ?? null])) as Record<
                HighlightField,
                string | null
              >,
            },
          ],
    ),
    page,
    limit,
    totalDocs,
    totalPages: Math.max(1, Math.ceil(totalDocs / limit)),
    facets: rows[0]?.facets ?? null,
    stats: toSubmissionStats(rows[0]?.tiles ?? null, totalDocs),
  }
}

/** The highlighted runs of each searched field that holds a match; undefined when none does. */
function highlightsOf(entry: PublicSubmission, headlines: Record<HighlightField, string | null>): PublicSubmission['highlights'] {
  const found = HIGHLIGHT_FIELDS.flatMap((field) => {
    const runs = highlightRuns(headlines[field], entry[field])
    return runs ? [[field, runs] as const] : []
  })
  return found.length ? Object.fromEntries(found) : undefined
}

export async function listApprovedSubmissions(payload: Payload, filters: SubmissionFilters, options: { facets?: boolean } = {}) {
  const found = await approvedSubmissionIds(payload, filters, options)
  const ids = found.ids.map((row) => row.id)
  // Publish only allow-listed fields. The documents are read through the collection's access, so an
  // entry rejected between the two reads is not shown.
  const result = ids.length
    ? await payload.find({
        collection: 'headstash-submissions',
        where: { id: { in: ids } },
        pagination: false,
        depth: 1,
        select: PUBLIC_SELECT,
        ...PUBLIC_READ,
      })
    : { docs: [] }
  const docs = new Map(result.docs.map((doc) => [doc.id, doc]))
  return {
    submissions: found.ids.flatMap(({ id, identity, headlines }) => {
      const doc = docs.get(id)
      if (!doc) return []
      const entry = toPublicSubmission(doc, identity ?? `anonymous:${id}`)
      const highlights = highlightsOf(entry, headlines)
      return [highlights ? { ...entry, highlights } : entry]
    }),
    page: found.page,
    totalPages: found.totalPages,
    totalDocs: found.totalDocs,
    hasNextPage: found.page < found.totalPages,
    ...(found.facets ? { facets: found.facets } : {}),
    stats: found.stats,
  }
}

async function readSubmissionsFromDatabase(filters: ReturnType<typeof normaliseFilters>) {
  const payload = await getPayloadClient()
  // Facet counts follow a search. Without one they would count every approved row on each cache miss,
  // the full scan the maintained aggregates exist to avoid (docs/decisions.md#scale).
  const list = await listApprovedSubmissions(payload, filters, { facets: Boolean(filters.q) })
  // A search that finds nothing is counted for the editors (query text only; never awaited, see misses.ts).
  if (filters.q && list.totalDocs === 0 && filters.page === 1) countZeroResultSearch(payload, 'cloud', filters.q)
  return list
}

const readNormalisedSubmissions = cachedRead(readSubmissionsFromDatabase, 'approved-submissions', [CACHE_TAGS.submissions])

/**
 * Reads for the public API and pages. Filters are normalised first, so equivalent requests ("Blue
 * Dream", "blue dream!") are one. Views anyone can name without bound (search text, a vibe no approved
 * entry has) are read uncached; the rest come from the data cache, expired by the collection's hooks.
 */
export async function readApprovedSubmissions(filters: SubmissionFilters) {
  const normalised = normaliseFilters(filters)
  if (normalised.q) return readSubmissionsFromDatabase(normalised)
  if (normalised.vibe) {
    const { stats } = await readNormalisedSubmissions({ ...normalised, vibe: undefined, page: 1 })
    if (!stats.vibes.includes(normalised.vibe)) return readSubmissionsFromDatabase(normalised)
  }
  return readNormalisedSubmissions(normalised)
}

/** One approved find by id; null for pending, rejected and unknown ids. */
export async function findApprovedSubmission(payload: Payload, id: number): Promise<PublicSubmission | null> {
  const result = await payload.find({
    collection: 'headstash-submissions',
    // Approved only is the collection's read access: pending, rejected and unknown ids all find nothing.
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 1,
    select: PUBLIC_SELECT,
    ...PUBLIC_READ,
  })
  const doc = result.docs[0]
  if (!doc) return null
  const { rows } = await readOnlyDatabase(payload).execute<{ identity: string }>(sql`
    SELECT ${sql.raw(CONTRIBUTOR_KEY_SQL)} AS identity FROM headstash_submissions WHERE id = ${doc.id}`)
  return toPublicSubmission(doc, rows[0]?.identity ?? `anonymous:${doc.id}`)
}

/** One approved find by id for its permalink page; null for pending, rejected and unknown ids. */
export const readApprovedSubmission = cachedRead(
  async (id: number): Promise<PublicSubmission | null> => findApprovedSubmission(await getPayloadClient(), id),
  'approved-submission',
  [CACHE_TAGS.submissions],
  { storeMisses: false },
)

/** One sitemap file holds at most 50,000 addresses; the static pages and episodes take a few. */
const SITEMAP_FIND_LIMIT = 45_000

/** Id, name and last change of the approved finds, newest change first, for their permalinks in the sitemap. */
export const readFindPermalinks = cachedRead(
  async (): Promise<Array<{ id: number; name: string; updatedAt: string }>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'headstash-submissions',
      // Approved only is the collection's read access.
      sort: '-updatedAt',
      limit: SITEMAP_FIND_LIMIT,
      pagination: false,
      depth: 0,
      select: { name: true, updatedAt: true },
      ...PUBLIC_READ,
    })
    return docs.map(({ id, name, updatedAt }) => ({ id, name, updatedAt }))
  },
  'find-permalinks',
  [CACHE_TAGS.submissions],
)
