import type { Media } from '@/payload-types'
import { cachedRead, CACHE_TAGS } from '../cache'
import { getPayloadClient } from '../payload'
import { PUBLIC_READ } from '@/access'
import { episodeAudio } from './audio'
import { AUDIO_FILE_POPULATE } from './queries'
import { LISTED_EPISODES } from '../publishing/state'
import { buildPodcastFeed, type FeedEpisode, type FeedShow, type FeedTranscript } from './feed'
import { episodeChapters, episodePersons, episodeSoundbites, episodeTranscripts, transcriptLanguages } from './companions'
import { DERIVED_TRANSCRIPTS, TRANSCRIPT_FORMATS } from './transcripts'
import { episodeImageSrc, usableMediaSrc } from './images'
import {
  ARTWORK_FILE,
  CANONICAL_FEED_PATH,
  CANONICAL_PODCAST_PATH,
  episodeArtworkPath,
  episodeChaptersPath,
  episodePath,
  episodeTranscriptPath,
} from './paths'
import { absoluteUrl } from '../seo/presets'
import { CONTACT_EMAIL, PODCAST_NAME } from '../site/constants'
import { LISTEN_ON_LABELS, PODCAST_DEFAULTS, type ListenOnPlatform } from './rules'

export interface PodcastSettings {
  title: string
  description: string
  author: string
  ownerName: string
  ownerEmail: string
  language: string
  category: string
  explicit: boolean
  locked: boolean
  /** The uploaded artwork file (site-relative or absolute address), or null for the built-in one. */
  artworkSource: { url: string; filename: string | null } | null
  listenOn: { platform: ListenOnPlatform; label: string; url: string }[]
  /** When the show settings last changed (ISO). */
  updatedAt: string | null
}

const text = (value: string | null | undefined, fallback: string) => value?.trim() || fallback

/** The show settings of the site-settings global with their defaults filled in. */
export const readPodcastSettings = cachedRead(
  async (): Promise<PodcastSettings> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, ...PUBLIC_READ })
    const podcast = settings.podcast ?? {}
    const artwork: Media | null = podcast.artwork && typeof podcast.artwork === 'object' ? podcast.artwork : null
    const artworkUrl = usableMediaSrc(artwork?.url)
    const author = text(podcast.author, PODCAST_DEFAULTS.author)
    const links = podcast.listenOn ?? {}
    const listenOn = (['apple', 'spotify', 'youtubeMusic'] as const).flatMap((platform) => {
      const url = links[platform]?.trim()
      return url && /^https:\/\//i.test(url) ? [{ platform, label: LISTEN_ON_LABELS[platform], url }] : []
    })
    return {
      title: text(podcast.title, PODCAST_NAME),
      description: text(podcast.description, PODCAST_DEFAULTS.description),
      author,
      ownerName: text(podcast.ownerName, author),
      ownerEmail: text(podcast.ownerEmail, CONTACT_EMAIL),
      language: text(podcast.language, PODCAST_DEFAULTS.language),
      category: text(podcast.category, PODCAST_DEFAULTS.category),
      explicit: podcast.explicit ?? PODCAST_DEFAULTS.explicit,
      locked: podcast.locked ?? PODCAST_DEFAULTS.locked,
      artworkSource: artworkUrl ? { url: artworkUrl, filename: artwork?.filename ?? null } : null,
      listenOn,
      updatedAt: settings.updatedAt ?? null,
    }
  },
  'podcast-settings',
  [CACHE_TAGS.siteSettings],
)

/**
 * One podcast:transcript per uploaded file and language (WebVTT as captions), then per language the
 * JSON and HTML derived from it, for apps that read those.
 */
function feedTranscripts(origin: string, episode: Parameters<typeof episodeTranscripts>[0] & { slug: string }): FeedTranscript[] {
  const files = episodeTranscripts(episode)
  const at = (language: string, extension: string) =>
    `${origin}${episodeTranscriptPath(CANONICAL_PODCAST_PATH, episode.slug, language, extension)}`
  return [
    ...files.map((file): FeedTranscript => ({
      url: at(file.language, TRANSCRIPT_FORMATS[file.format].extension),
      type: file.mimeType,
      language: file.language,
      ...(file.format === 'vtt' ? { rel: 'captions' as const } : {}),
    })),
    ...transcriptLanguages(files).flatMap(({ language }) =>
      (['json', 'html'] as const).map((kind) => ({
        url: at(language, DERIVED_TRANSCRIPTS[kind].extension),
        type: DERIVED_TRANSCRIPTS[kind].mimeType,
        language,
      })),
    ),
  ]
}

async function feedEpisodes(origin: string): Promise<{ episodes: FeedEpisode[]; updatedAt: string[] }> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'podcast-episodes',
    // Published only is the collection's read access; the feed also leaves archived episodes out.
    where: LISTED_EPISODES,
    sort: '-publishDate',
    limit: 1000,
    depth: 1,
    populate: AUDIO_FILE_POPULATE,
    // The published version, never a draft (docs/decisions.md#published-only).
    draft: false,
    ...PUBLIC_READ,
  })
  const episodes = docs.map((episode): FeedEpisode => {
    const audio = episodeAudio(episode)
    return {
      // Rows from before the guid existed were backfilled by the migration; the id is a last resort.
      guid: episode.guid || `headstash-episode-${episode.id}`,
      title: episode.title,
      description: episode.shortSummary,
      link: `${origin}${episodePath(CANONICAL_PODCAST_PATH, episode.slug)}`,
      publishDate: episode.publishDate ?? episode.createdAt,
      episodeNumber: episode.episodeNumber,
      // Cut to the square JPEG podcast apps require; the main image itself is any size and format.
      imageUrl: episodeImageSrc(episode) ? `${origin}${episodeArtworkPath(CANONICAL_PODCAST_PATH, episode.slug)}` : null,
      audio: audio ? { ...audio, url: absoluteUrl(audio.url) } : null,
      seasonNumber: episode.seasonNumber ?? null,
      transcripts: feedTranscripts(origin, episode),
      chaptersUrl: episodeChapters(episode).length ? `${origin}${episodeChaptersPath(CANONICAL_PODCAST_PATH, episode.slug)}` : null,
      persons: episodePersons(episode).map((person) => ({ ...person, img: person.img ? absoluteUrl(person.img) : null })),
      soundbites: episodeSoundbites(episode),
    }
  })
  return { episodes, updatedAt: docs.map((episode) => episode.updatedAt) }
}

export interface PodcastFeedDocument {
  xml: string
  /** The latest change of anything the feed shows (ISO): its lastBuildDate and Last-Modified. */
  lastModified: string
}

const latest = (dates: Array<string | null | undefined>): Date =>
  new Date(Math.max(0, ...dates.map((date) => (date ? Date.parse(date) : 0)).filter(Number.isFinite)))

/**
 * The feed document at `origin`; cached (the origin is part of the key, so a cache shared by servers at
 * other origins never answers with theirs), and rebuilt after any episode or site-settings change. It is
 * dated by the data it shows, not by when the cache was filled, so an unchanged feed keeps its entity tag
 * and podcast apps polling with If-None-Match / If-Modified-Since get 304.
 */
export const readPodcastFeed = cachedRead(
  async (origin: string): Promise<PodcastFeedDocument> => {
    const [settings, { episodes, updatedAt }] = await Promise.all([readPodcastSettings(), feedEpisodes(origin)])
    const show: FeedShow = {
      ...settings,
      link: `${origin}${CANONICAL_PODCAST_PATH}`,
      feedUrl: `${origin}${CANONICAL_FEED_PATH}`,
      imageUrl: `${origin}${CANONICAL_FEED_PATH.replace(/[^/]+$/, ARTWORK_FILE)}`,
    }
    const lastModified = latest([settings.updatedAt, ...updatedAt])
    return { xml: buildPodcastFeed(show, episodes, lastModified), lastModified: lastModified.toISOString() }
  },
  'podcast-feed',
  [CACHE_TAGS.episodes, CACHE_TAGS.siteSettings],
)
