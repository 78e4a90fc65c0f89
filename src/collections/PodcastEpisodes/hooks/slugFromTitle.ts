import type { FieldHook, TextFieldSingleValidation } from 'payload'
import { buildEpisodeSlug } from '@/lib/podcast/builders'
import type { PodcastEpisode } from '@/payload-types'
import { EPISODE_MESSAGES } from '@/lib/podcast/episode-schema'

interface SlugSource {
  episodeNumber?: number | null
  title?: string | null
}

const derivedSlug = ({ episodeNumber, title }: SlugSource): string | undefined =>
  title?.trim() ? buildEpisodeSlug(episodeNumber ?? 1, title) : undefined

/**
 * beforeValidate: an episode saved without a slug gets the one the editors derive from its number and
 * title, from every door (Payload's admin, REST, imports). A slug that was given is kept: a published
 * URL never moves.
 */
export const slugFromTitle: FieldHook<PodcastEpisode, string | null | undefined, SlugSource> = ({ value, siblingData, originalDoc }) => {
  if (typeof value === 'string' && value.trim()) return value.trim()
  return derivedSlug({ ...originalDoc, ...siblingData }) ?? value
}

/**
 * Payload's admin validates the form before any hook runs, so an empty slug is valid while the title
 * can make one; the stored column stays NOT NULL.
 */
export const validateSlug: TextFieldSingleValidation = (value, { siblingData }) =>
  Boolean(value?.trim()) || Boolean(derivedSlug(siblingData as SlugSource)) || EPISODE_MESSAGES.episodeSlug
