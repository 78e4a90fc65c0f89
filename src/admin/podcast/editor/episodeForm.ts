import type { EpisodeFormValues } from '@/lib/podcast/episode-form'
import { DEFAULT_STRAIN_ARCHIVE_CTA } from '@/lib/strains/options'
import type { Media, PodcastEpisode } from '@/payload-types'

export const EPISODES_API = '/api/admin/podcast/episodes'
export const PUBLIC_EPISODE_PATH = '/herban-conversations'

export type ImageField = 'mainImage' | 'thumbnailImage'

/** What the editor shows of an uploaded audio file. */
export const audioLabel = (file: Pick<Media, 'filename' | 'duration'> | number | null | undefined): string | null => {
  if (file == null) return null
  if (typeof file === 'number') return `Uploaded audio file #${file}`
  const length = file.duration ? ` (${Math.floor(file.duration / 60)}:${String(Math.round(file.duration % 60)).padStart(2, '0')})` : ''
  return `${file.filename ?? 'Uploaded audio file'}${length}`
}

export const formFrom = (episode: PodcastEpisode | null): EpisodeFormValues => ({
  episodeNumber: episode?.episodeNumber ?? 1,
  title: episode?.title ?? '',
  slug: episode?.slug ?? '',
  shortSummary: episode?.shortSummary ?? '',
  descriptEmbed: episode?.descriptEmbed ?? '',
  audioUrl: episode?.audioUrl ?? '',
  audioFile: (typeof episode?.audioFile === 'object' ? episode.audioFile?.id : episode?.audioFile) ?? null,
  takeawayLines: (episode?.bulletTakeaways ?? []).join('\n'),
  showNotesLinks: episode?.showNotesLinks ?? '',
  ctaNewsletterUrl: episode?.ctaNewsletterUrl ?? '',
  ctaStrainArchiveUrl: episode?.ctaStrainArchiveUrl ?? DEFAULT_STRAIN_ARCHIVE_CTA,
  mainImage: episode?.mainImage ?? '',
  thumbnailImage: episode?.thumbnailImage ?? '',
  // <input type="date"> shows and returns YYYY-MM-DD; the schema turns it back into an ISO date.
  publishDate: episode?.publishDate ? episode.publishDate.slice(0, 10) : '',
  status: episode?.status ?? 'draft',
  metaTitle: episode?.metaTitle ?? '',
  metaDescription: episode?.metaDescription ?? '',
})

/** Today as <input type="date"> shows it (the editor's local day). */
export const todayInputDate = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}
