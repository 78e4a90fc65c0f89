import type { Payload } from 'payload'
import type { PodcastEpisode } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { PUBLIC_READ } from '@/access'
import { sanitizeEmbed } from '../embeds/sanitize'
import { LISTED_EPISODES } from '../publishing/state'

export type PublicEpisode = Omit<PodcastEpisode, 'author' | 'updatedAt'>

const toPublicEpisode = (episode: PodcastEpisode): PublicEpisode => {
  const { author: _author, updatedAt: _updatedAt, ...rest } = episode
  // Sanitised again on the way out: stored markup from before the sanitiser existed must not run either.
  return { ...rest, descriptEmbed: rest.descriptEmbed ? sanitizeEmbed(rest.descriptEmbed) : null }
}

export async function listPublishedEpisodes(payload: Payload): Promise<PublicEpisode[]> {
  const { docs } = await payload.find({
    collection: 'podcast-episodes',
    // Published only is the collection's read access; a listing also leaves archived episodes out.
    where: LISTED_EPISODES,
    sort: '-episodeNumber',
    limit: 200,
    depth: 0,
    // The published version, never a draft (docs/decisions.md#published-only).
    draft: false,
    ...PUBLIC_READ,
  })
  return docs.map(toPublicEpisode)
}

/** The newest listed published episode (highest episode number), or null when none is public. */
export async function findLatestEpisode(payload: Payload): Promise<PublicEpisode | null> {
  const { docs } = await payload.find({
    collection: 'podcast-episodes',
    where: LISTED_EPISODES,
    sort: '-episodeNumber',
    limit: 1,
    depth: 0,
    draft: false,
    ...PUBLIC_READ,
  })
  return docs[0] ? toPublicEpisode(docs[0]) : null
}

/** What the player, the feed and the companion routes need of an episode's files (audio, transcripts, pictures), nothing more. */
export const AUDIO_FILE_POPULATE = {
  media: { url: true, filename: true, prefix: true, filesize: true, mimeType: true, duration: true },
} as const

export async function findPublishedEpisode(payload: Payload, slug: string): Promise<PublicEpisode | null> {
  const { docs } = await payload.find({
    collection: 'podcast-episodes',
    where: { slug: { equals: slug } },
    limit: 1,
    // Depth 1 for the uploaded audio file (the player's source); the author is dropped below.
    depth: 1,
    populate: AUDIO_FILE_POPULATE,
    // The published version, never a draft (docs/decisions.md#published-only).
    draft: false,
    ...PUBLIC_READ,
  })
  return docs[0] ? toPublicEpisode(docs[0]) : null
}

/**
 * Staff preview in draft mode only: the latest version of the episode with this slug, draft or not,
 * whatever its status. Never cached, never used for a visitor (the preview route checks the user).
 */
export async function findEpisodeDraft(payload: Payload, slug: string): Promise<PublicEpisode | null> {
  const { docs } = await payload.find({
    collection: 'podcast-episodes',
    where: { slug: { equals: slug } },
    draft: true,
    limit: 1,
    depth: 1,
    populate: AUDIO_FILE_POPULATE,
    overrideAccess: true,
  })
  return docs[0] ? toPublicEpisode(docs[0]) : null
}

export const readPublishedEpisodes = cachedRead(async () => listPublishedEpisodes(await getPayloadClient()), 'published-episodes', [
  CACHE_TAGS.episodes,
])

export const readPublishedEpisode = cachedRead(
  async (slug: string) => findPublishedEpisode(await getPayloadClient(), slug),
  'published-episode',
  [CACHE_TAGS.episodes],
  { storeMisses: false },
)

// The home page is prerendered by `next build` (no database) and re-rendered on its first request.
export const readLatestEpisode = cachedRead(
  async () => findLatestEpisode(await getPayloadClient()),
  'latest-episode',
  [CACHE_TAGS.episodes],
  { buildFallback: null },
)
