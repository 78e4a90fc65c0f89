import type { PodcastBasePath } from '@/lib/podcast/paths'
import { readPublishedEpisodes } from '@/lib/podcast/queries'
import { EpisodeCard } from './EpisodeCard'
import { PodcastHeader } from './PodcastHeader'
import { PodcastNewsletter } from './PodcastNewsletter'

const INTRO = 'Every conversation so far, newest first: growers, hash makers, budtenders and the people who kept the culture alive.'

/** The episode archive, rendered on the server; a failed read reaches the segment's error.tsx. */
export async function EpisodeArchive({ basePath }: { basePath: PodcastBasePath }) {
  const episodes = await readPublishedEpisodes()
  return (
    <>
      <div className="page-container py-12 sm:py-16">
        <PodcastHeader title="All Episodes" intro={INTRO} />
        {episodes.length === 0 ? (
          <div className="mt-10 rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-smoke-700">
            <h2 className="font-display text-3xl font-bold">Coming Soon</h2>
            <p className="mt-2 text-stone-600 dark:text-stone-400">
              The first episodes are being recorded. Subscribe below to hear when they drop.
            </p>
          </div>
        ) : (
          <ol className="mt-10 grid gap-6 md:grid-cols-2" aria-label="Episodes">
            {episodes.map((episode) => (
              <li key={episode.id}>
                <EpisodeCard episode={episode} basePath={basePath} />
              </li>
            ))}
          </ol>
        )}
      </div>
      <PodcastNewsletter heading="Get New Episodes First" />
    </>
  )
}
