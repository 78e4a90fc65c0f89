import type { EpisodeAudio } from '@/lib/podcast/audio'
import type { CaptionTrack } from '@/lib/podcast/episode-companions'
import { EPISODE_AUDIO_ID } from '@/lib/podcast/player'

const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/**
 * The browser's own <audio> controls: keyboard- and screen-reader-operable without extra code, and
 * seeking works because the audio is served with range requests. A download link is the fallback. The
 * episode's WebVTT transcripts are its caption tracks (the first one on by default). Nothing is fetched
 * before the visitor presses play (preload="none"): a page view is not a download, and the length shown
 * comes from the server.
 */
export function AudioPlayer({ audio, title, captions = [] }: { audio: EpisodeAudio; title: string; captions?: CaptionTrack[] }) {
  return (
    <figure className="rounded-2xl border border-stone-200 p-5 dark:border-smoke-700">
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">Listen to this episode</span>
        {audio.duration ? <span className="text-stone-600 dark:text-stone-400">Length {clock(audio.duration)}</span> : null}
      </figcaption>
      <audio id={EPISODE_AUDIO_ID} controls preload="none" className="w-full" aria-label={`Listen: ${title}`} data-testid="episode-audio">
        <source src={audio.url} type={audio.type} />
        {captions.map((track, index) => (
          <track key={track.src} kind="captions" src={track.src} srcLang={track.srclang} label={track.label} default={index === 0} />
        ))}
        <a href={audio.url} className="text-ember-600 underline dark:text-ember-400">
          Download the episode audio
        </a>
      </audio>
    </figure>
  )
}
