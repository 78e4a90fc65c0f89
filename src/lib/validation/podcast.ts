// Podcast distribution rules (issue 15): accepted audio, show-setting defaults and the fixed texts.

/** Audio accepted for episodes: MP3 and M4A (AAC in MP4), the formats Apple Podcasts and Spotify take. */
export const AUDIO_MIME_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/m4a'] as const

export const isAudioMimeType = (value: string | null | undefined): boolean =>
  Boolean(value) && (AUDIO_MIME_TYPES as readonly string[]).includes(value as string)

/** Apple's top-level categories (the ones a show like this can fall under; Apple lists more). */
export const PODCAST_CATEGORIES = [
  'Arts',
  'Business',
  'Comedy',
  'Education',
  'Health & Fitness',
  'Leisure',
  'News',
  'Science',
  'Society & Culture',
  'Technology',
] as const

export const PODCAST_DEFAULTS = {
  description:
    'Long-form talks with the growers, hash makers, budtenders and legacy operators who built cannabis culture, and the ones carrying it forward.',
  author: 'Headstash',
  language: 'en-us',
  category: 'Society & Culture',
  // Cannabis talk: Apple asks shows about drug use to declare explicit content.
  explicit: true,
  locked: true,
} as const

/** Apple asks for square artwork between 1400 and 3000 px; the feed serves one size in that range. */
export const PODCAST_ARTWORK_SIZE = 1400

/** PSP-1: podcast:guid is a UUIDv5 of the feed URL (scheme and trailing slash removed) in this namespace. */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'

export const LISTEN_ON_LABELS = {
  apple: 'Apple Podcasts',
  spotify: 'Spotify',
  youtubeMusic: 'YouTube Music',
  rss: 'RSS',
} as const
export type ListenOnPlatform = keyof typeof LISTEN_ON_LABELS
