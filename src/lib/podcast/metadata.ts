import type { Metadata } from 'next'
import type { PublicEpisode } from './queries'
import { articleMetadata } from '../seo/article'
import { absoluteUrl, type JsonLd } from '../seo/presets'
import { SOCIAL_IMAGE } from '../brand/assets'
import { EPISODE_SOCIAL_SIZE } from './rules'
import { PODCAST_NAME, SITE_NAME } from '../site/constants'
import { buildMetaDescription, buildMetaTitle } from './builders'
import { usableMediaSrc } from './images'
import { CANONICAL_PODCAST_PATH, episodePath, episodeSocialImagePath } from './paths'

/**
 * Page metadata of an episode: its metaTitle / metaDescription, else the editor's automatic texts.
 * Without a main image the social preview is `defaultImage` (the brand settings' social image).
 */
export function episodeMetadata(episode: PublicEpisode, defaultImage: string = SOCIAL_IMAGE.url): Metadata {
  const title = episode.metaTitle?.trim() || buildMetaTitle(episode.title)
  const description = episode.metaDescription?.trim() || buildMetaDescription(episode.shortSummary)
  // Both podcast addresses show the same episode; search engines keep the canonical family's.
  const canonical = absoluteUrl(episodePath(CANONICAL_PODCAST_PATH, episode.slug))
  const mainImage = usableMediaSrc(episode.mainImage)
  // The main image is 16:9 at any size; the preview is cut from it at exactly 1200×630.
  const images = mainImage
    ? [{ url: absoluteUrl(episodeSocialImagePath(CANONICAL_PODCAST_PATH, episode.slug)), ...EPISODE_SOCIAL_SIZE, alt: episode.title }]
    : [{ url: absoluteUrl(defaultImage), width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, alt: title }]
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
