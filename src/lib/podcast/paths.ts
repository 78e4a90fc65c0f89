// The podcast answers under two addresses with the same pages (docs/decisions.md#podcast-addresses); each
// page links within the address it was opened at.

export const PODCAST_BASE_PATHS = ['/herbanconversations', '/herban-conversations'] as const
export type PodcastBasePath = (typeof PODCAST_BASE_PATHS)[number]

/**
 * One route tree renders both addresses: src/app/(frontend)/podcast/[address]/, where `address` is the
 * address without its slash. src/proxy.ts rewrites every request under an address onto that tree by
 * putting this prefix in front (/herban-conversations/episodes → /podcast/herban-conversations/episodes),
 * so each address keeps its own entries in the page cache and its pages know which address to link.
 * The prefix itself is no public address: a request for it answers the site's 404.
 */
export const PODCAST_ROUTE_PREFIX = '/podcast'

const isUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`)

/**
 * Where the proxy sends `pathname`: an address's path onto the route tree, a direct request for the
 * route tree onto the prefix alone (no page there, so the site's 404), anything else nowhere (null).
 */
export function podcastRewrite(pathname: string): string | null {
  if (PODCAST_BASE_PATHS.some((base) => isUnder(pathname, base))) return `${PODCAST_ROUTE_PREFIX}${pathname}`
  if (isUnder(pathname, PODCAST_ROUTE_PREFIX)) return PODCAST_ROUTE_PREFIX
  return null
}

/** The address a route-tree segment stands for; null for a segment that is no address. */
export const podcastBaseFromSegment = (segment: string | undefined): PodcastBasePath | null =>
  PODCAST_BASE_PATHS.find((base) => base === `/${segment}`) ?? null

/** The address search engines keep (the SEO presets' canonical family). */
export const CANONICAL_PODCAST_PATH: PodcastBasePath = '/herban-conversations'

export const episodesPath = <Base extends PodcastBasePath>(base: Base): `${Base}/episodes` => `${base}/episodes`
export const episodePath = (base: PodcastBasePath, slug: string): string => `${base}/${encodeURIComponent(slug)}`

/** The feed and its artwork are served under both families; this one address is the feed's identity
 *  (atom:link rel=self and the podcast:guid derived from it), so it must never change. */
export const FEED_FILE = 'feed.xml'
export const ARTWORK_FILE = 'artwork.jpg'
export const CANONICAL_FEED_PATH = `/herbanconversations/${FEED_FILE}`
/** An episode's images: square podcast artwork cut from its main image, and its 1200×630 share card. */
export const episodeArtworkPath = (base: PodcastBasePath, slug: string): string => `${episodePath(base, slug)}/${ARTWORK_FILE}`
export const SHARE_CARD_FILE = 'social.png'
export const episodeSocialImagePath = (base: PodcastBasePath, slug: string): string => `${episodePath(base, slug)}/${SHARE_CARD_FILE}`
export const feedPath = (base: PodcastBasePath): string => `${base}/${FEED_FILE}`
export const artworkPath = (base: PodcastBasePath): string => `${base}/${ARTWORK_FILE}`

/** An episode's transcript documents: the uploaded files (<language>.vtt / .srt) and the ones derived
 *  from them (<language>.json, <language>.html), e.g. /herban-conversations/ep001-roots/transcripts/en.vtt. */
export const TRANSCRIPTS_SEGMENT = 'transcripts'
export const episodeTranscriptPath = (base: PodcastBasePath, slug: string, language: string, extension: string): string =>
  `${episodePath(base, slug)}/${TRANSCRIPTS_SEGMENT}/${encodeURIComponent(language)}.${extension}`
/** An episode's JSON Chapters document. */
export const CHAPTERS_FILE = 'chapters.json'
export const episodeChaptersPath = (base: PodcastBasePath, slug: string): string => `${episodePath(base, slug)}/${CHAPTERS_FILE}`
