// The documents served beside an episode page: its transcripts (the uploaded files and the JSON and HTML
// derived from them) and its JSON Chapters. Published episodes only, like the page.
import { absoluteUrl } from '../seo/presets'
import { chaptersJson, CHAPTERS_MIME_TYPE } from './chapters'
import { episodeChapters, episodeTranscripts, readMediaFile, transcriptLanguages } from './companions'
import { readPublishedEpisode } from './queries'
import {
  canonicalLanguage,
  DERIVED_TRANSCRIPTS,
  parseTranscript,
  TRANSCRIPT_FORMATS,
  transcriptHtml,
  transcriptJson,
  transcriptText,
} from './transcripts'

export const COMPANION_MESSAGES = { transcriptNotFound: 'Transcript not found', chaptersNotFound: 'Chapters not found' } as const

export interface CompanionDocument {
  body: string | Uint8Array
  contentType: string
  lastModified?: Date
}

const EXTENSIONS = ['vtt', 'srt', 'json', 'html'] as const
type Extension = (typeof EXTENSIONS)[number]

/** `en-US.vtt` → its language and extension; null for any other name. */
export function transcriptFileName(name: string): { language: string; extension: Extension } | null {
  const match = /^(.+)\.([a-z]+)$/.exec(name)
  const extension = EXTENSIONS.find((known) => known === match?.[2])
  const language = canonicalLanguage(match?.[1])
  return extension && language ? { language, extension } : null
}

/**
 * A transcript document of a published episode by its file name (`<language>.<vtt|srt|json|html>`): the
 * uploaded file as stored, or the JSON / HTML derived from that language's transcript. Null when the
 * episode, the language or the file does not exist.
 */
export async function transcriptDocument(slug: string, name: string): Promise<CompanionDocument | null> {
  const wanted = transcriptFileName(name)
  const episode = wanted ? await readPublishedEpisode(slug) : null
  if (!wanted || !episode) return null
  const files = episodeTranscripts(episode).filter((file) => file.language === wanted.language)
  if (wanted.extension === 'vtt' || wanted.extension === 'srt') {
    const file = files.find((candidate) => candidate.format === wanted.extension)
    const stored = file ? await readMediaFile(file.media) : null
    if (!stored) return null
    return {
      body: stored.bytes,
      contentType: `${TRANSCRIPT_FORMATS[wanted.extension].mimeType}; charset=utf-8`,
      lastModified: stored.lastModified,
    }
  }
  const [source] = transcriptLanguages(files)
  const stored = source ? await readMediaFile(source.media) : null
  if (!source || !stored) return null
  const cues = parseTranscript(source.format, transcriptText(stored.bytes))
  const body =
    wanted.extension === 'json'
      ? JSON.stringify(transcriptJson(cues))
      : transcriptHtml(cues, { title: episode.title, language: wanted.language })
  return { body, contentType: `${DERIVED_TRANSCRIPTS[wanted.extension].mimeType}; charset=utf-8`, lastModified: stored.lastModified }
}

/** The JSON Chapters 1.2 document of a published episode with chapters, addresses absolute; else null. */
export async function chaptersDocument(slug: string): Promise<CompanionDocument | null> {
  const episode = await readPublishedEpisode(slug)
  const chapters = episode ? episodeChapters(episode) : []
  if (!episode || !chapters.length) return null
  const absolute = chapters.map((chapter) => ({ ...chapter, img: chapter.img ? absoluteUrl(chapter.img) : null }))
  return { body: JSON.stringify(chaptersJson(absolute, { title: episode.title })), contentType: CHAPTERS_MIME_TYPE }
}
