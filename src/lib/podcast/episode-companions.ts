// What the episode page shows of an episode's transcripts and chapters: caption tracks for the player,
// the transcript as paragraphs, the chapter list. Read on the server while the page renders.
import type { Chapter } from './chapters'
import { episodeChapters, episodeTranscripts, readTranscriptCues, transcriptLanguages } from './companions'
import { episodeTranscriptPath, type PodcastBasePath } from './paths'
import type { PublicEpisode } from './queries'
import { DERIVED_TRANSCRIPTS, TRANSCRIPT_FORMATS, transcriptParagraphs, type TranscriptParagraph } from './transcripts'

export interface CaptionTrack {
  src: string
  srclang: string
  label: string
}

export interface TranscriptLink {
  label: string
  href: string
}

export interface EpisodeCompanionsView {
  captions: CaptionTrack[]
  transcript: { language: string; label: string; paragraphs: TranscriptParagraph[]; links: TranscriptLink[] } | null
  chapters: Chapter[]
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' })
export const languageLabel = (language: string): string => {
  try {
    return LANGUAGE_NAMES.of(language) ?? language
  } catch {
    return language
  }
}

type CompanionEpisode = Pick<PublicEpisode, 'slug' | 'transcripts' | 'chapters' | 'persons' | 'soundbites'>

/**
 * The page's view of the episode's companions. The transcript shown is the first language the editor
 * listed (its WebVTT when there is one, for the speakers); every file and language is linked beside it.
 */
export async function episodeCompanionsView(episode: CompanionEpisode, basePath: PodcastBasePath): Promise<EpisodeCompanionsView> {
  const files = episodeTranscripts(episode)
  const at = (language: string, extension: string) => episodeTranscriptPath(basePath, episode.slug, language, extension)
  const captions = files
    .filter((file) => file.format === 'vtt')
    .map((file) => ({ src: at(file.language, 'vtt'), srclang: file.language, label: languageLabel(file.language) }))
  const [shown] = transcriptLanguages(files)
  const cues = shown ? await readTranscriptCues(shown) : null
  const links = files
    .map((file) => ({
      label: `${languageLabel(file.language)} (${TRANSCRIPT_FORMATS[file.format].label})`,
      href: at(file.language, file.format),
    }))
    .concat(
      transcriptLanguages(files).map((file) => ({
        label: `${languageLabel(file.language)} (web page)`,
        href: at(file.language, DERIVED_TRANSCRIPTS.html.extension),
      })),
    )
  return {
    captions,
    transcript:
      shown && cues
        ? { language: shown.language, label: languageLabel(shown.language), paragraphs: transcriptParagraphs(cues), links }
        : null,
    chapters: episodeChapters(episode),
  }
}
