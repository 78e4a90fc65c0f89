import type { Payload } from 'payload'
import type { ChangelogEntry } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { PUBLIC_READ } from '@/access'

export type PublicChangelogEntry = Pick<
  ChangelogEntry,
  'id' | 'type' | 'title' | 'description' | 'createdAt' | 'isNew' | 'version' | 'publishedAt'
>

export const CHANGELOG_PUBLIC_LIMIT = 50

export async function listPublicChangelog(payload: Payload, limit = CHANGELOG_PUBLIC_LIMIT): Promise<PublicChangelogEntry[]> {
  const { docs } = await payload.find({
    collection: 'changelog-entries',
    // Public only is the collection's read access, not a filter of this reader.
    sort: ['-publishedAt', '-createdAt'],
    limit,
    depth: 0,
    // The published version, never a draft (docs/decisions.md#published-only).
    draft: false,
    ...PUBLIC_READ,
  })
  return docs.map((entry) => ({
    id: entry.id,
    type: entry.type,
    title: entry.title,
    description: entry.description,
    createdAt: entry.createdAt,
    isNew: entry.isNew ?? false,
    version: entry.version ?? null,
    publishedAt: entry.publishedAt ?? null,
  }))
}

export const readPublicChangelog = cachedRead(
  async (limit: number) => listPublicChangelog(await getPayloadClient(), limit),
  'public-changelog',
  [CACHE_TAGS.changelog],
)
