// The podcast RSS feed (RSS 2.0 + Apple's itunes namespace + the Podcast Index namespace), built from
// plain values so it is unit-testable; src/lib/podcast/feed-data.ts gathers those values.
import { createHash } from 'node:crypto'
import { appleCategoryText, PODCAST_GUID_NAMESPACE } from './rules'
import type { EpisodeAudio } from './audio'
import { CHAPTERS_MIME_TYPE } from './chapters'
import { type EpisodePerson, PERSON_GROUP, type Soundbite } from './companions'

export interface FeedShow {
  title: string
  description: string
  /** The show's home page. */
  link: string
  /** Absolute address of this feed (atom:link rel=self, and the source of podcast:guid). */
  feedUrl: string
  language: string
  author: string
  ownerName: string
  ownerEmail: string
  category: string
  explicit: boolean
  locked: boolean
  /** Absolute address of the square artwork. */
  imageUrl: string
}

export interface FeedEpisode {
  guid: string
  title: string
  description: string
  /** Absolute address of the episode page. */
  link: string
  publishDate: string | null
  episodeNumber: number
  /** Absolute address of the episode image, or null to repeat the show artwork. */
  imageUrl: string | null
  /** Audio with an absolute url, or null (the item is then listed without an enclosure). */
  audio: EpisodeAudio | null
  seasonNumber?: number | null
  /** podcast:transcript entries, absolute addresses. */
  transcripts?: FeedTranscript[]
  /** Absolute address of the JSON Chapters document, or null. */
  chaptersUrl?: string | null
  persons?: EpisodePerson[]
  soundbites?: Soundbite[]
}

export interface FeedTranscript {
  url: string
  type: string
  language: string
  /** "captions" for a file with timed cues a player can show (WebVTT). */
  rel?: 'captions'
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
// Characters XML 1.0 forbids outright; editors paste them from word processors now and then.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

export const escapeXml = (value: string): string => value.replace(INVALID_XML, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)

/** RFC 4122 version-5 uuid (SHA-1 of namespace + name), as PSP-1 prescribes for podcast:guid. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** podcast:guid of a feed: the uuidv5 of its address without scheme and trailing slashes. */
export const podcastGuid = (feedUrl: string): string =>
  uuidV5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE)

/** RFC 822 date, as RSS 2.0 requires. */
const rfc822 = (value: string | null): string | null => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toUTCString()
}

const timeOf = (episode: FeedEpisode) => {
  const time = episode.publishDate ? new Date(episode.publishDate).getTime() : Number.NaN
  return Number.isNaN(time) ? 0 : time
}

/** Newest first: by publish date, then by episode number for the same (or no) date. */
export const newestFirst = (episodes: readonly FeedEpisode[]): FeedEpisode[] =>
  [...episodes].sort((a, b) => timeOf(b) - timeOf(a) || b.episodeNumber - a.episodeNumber)

const tag = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`

/** An element with attributes (undefined and null ones left out) and optional text. */
const element = (name: string, attributes: Record<string, string | number | null | undefined>, text?: string): string => {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('')
  return text === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXml(text)}</${name}>`
}

/** The Podcasting 2.0 tags of an item: season/episode, transcripts, chapters, people, soundbites. */
function podcastNamespaceXml(episode: FeedEpisode): string[] {
  return [
    episode.seasonNumber ? tag('podcast:season', episode.seasonNumber) : '',
    tag('podcast:episode', episode.episodeNumber),
    ...(episode.transcripts ?? []).map((transcript) =>
      element('podcast:transcript', { url: transcript.url, type: transcript.type, language: transcript.language, rel: transcript.rel }),
    ),
    episode.chaptersUrl ? element('podcast:chapters', { url: episode.chaptersUrl, type: CHAPTERS_MIME_TYPE }) : '',
    ...(episode.persons ?? []).map((person) =>
      element('podcast:person', { role: person.role, group: PERSON_GROUP, img: person.img, href: person.href }, person.name),
    ),
    ...(episode.soundbites ?? []).map((soundbite) =>
      element('podcast:soundbite', { startTime: soundbite.startTime, duration: soundbite.duration }, soundbite.title ?? ''),
    ),
  ]
}

function itemXml(episode: FeedEpisode, showImageUrl: string): string {
  const pubDate = rfc822(episode.publishDate)
  const lines = [
    tag('title', episode.title),
    tag('description', episode.description),
    tag('link', episode.link),
    // Not a permalink: the guid is an opaque uuid that survives slug and address changes.
    `<guid isPermaLink="false">${escapeXml(episode.guid)}</guid>`,
    pubDate ? tag('pubDate', pubDate) : '',
    episode.audio
      ? `<enclosure url="${escapeXml(episode.audio.url)}" length="${episode.audio.bytes}" type="${escapeXml(episode.audio.type)}"/>`
      : '',
    tag('itunes:title', episode.title),
    episode.seasonNumber ? tag('itunes:season', episode.seasonNumber) : '',
    tag('itunes:episode', episode.episodeNumber),
    tag('itunes:episodeType', 'full'),
    episode.audio?.duration ? tag('itunes:duration', episode.audio.duration) : '',
    // Every item names its artwork (PSP-1 item list); without its own image it repeats the show's.
    `<itunes:image href="${escapeXml(episode.imageUrl ?? showImageUrl)}"/>`,
    ...podcastNamespaceXml(episode),
  ]
  return `<item>${lines.filter(Boolean).join('')}</item>`
}

/** The whole feed document. `episodes` must be published ones only; they are listed newest first. */
export function buildPodcastFeed(show: FeedShow, episodes: readonly FeedEpisode[], buildDate = new Date()): string {
  const channel = [
    tag('title', show.title),
    tag('description', show.description),
    tag('link', show.link),
    tag('language', show.language),
    `<atom:link href="${escapeXml(show.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    tag('lastBuildDate', buildDate.toUTCString()),
    tag('generator', 'Headstash'),
    `<image>${tag('url', show.imageUrl)}${tag('title', show.title)}${tag('link', show.link)}</image>`,
    `<itunes:image href="${escapeXml(show.imageUrl)}"/>`,
    `<itunes:category text="${escapeXml(appleCategoryText(show.category))}"/>`,
    tag('itunes:explicit', show.explicit ? 'true' : 'false'),
    tag('itunes:author', show.author),
    `<itunes:owner>${tag('itunes:name', show.ownerName)}${tag('itunes:email', show.ownerEmail)}</itunes:owner>`,
    tag('itunes:type', 'episodic'),
    tag('podcast:guid', podcastGuid(show.feedUrl)),
    `<podcast:locked owner="${escapeXml(show.ownerEmail)}">${show.locked ? 'yes' : 'no'}</podcast:locked>`,
    ...newestFirst(episodes).map((episode) => itemXml(episode, show.imageUrl)),
  ]
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" ' +
    'xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">' +
    `<channel>${channel.join('')}</channel></rss>\n`
  )
}
