import type { PayloadRequest } from 'payload'
import { asUser } from '@/access'
import type { PodcastEpisode } from '@/payload-types'
import { episodeStatusOf, type LiveStatus } from '../publishing/state'

/**
 * An episode as every editor works on it: its latest version — a pending draft when there is one,
 * whoever saved it (the dashboard editor, Payload's admin, its autosave) — with `status` read from that
 * version, and `liveStatus`, what visitors see now.
 */
export type EditableEpisode = PodcastEpisode & {
  liveStatus: LiveStatus
}

const liveStatusOf = (published: PodcastEpisode | undefined): LiveStatus => {
  if (!published) return null
  const status = episodeStatusOf(published)
  return status === 'draft' ? null : status
}

const staffRead = (req: PayloadRequest) => ({ depth: 0, ...asUser(req) }) as const

/** One episode for its editor; Payload's NotFound when it does not exist. */
export async function findEditableEpisode(req: PayloadRequest, id: number): Promise<EditableEpisode> {
  const [latest, published] = await Promise.all([
    req.payload.findByID({ collection: 'podcast-episodes', id, draft: true, ...staffRead(req) }),
    req.payload.findByID({ collection: 'podcast-episodes', id, draft: false, ...staffRead(req) }),
  ])
  return { ...latest, liveStatus: liveStatusOf(published) }
}

/** Every episode for the dashboard, newest number first, each in its latest version. */
export async function listEditableEpisodes(req: PayloadRequest, limit: number): Promise<EditableEpisode[]> {
  const read = { collection: 'podcast-episodes', sort: '-episodeNumber', limit, ...staffRead(req) } as const
  const [latest, published] = await Promise.all([req.payload.find({ ...read, draft: true }), req.payload.find({ ...read, draft: false })])
  const byId = new Map(published.docs.map((doc) => [doc.id, doc]))
  return latest.docs.map((doc) => ({ ...doc, liveStatus: liveStatusOf(byId.get(doc.id)) }))
}
