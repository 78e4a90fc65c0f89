import type { Metadata } from 'next'
import type { PublicEpisode } from './queries'
import { articleMetadata } from '../seo/article'
import { absoluteUrl, type JsonLd } from '../seo/presets'
import { SHARE_CARD_SIZE } from '../share/theme'
import { PODCAST_NAME, SITE_NAME } from '../site/constants'
import { buildMetaDescription, buildMetaTitle } from './builders'
import { usableMediaSrc } from './images'
import { CANONICAL_PODCAST_PATH, episodePath, episodeSocialImagePath } from './paths'

/**
 * Page metadata of an episode: its metaTitle / metaDescription, else the editor's automatic texts. The
 * social preview is the episode's share card (drawn with or without a main image).
 */
export function episodeMetadata(episode: PublicEpisode): Metadata {
  const title = episode.metaTitle?.trim() || buildMetaTitle(episode.title)
  const description = episode.metaDescription?.trim() || buildMetaDescription(episode.shortSummary)
  // Both podcast addresses show the same episode; search engines keep the canonical family's.
  const canonical = absoluteUrl(episodePath(CANONICAL_PODCAST_PATH, episode.slug))
  const images = [
    { url: absoluteUrl(episodeSocialImagePath(CANONICAL_PODCAST_PATH, episode.slug)), ...SHARE_CARD_SIZE, alt: episode.title },
  ]
  return articleMetadata({ title, description, canonical, publishedTime: episode.publishDate ?? undefined, images })
}

/** schema.org PodcastEpisode of an episode page. */
export function episodeJsonLd(episode: PublicEpisode, origin: string): JsonLd {
  const url = `${origin}${episodePath(CANONICAL_PODCAST_PATH, episode.slug)}`
  const mainImage = usableMediaSrc(episode.mainImage)
  const audioUrl = usableMediaSrc(episode.audioUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.title,
    url,
    episodeNumber: episode.episodeNumber,
    description: episode.shortSummary,
    ...(episode.publishDate ? { datePublished: episode.publishDate } : {}),
    ...(mainImage ? { image: absoluteUrl(mainImage) } : {}),
    ...(audioUrl ? { associatedMedia: { '@type': 'MediaObject', contentUrl: absoluteUrl(audioUrl) } } : {}),
    partOfSeries: { '@type': 'PodcastSeries', name: PODCAST_NAME, url: `${origin}${CANONICAL_PODCAST_PATH}` },
    publisher: { '@type': 'Organization', name: SITE_NAME },
  }
}
