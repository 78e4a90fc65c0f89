import Link from 'next/link'
import { HomePhoto } from '@/components/home/HomePhoto'
import { episodeNumberLabel, formatEpisodeDate, isoEpisodeDate } from '@/lib/podcast/format'
import { usableMediaSrc } from '@/lib/podcast/images'
import { CANONICAL_PODCAST_PATH, episodePath } from '@/lib/podcast/paths'
import { readLatestEpisode } from '@/lib/podcast/queries'
import { PODCAST_NAME } from '@/lib/site/constants'

/** The newest published episode beside the finds on the home page; the show's page while there is none. */
export async function LatestEpisode() {
  const episode = await readLatestEpisode()
  const image = episode ? usableMediaSrc(episode.thumbnailImage ?? episode.mainImage) : null
  const date = episode ? formatEpisodeDate(episode.publishDate) : null
  return (
    <section aria-labelledby="home-latest-episode" className="min-w-0">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="home-latest-episode" className="font-display text-2xl font-bold">
          Latest Episode
        </h2>
        <Link
          href={CANONICAL_PODCAST_PATH}
          className="text-sm font-semibold whitespace-nowrap text-ember-600 hover:underline dark:text-ember-400"
        >
          All episodes
        </Link>
      </div>
      <article className="relative mt-4 overflow-hidden rounded-2xl border border-stone-200 bg-white transition hover:border-ember-500 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ember-500 dark:border-smoke-700 dark:bg-smoke-900">
        <div className="aspect-video bg-gradient-to-br from-leaf-500/40 via-smoke-800 to-ember-500/40">
          {image ? (
            <HomePhoto src={image} alt="" width={1344} height={756} decoding="async" className="h-full w-full object-cover" />
          ) : null}
        </div>
        <div className="space-y-2 p-4 sm:p-5">
          <p className="flex flex-wrap items-center gap-x-3 text-sm">
            <span className="font-semibold tracking-wider text-ember-600 uppercase dark:text-ember-400">
              {episode ? episodeNumberLabel(episode.episodeNumber) : PODCAST_NAME}
            </span>
            {episode && date ? (
              <time dateTime={isoEpisodeDate(episode.publishDate)} className="text-stone-500 dark:text-stone-400">
                {date}
              </time>
            ) : null}
          </p>
          <h3 className="font-display text-xl leading-snug font-bold">
            <Link
              href={episode ? episodePath(CANONICAL_PODCAST_PATH, episode.slug) : CANONICAL_PODCAST_PATH}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {episode ? episode.title : 'Coming Soon'}
            </Link>
          </h3>
          {episode ? <p className="line-clamp-3 text-sm text-stone-600 dark:text-stone-300">{episode.shortSummary}</p> : null}
        </div>
      </article>
    </section>
  )
}
