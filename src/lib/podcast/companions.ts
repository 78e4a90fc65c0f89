// What an episode carries besides its audio: transcripts, chapters, people and soundbites, read from
// the stored episode for the feed, the companion routes and the episode page.
import type { Media, PodcastEpisode } from '@/payload-types'
import { storedMediaFile } from '../storage/media-file'
import { type Chapter } from './chapters'
import { usableMediaSrc } from './images'
import { canonicalLanguage, type Cue, parseTranscript, TRANSCRIPT_FORMATS, type TranscriptFormat, transcriptText } from './transcripts'

/** People an episode may name (the Podcasting 2.0 person taxonomy, group "cast"). */
export const PERSON_ROLES = ['host', 'co-host', 'guest'] as const
export type PersonRole = (typeof PERSON_ROLES)[number]
export const PERSON_GROUP = 'cast'

export const SOUNDBITE_MESSAGES = {
  duration: 'A soundbite lasts more than 0 and at most 120 seconds',
} as const
/** Podcast apps play soundbites as previews: the namespace asks for at most two minutes. */
export const MAX_SOUNDBITE_SECONDS = 120

const mediaOf = (value: number | Media | null | undefined): Media | null => (value && typeof value === 'object' ? value : null)

export interface EpisodeTranscriptFile {
  format: TranscriptFormat
  /** Canonical BCP 47 tag. */
  language: string
  mimeType: string
  media: Pick<Media, 'filename' | 'prefix'>
}

type CompanionFields = Pick<PodcastEpisode, 'transcripts' | 'chapters' | 'persons' | 'soundbites'>

/** The episode's transcript files whose media is readable here, in the editor's order. */
export function episodeTranscripts(episode: CompanionFields): EpisodeTranscriptFile[] {
  return (episode.transcripts ?? []).flatMap((row) => {
    const media = mediaOf(row.file)
    const language = canonicalLanguage(row.language)
    if (!media?.filename || !language || !(row.format in TRANSCRIPT_FORMATS)) return []
    return [{ format: row.format, language, mimeType: TRANSCRIPT_FORMATS[row.format].mimeType, media }]
  })
}

/** One transcript per language (WebVTT preferred: it names the speakers), for the derived documents. */
export function transcriptLanguages(files: readonly EpisodeTranscriptFile[]): EpisodeTranscriptFile[] {
  const byLanguage = new Map<string, EpisodeTranscriptFile>()
  for (const file of files) {
    const known = byLanguage.get(file.language)
    if (!known || (known.format !== 'vtt' && file.format === 'vtt')) byLanguage.set(file.language, file)
  }
  return [...byLanguage.values()]
}

/** The bytes of a stored media file and when it was written, or null when the store has lost it. */
export async function readMediaFile(media: Pick<Media, 'filename' | 'prefix'>): Promise<{ bytes: Uint8Array; lastModified: Date } | null> {
  if (!media.filename) return null
  const file = await storedMediaFile(media.filename, media.prefix)
  if (!file) return null
  return { bytes: new Uint8Array(await new Response(await file.open()).arrayBuffer()), lastModified: file.lastModified }
}

export const readMediaBytes = async (media: Pick<Media, 'filename' | 'prefix'>): Promise<Uint8Array | null> =>
  (await readMediaFile(media))?.bytes ?? null

/** The cues of a stored transcript, or null when its file is gone or no longer parses. */
export async function readTranscriptCues(file: EpisodeTranscriptFile): Promise<Cue[] | null> {
  const bytes = await readMediaBytes(file.media)
  if (!bytes) return null
  try {
    return parseTranscript(file.format, transcriptText(bytes))
  } catch {
    return null
  }
}

/** The episode's chapters in time order, images as absolute-or-site-relative addresses. */
export function episodeChapters(episode: CompanionFields): Chapter[] {
  return (episode.chapters ?? [])
    .map((row) => ({
      startTime: row.startTime,
      title: row.title,
      img: usableMediaSrc(mediaOf(row.image)?.url) ?? null,
      url: row.url?.trim() || null,
    }))
    .sort((a, b) => a.startTime - b.startTime)
}

export interface EpisodePerson {
  name: string
  role: PersonRole
  img: string | null
  href: string | null
}

export function episodePersons(episode: CompanionFields): EpisodePerson[] {
  return (episode.persons ?? []).map((row) => ({
    name: row.name,
    role: row.role,
    img: usableMediaSrc(mediaOf(row.img)?.url) ?? null,
    href: row.href?.trim() || null,
  }))
}

export interface Soundbite {
  startTime: number
  duration: number
  title: string | null
}

export const episodeSoundbites = (episode: CompanionFields): Soundbite[] =>
  (episode.soundbites ?? []).map((row) => ({ startTime: row.startTime, duration: row.duration, title: row.title?.trim() || null }))
