// The podcast lives under two addresses (spec section 2); both render the same pages.

export const PODCAST_BASE_PATHS = ['/herbanconversations', '/herban-conversations'] as const
export type PodcastBasePath = (typeof PODCAST_BASE_PATHS)[number]

/** The address search engines keep (the SEO presets' canonical family). */
export const CANONICAL_PODCAST_PATH: PodcastBasePath = '/herban-conversations'

export const episodesPath = (base: PodcastBasePath): string => `${base}/episodes`
export const episodePath = (base: PodcastBasePath, slug: string): string => `${base}/${encodeURIComponent(slug)}`
