import { usableMediaSrc } from '@/lib/podcast/images'
import type { PublicEpisode } from '@/lib/queries/podcast'

/**
 * The player: the episode's embed (already reduced by the sanitiser to allow-listed https iframes,
 * design.md decision 4), else a plain audio player, else the "Episode Coming Soon" card.
 */
export function EpisodePlayer({ episode }: { episode: Pick<PublicEpisode, 'title' | 'descriptEmbed' | 'audioUrl'> }) {
  if (episode.descriptEmbed) {
    return (
      <div
        className="overflow-hidden rounded-2xl border border-stone-200 bg-smoke-900 dark:border-smoke-700 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full"
        dangerouslySetInnerHTML={{ __html: episode.descriptEmbed }}
      />
    )
  }
  const audioUrl = usableMediaSrc(episode.audioUrl)
  if (audioUrl) {
    return (
      <div className="rounded-2xl border border-stone-200 p-5 dark:border-smoke-700">
        <audio controls preload="metadata" src={audioUrl} className="w-full" aria-label={`Listen: ${episode.title}`}>
          <a href={audioUrl} className="text-ember-600 underline dark:text-ember-400">
            Download the episode audio
          </a>
        </audio>
      </div>
    )
  }
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 p-8 text-center dark:border-smoke-700">
      <h2 className="font-display text-2xl font-bold">Episode Coming Soon</h2>
      <p className="mt-2 text-stone-600 dark:text-stone-400">The player for this episode is on its way. Check back shortly.</p>
    </div>
  )
}
