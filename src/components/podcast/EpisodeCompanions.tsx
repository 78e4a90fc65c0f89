import type { EpisodeCompanionsView } from '@/lib/podcast/episode-companions'
import { CHAPTER_ATTRIBUTE, mediaFragment, SEEK_ATTRIBUTE } from '@/lib/podcast/player'
import { clockTime } from '@/lib/podcast/transcripts'

const seekLink = 'rounded font-mono text-sm text-ember-700 underline underline-offset-2 hover:text-ember-600 dark:text-ember-400'

/** A position in the audio: a link that plays from it (the page script seeks in place), or plain text without audio. */
function Timestamp({ seconds, audioUrl, label }: { seconds: number; audioUrl: string | null; label: string }) {
  const time = <time dateTime={`PT${Math.floor(seconds)}S`}>{clockTime(seconds)}</time>
  if (!audioUrl) return <span className="font-mono text-sm text-stone-600 dark:text-stone-400">{time}</span>
  return (
    <a
      href={mediaFragment(audioUrl, seconds)}
      {...{ [SEEK_ATTRIBUTE]: seconds }}
      className={seekLink}
      aria-label={`Play from ${clockTime(seconds)}: ${label}`}
    >
      {time}
    </a>
  )
}

/** The chapter list: each start plays from there; the playing chapter is marked while the audio plays. */
export function EpisodeChapters({ chapters, audioUrl }: { chapters: EpisodeCompanionsView['chapters']; audioUrl: string | null }) {
  if (!chapters.length) return null
  return (
    <section aria-labelledby="chapters">
      <h2 id="chapters" className="font-display text-2xl font-bold sm:text-3xl">
        Chapters
      </h2>
      <ol className="mt-5 divide-y divide-stone-200 rounded-2xl border border-stone-200 dark:divide-smoke-700 dark:border-smoke-700">
        {chapters.map((chapter) => (
          <li
            key={`${chapter.startTime}-${chapter.title}`}
            {...{ [CHAPTER_ATTRIBUTE]: chapter.startTime }}
            className="flex items-baseline gap-4 px-4 py-3 aria-[current=true]:bg-ember-50 aria-[current=true]:font-semibold dark:aria-[current=true]:bg-smoke-800"
          >
            <Timestamp seconds={chapter.startTime} audioUrl={audioUrl} label={chapter.title} />
            <span className="flex-1">{chapter.title}</span>
            {chapter.url ? (
              <a
                href={chapter.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-ember-700 text-sm underline dark:text-ember-400"
              >
                Link<span className="sr-only">: {chapter.title} (opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * The full transcript, server-rendered but collapsed (a closed <details> costs the first paint nothing),
 * each paragraph with its speaker and a timestamp that plays from there; the files are linked below it.
 */
export function EpisodeTranscript({ transcript, audioUrl }: { transcript: EpisodeCompanionsView['transcript']; audioUrl: string | null }) {
  if (!transcript) return null
  return (
    <section aria-labelledby="transcript">
      <h2 id="transcript" className="font-display text-2xl font-bold sm:text-3xl">
        Transcript
      </h2>
      <details className="group mt-5 rounded-2xl border border-stone-200 dark:border-smoke-700">
        <summary className="cursor-pointer px-4 py-3 font-semibold">
          <span className="group-open:hidden">Show</span>
          <span className="hidden group-open:inline">Hide</span> the full transcript ({transcript.label})
        </summary>
        <div lang={transcript.language} className="space-y-4 px-4 pb-4">
          {transcript.paragraphs.map((paragraph, index) => (
            <div key={`${paragraph.startTime}-${index}`} className="grid gap-1 sm:grid-cols-[5rem_1fr] sm:gap-4">
              <Timestamp seconds={paragraph.startTime} audioUrl={audioUrl} label={paragraph.speaker ?? 'transcript'} />
              <p className="text-stone-700 dark:text-stone-300">
                {paragraph.speaker ? <strong className="font-semibold">{paragraph.speaker}: </strong> : null}
                {paragraph.text}
              </p>
            </div>
          ))}
        </div>
      </details>
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
        Transcript files:{' '}
        {transcript.links.map((link, index) => (
          <span key={link.href}>
            {index > 0 ? ', ' : null}
            <a href={link.href} className="text-ember-700 underline dark:text-ember-400">
              {link.label}
            </a>
          </span>
        ))}
      </p>
    </section>
  )
}
