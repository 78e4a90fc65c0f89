import type { Where } from 'payload'

/**
 * One publish state for podcast episodes and changelog entries: Payload's `_status` (draft/published)
 * with its versions. The contract's own fields are derived from it, never stored beside it:
 * - an episode's `status` (draft/published/archived): `archived` is a published episode taken out of the
 *   listings (episode lists, feed, sitemap); its page stays at its address, so it is not a second
 *   publish switch that could disagree with `_status`;
 * - a changelog entry's `isPublic`: published.
 */
export type EpisodeStatus = (typeof EPISODE_STATUSES)[number]
export type PublishStatus = 'draft' | 'published'

export interface PublishFields {
  _status?: PublishStatus | null
  archived?: boolean | null
}

/** The state a visitor's read requires of every episode and changelog entry. */
export const PUBLISHED_ONLY: Where = { _status: { equals: 'published' } }

/** What public listings (episode lists, feed, sitemap) add to the read access: archived episodes stay out. */
export const LISTED_EPISODES: Where = { archived: { not_equals: true } }

export const episodeStatusOf = (doc: PublishFields): EpisodeStatus =>
  doc._status !== 'published' ? 'draft' : doc.archived ? 'archived' : 'published'

/** What visitors see of an episode: its published version's status, or null while nothing is published. */
export type LiveStatus = Exclude<EpisodeStatus, 'draft'> | null

/**
 * The latest version is a draft of an episode that is live: editors are told so ("draft with unpublished
 * changes"), and a draft save keeps it a draft while visitors see the published version.
 */
export const hasUnpublishedChanges = (episode: { status?: EpisodeStatus | null; liveStatus: LiveStatus }): boolean =>
  episode.status === 'draft' && episode.liveStatus !== null

export const isPublicOf = (doc: PublishFields): boolean => doc._status === 'published'

/** Options and fields of a save by the contract's `status`: how each value is written into the one state. */
export interface PublishSave {
  /** A draft save: Payload stores a new version and leaves the published document, if any, untouched. */
  draft: boolean
  data: { _status?: PublishStatus; archived?: boolean }
}

/**
 * An episode saved with `status`: `draft` is a draft save (a live episode stays live with its published
 * version until someone publishes); `published` and `archived` publish the saved content.
 */
export const episodeSave = (status: EpisodeStatus): PublishSave =>
  status === 'draft' ? { draft: true, data: {} } : { draft: false, data: { _status: 'published', archived: status === 'archived' } }

/**
 * A changelog entry saved with `isPublic`: true publishes; false makes it internal — an explicit
 * unpublish of a public entry, a draft save of an internal one.
 */
export const changelogSave = (isPublic: boolean): PublishSave => ({ draft: false, data: { _status: isPublic ? 'published' : 'draft' } })

export const EPISODE_STATUSES = ['draft', 'published', 'archived'] as const

export const CONTENT_STATUSES = ['draft', 'published'] as const
