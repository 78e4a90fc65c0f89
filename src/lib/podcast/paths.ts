// The podcast lives under two addresses; both render the same pages (docs/decisions.md#podcast-addresses).

export const PODCAST_BASE_PATHS = ['/herbanconversations', '/herban-conversations'] as const
export type PodcastBasePath = (typeof PODCAST_BASE_PATHS)[number]

/** The address search engines keep (the SEO presets' canonical family). */
export const CANONICAL_PODCAST_PATH: PodcastBasePath = '/herban-conversations'

export const episodesPath = (base: PodcastBasePath): string => `${base}/episodes`
export const episodePath = (base: PodcastBasePath, slug: string): string => `${base}/${encodeURIComponent(slug)}`

/** The feed and its artwork are served under both families; this one address is the feed's identity
 *  (atom:link rel=self and the podcast:guid derived from it), so it must never change. */
export const FEED_FILE = 'feed.xml'
export const ARTWORK_FILE = 'artwork.jpg'
export const CANONICAL_FEED_PATH = `/herbanconversations/${FEED_FILE}`
/** An episode's images, cut from its main image: square podcast artwork and the 1200×630 social preview. */
export const episodeArtworkPath = (base: PodcastBasePath, slug: string): string => `${episodePath(base, slug)}/${ARTWORK_FILE}`
export const episodeSocialImagePath = (base: PodcastBasePath, slug: string): string => `${episodePath(base, slug)}/social.jpg`
export const feedPath = (base: PodcastBasePath): string => `${base}/${FEED_FILE}`
export const artworkPath = (base: PodcastBasePath): string => `${base}/${ARTWORK_FILE}`
