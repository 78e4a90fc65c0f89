import Link from 'next/link'
import { episodeNumberLabel, formatEpisodeDate, isoEpisodeDate } from '@/lib/podcast/format'
import { episodePath, type PodcastBasePath } from '@/lib/podcast/paths'
import type { PublicEpisode } from '@/lib/podcast/queries'
import { PodcastImage } from './PodcastImage'
import { TopicChips } from './TopicChips'

interface EpisodeCardProps {
  episode: PublicEpisode
  basePath: PodcastBasePath
  /** The heading level fitting the page the card sits on. */
  headingLevel?: 'h2' | 'h3'
  showImage?: boolean
  /** The podcast home's latest episode: image and text side by side on wide screens, filling the row. */
  featured?: boolean
}

/** An episode in a list: number, date, title, summary and key-topic chips; the title links to the episode. */
export function EpisodeCard({ episode, basePath, headingLevel = 'h2', showImage = true, featured = false }: EpisodeCardProps) {
  const Heading = headingLevel
  const date = formatEpisodeDate(episode.publishDate)
  return (
    <article
      data-episode-slug={episode.slug}
      className={`relative flex h-full flex-col overflow-hidden ${featured ? 'md:grid md:grid-cols-2 md:items-center' : ''} rounded-2xl border border-stone-200 bg-white transition hover:border-ember-500 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ember-500 dark:border-smoke-700 dark:bg-smoke-900`}
    >
      {showImage ? (
        <PodcastImage
          src={featured ? (episode.mainImage ?? episode.thumbnailImage) : (episode.thumbnailImage ?? episode.mainImage)}
          alt=""
          sizes="(min-width: 768px) 50vw, 100vw"
        />
      ) : null}
      <div className={`flex flex-1 flex-col gap-3 p-5 sm:p-6 ${featured ? 'md:p-8 lg:p-10' : ''}`}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold tracking-wider text-ember-600 uppercase dark:text-ember-400">
            {episodeNumberLabel(episode.episodeNumber)}
          </span>
          {date ? (
            <time dateTime={isoEpisodeDate(episode.publishDate)} className="text-stone-500 dark:text-stone-400">
              {date}
            </time>
          ) : null}
        </p>
        <Heading className={`font-display font-bold ${featured ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl'}`}>
          {/* The stretched link makes the whole card clickable with one link per card; the card draws its focus ring. */}
          <Link
            href={episodePath(basePath, episode.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {episode.title}
          </Link>
        </Heading>
        <p className="text-stone-600 dark:text-stone-300">{episode.shortSummary}</p>
        <div className="mt-auto pt-2">
          <TopicChips topics={episode.bulletTakeaways ?? []} />
        </div>
      </div>
    </article>
  )
}
