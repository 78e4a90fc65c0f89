import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import type { HeadstashSubmission, Media } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { normaliseCategory, normaliseVibe } from '../validation/cloud-filters'
import { FLAMES_MAX, FLAMES_MIN } from '../validation/options'
import { getPayloadClient } from '../payload'
import { PUBLIC_READ } from '@/access'
import { APPROVED_SUBMISSIONS_SQL } from './access'
import { CONTRIBUTOR_KEY_SQL, opaqueContributorKey } from './contributors'

export const SUBMISSIONS_PAGE_SIZE = 24
export const SUBMISSIONS_MAX_PAGE_SIZE = 100

export interface SubmissionFilters {
  category?: string
  vibe?: string
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
  page: Math.max(1, Math.floor(filters.page ?? 1) || 1),
  limit: Math.min(SUBMISSIONS_MAX_PAGE_SIZE, Math.max(1, Math.floor(filters.limit ?? SUBMISSIONS_PAGE_SIZE) || SUBMISSIONS_PAGE_SIZE)),
})

function toPublicSubmission(doc: HeadstashSubmission, identity: string): PublicSubmission {
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

// No status filter here: the collection's read access (approved only) is the one gate of public reads.
const filtersWhere = (filters: ReturnType<typeof normaliseFilters>): Where => ({
  and: [
    ...(filters.category ? [{ category: { equals: filters.category } }] : []),
    ...(filters.vibe ? [{ vibe: { equals: filters.vibe } }] : []),
  ],
})

export async function listApprovedSubmissions(payload: Payload, filters: SubmissionFilters) {
  const normalised = normaliseFilters(filters)
  // Publish only allow-listed fields; contributor identities come from SQL and leave only as a hash.
  const result = await payload.find({
    collection: 'headstash-submissions',
    where: filtersWhere(normalised),
    sort: '-createdAt',
    page: normalised.page,
    limit: normalised.limit,
    depth: 1,
    ...PUBLIC_READ,
  })
  const ids = result.docs.map((doc) => doc.id)
  const { rows } = ids.length
    ? await payload.db.drizzle.execute<{ id: number; identity: string }>(sql`
        SELECT id, ${sql.raw(CONTRIBUTOR_KEY_SQL)} AS identity FROM headstash_submissions
        WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
    : { rows: [] }
  const identities = new Map(rows.map((row) => [Number(row.id), row.identity]))
  return {
    submissions: result.docs.map((doc) => toPublicSubmission(doc, identities.get(doc.id) ?? `anonymous:${doc.id}`)),
    page: result.page ?? normalised.page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
    hasNextPage: result.hasNextPage,
  }
}

export async function submissionStats(payload: Payload, filters: SubmissionFilters): Promise<SubmissionStats> {
  const { category, vibe } = normaliseFilters(filters)
  const levels = Array.from({ length: FLAMES_MAX - FLAMES_MIN + 1 }, (_, index) => FLAMES_MIN + index)
  const filterSql = sql`(${category ?? null}::text IS NULL OR category::text = ${category ?? null}) AND (${vibe ?? null}::text IS NULL OR vibe = ${vibe ?? null})`
  const { rows } = await payload.db.drizzle.execute<Record<string, number | string | null>>(sql`
    SELECT
      count(*)::int AS total,
      (count(*) FILTER (WHERE ${filterSql}))::int AS filtered,
      count(DISTINCT ${sql.raw(CONTRIBUTOR_KEY_SQL)})::int AS contributors,
      coalesce(round(avg(flames)::numeric, 1), 0)::float AS average,
      ${sql.join(
        levels.map((level) => sql`(count(*) FILTER (WHERE flames = ${level}))::int AS ${sql.identifier(`flames_${level}`)}`),
        sql`, `,
      )}
    FROM headstash_submissions
    WHERE ${APPROVED_SUBMISSIONS_SQL}`)
  const { rows: vibeRows } = await payload.db.drizzle.execute<{ vibe: string }>(sql`
    SELECT DISTINCT vibe FROM headstash_submissions
    WHERE ${APPROVED_SUBMISSIONS_SQL} AND nullif(trim(vibe), '') IS NOT NULL
    ORDER BY vibe`)
  const row = rows[0] ?? {}
  const total = Number(row.total ?? 0)
  return {
    totalEntries: total,
    filteredResults: Number(row.filtered ?? 0),
    contributors: Number(row.contributors ?? 0),
    averageRating: Number(row.average ?? 0),
    flamePercentages: Object.fromEntries(
      levels.map((level) => [level, total ? Math.round((Number(row[`flames_${level}`] ?? 0) / total) * 100) : 0]),
    ),
    vibes: vibeRows.map((vibeRow) => vibeRow.vibe),
  }
}

/** Cached reads for the public API and pages; expired by the collection's hooks. */
export const readApprovedSubmissions = cachedRead(
  async (filters: { category?: string; vibe?: string; page?: number; limit?: number }) => {
    const payload = await getPayloadClient()
    const [list, stats] = await Promise.all([listApprovedSubmissions(payload, filters), submissionStats(payload, filters)])
    return { ...list, stats }
  },
  'approved-submissions',
  [CACHE_TAGS.submissions],
)

/** One approved find by id for its permalink page; null for pending, rejected and unknown ids. */
export const readApprovedSubmission = cachedRead(
  async (id: number): Promise<PublicSubmission | null> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'headstash-submissions',
      // Approved only is the collection's read access: pending, rejected and unknown ids all find nothing.
      where: { id: { equals: id } },
      limit: 1,
      pagination: false,
      depth: 1,
      ...PUBLIC_READ,
    })
    const doc = result.docs[0]
    if (!doc) return null
    const { rows } = await payload.db.drizzle.execute<{ identity: string }>(sql`
      SELECT ${sql.raw(CONTRIBUTOR_KEY_SQL)} AS identity FROM headstash_submissions WHERE id = ${doc.id}`)
    return toPublicSubmission(doc, rows[0]?.identity ?? `anonymous:${doc.id}`)
  },
  'approved-submission',
  [CACHE_TAGS.submissions],
)
