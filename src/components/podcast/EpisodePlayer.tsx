import { episodeAudio } from '@/lib/podcast/audio'
import type { PublicEpisode } from '@/lib/podcast/queries'
import type { CaptionTrack } from '@/lib/podcast/episode-companions'
import { AudioPlayer } from './AudioPlayer'

type PlayerFields = 'id' | 'title' | 'descriptEmbed' | 'audioUrl' | 'audioFile' | 'audioBytes' | 'audioDuration'

/**
 * The player: the episode's embed (already reduced by the sanitiser to allow-listed https iframes,
 * docs/decisions.md#episode-embeds) and, beside it, the audio player when there is audio (uploaded file or
 * audioUrl); else the "Episode Coming Soon" card.
 */
export function EpisodePlayer({ episode, captions }: { episode: Pick<PublicEpisode, PlayerFields>; captions?: CaptionTrack[] }) {
  const audio = episodeAudio(episode)
  if (episode.descriptEmbed) {
    return (
      <div className="space-y-4">
        <div
          className="overflow-hidden rounded-2xl border border-stone-200 bg-smoke-900 dark:border-smoke-700 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full"
          dangerouslySetInnerHTML={{ __html: episode.descriptEmbed }}
        />
        {audio ? <AudioPlayer audio={audio} title={episode.title} captions={captions} /> : null}
      </div>
    )
  }
  if (audio) return <AudioPlayer audio={audio} title={episode.title} captions={captions} />
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 p-8 text-center dark:border-smoke-700">
      <h2 className="font-display text-2xl font-bold">Episode Coming Soon</h2>
      <p className="mt-2 text-stone-600 dark:text-stone-400">The player for this episode is on its way. Check back shortly.</p>
    </div>
  )
}
