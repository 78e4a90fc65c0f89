import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { StrainSubmission } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { PUBLIC_READ } from '@/access'
import { readOnlyDatabase } from '../db/replicas'

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
