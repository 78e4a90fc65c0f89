// Podcast distribution rules (feed, audio files, podcast apps): accepted audio, show-setting defaults and the fixed texts.
import { BODY_TOO_LARGE_MESSAGES, MAX_AUDIO_BYTES } from '../http/body-limits.mjs'

/** Audio accepted for episodes: MP3 and M4A (AAC in MP4), the formats Apple Podcasts and Spotify take. */
export const AUDIO_MIME_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/m4a'] as const

/**
 * Text uploads the media collection takes, as browsers and Payload name them: transcripts (WebVTT, SRT;
 * Payload names a text file it cannot identify text/plain) and JSON Chapters files. Their content
 * decides whether they are stored (the media collection's text-file check).
 */
export const TEXT_UPLOAD_MIME_TYPES = ['text/vtt', 'application/x-subrip', 'application/srt', 'text/plain', 'application/json'] as const

export const isAudioMimeType = (value: string | null | undefined): boolean =>
  Boolean(value) && (AUDIO_MIME_TYPES as readonly string[]).includes(value as string)

/**
 * Apple's top-level categories (the ones a show like this can fall under; Apple lists more). Stored
 * values spell "&" as "and": they become GraphQL enum names, which cannot hold "&" (the whole GraphQL
 * schema failed to build); the feed writes Apple's spelling (appleCategoryText).
 */
export const PODCAST_CATEGORIES = [
  'Arts',
  'Business',
  'Comedy',
  'Education',
  'Health and Fitness',
  'Leisure',
  'News',
  'Science',
  'Society and Culture',
  'Technology',
] as const

/** A stored category as Apple spells it: "Society and Culture" → "Society & Culture". */
export const appleCategoryText = (category: string): string => category.replace(/ and /g, ' & ')

export const PODCAST_DEFAULTS = {
  description:
    'Long-form talks with the growers, hash makers, budtenders and legacy operators who built cannabis culture, and the ones carrying it forward.',
  author: 'Headstash',
  language: 'en-us',
  category: 'Society and Culture',
  // Cannabis talk: Apple asks shows about drug use to declare explicit content.
  explicit: true,
  locked: true,
} as const

/** Apple asks for square artwork between 1400 and 3000 px; the feed serves one size in that range. */
export const PODCAST_ARTWORK_SIZE = 1400
/** The square picture on an episode's share card, drawn at 380 px: a little sharper than that. */
export const SHARE_PICTURE_SIZE = 480

/** PSP-1: podcast:guid is a UUIDv5 of the feed URL (scheme and trailing slash removed) in this namespace. */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'

export const LISTEN_ON_LABELS = {
  apple: 'Apple Podcasts',
  spotify: 'Spotify',
  youtubeMusic: 'YouTube Music',
  rss: 'RSS',
} as const
export type ListenOnPlatform = keyof typeof LISTEN_ON_LABELS

/** Episode audio uploads through the episode editor (the server's table of body limits). */
export { MAX_AUDIO_BYTES }

export const AUDIO_MESSAGES = {
  missing: 'No audio file provided',
  tooLarge: BODY_TOO_LARGE_MESSAGES.audio,
  invalidType: 'Only MP3 or M4A audio files are allowed',
} as const

/** The audio type told by the file's first bytes (never by its name or the declared type), or null. */
export function sniffAudioType(head: Uint8Array): 'audio/mpeg' | 'audio/mp4' | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end))
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return 'audio/mp4'
  if (head.length >= 3 && ascii(0, 3) === 'ID3') return 'audio/mpeg'
  // An MPEG audio frame header: 11 sync bits, then a layer that is not "reserved".
  const [first = 0, second = 0] = head
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0) return 'audio/mpeg'
  return null
}
