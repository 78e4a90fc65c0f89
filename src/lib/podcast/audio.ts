import type { Media, PodcastEpisode } from '@/payload-types'
import { usableMediaSrc } from './images'

export interface EpisodeAudio {
  /** Site-relative or absolute address. */
  url: string
  /** Byte length for the feed enclosure; 0 when unknown (an external address without a stated length). */
  bytes: number
  type: string
  /** Whole seconds, or null when unknown. */
  duration: number | null
}

// Apple's documented enclosure types; audio/mp4 and audio/m4a uploads are the same M4A files.
const M4A_TYPE = 'audio/x-m4a'
const MP3_TYPE = 'audio/mpeg'

const feedType = (mimeType: string | null | undefined, url: string): string => {
  if (mimeType && /m4a|mp4/i.test(mimeType)) return M4A_TYPE
  if (mimeType) return MP3_TYPE
  return /\.(m4a|mp4|aac)(\?|#|$)/i.test(url) ? M4A_TYPE : MP3_TYPE
}

const wholeSeconds = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null

type AudioFields = Pick<PodcastEpisode, 'id' | 'audioFile' | 'audioUrl' | 'audioBytes' | 'audioDuration'>

/**
 * Where podcast apps and the player fetch an episode's uploaded audio: the counting route, which serves
 * the file (ranges, HEAD) and records downloads by the IAB rules. The file name keeps the address
 * ending in .mp3/.m4a, which some apps look at.
 */
export const COUNTED_AUDIO_PATH = '/api/podcast/audio'
export const countedAudioPath = (episodeId: number, filename: string): string =>
  `${COUNTED_AUDIO_PATH}/${episodeId}/${encodeURIComponent(filename)}`

/**
 * The episode's audio: the uploaded file (length and duration read from it) through the counting route,
 * else the external address (its host counts its downloads: we never see the requests).
 */
export function episodeAudio(episode: AudioFields): EpisodeAudio | null {
  const file: Media | null = episode.audioFile && typeof episode.audioFile === 'object' ? episode.audioFile : null
  const fileUrl = usableMediaSrc(file?.url)
  if (file?.filename && fileUrl) {
    const url = countedAudioPath(episode.id, file.filename)
    return { url, bytes: file.filesize ?? 0, type: feedType(file.mimeType, fileUrl), duration: wholeSeconds(file.duration) }
  }
  const url = usableMediaSrc(episode.audioUrl)
  if (!url) return null
  return {
    url,
    bytes: Math.max(0, Math.round(episode.audioBytes ?? 0)),
    type: feedType(null, url),
    duration: wholeSeconds(episode.audioDuration),
  }
}
