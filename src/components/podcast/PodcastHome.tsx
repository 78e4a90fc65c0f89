import Link from 'next/link'
import { primaryButton } from '@/components/ui/button-classes'
import { episodesPath, type PodcastBasePath } from '@/lib/podcast/paths'
import { readPublishedEpisodes } from '@/lib/podcast/queries'
import { readHeroBackground } from '@/lib/site/queries'
import { HERO_BACKGROUND_FALLBACK, PODCAST_NAME, SITE_NAME } from '@/lib/site/constants'
import { EpisodeCard } from './EpisodeCard'
import { ListenOn } from './ListenOn'
import { PodcastImage } from './PodcastImage'
import { PodcastNewsletter } from './PodcastNewsletter'

const FEATURES = [
  { title: 'Legacy Voices', body: 'Growers, hash makers and operators who were here before the storefronts, in their own words.' },
  { title: 'Craft Over Hype', body: 'How the good stuff actually gets made: genetics, cold chains, curing and the patience behind them.' },
  { title: 'Culture First', body: 'The people, places and stories the headlines skip, with the community at the centre of every talk.' },
]

async function heroImageUrl(): Promise<string> {
  try {
    return (await readHeroBackground()).imageUrl
  } catch (error) {
    // The hero image is decoration: without settings the built-in image stands in and the page still answers.
    console.error('[podcast] hero background unavailable', error)
    return HERO_BACKGROUND_FALLBACK
  }
}

/** The podcast home, shared by /herbanconversations and /herban-conversations. */
export async function PodcastHome({ basePath }: { basePath: PodcastBasePath }) {
  const [heroImage, episodes] = await Promise.all([heroImageUrl(), readPublishedEpisodes()])
  const latest = episodes[0]

  return (
    <>
      <section className="bg-gradient-to-b from-smoke-900 to-smoke-950 py-12 text-stone-100 sm:py-16">
        <div className="page-container grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm tracking-[0.3em] text-ember-400 uppercase">The {SITE_NAME} Podcast</p>
            <h1 className="mt-4 font-display text-4xl font-bold sm:text-5xl">{PODCAST_NAME}</h1>
            <p className="mt-4 text-lg text-stone-300">
              Long-form talks with the growers, hash makers, budtenders and legacy operators who built cannabis culture, and the ones
              carrying it forward.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={episodesPath(basePath)} className={primaryButton}>
                Browse All Episodes
              </Link>
            </div>
            <div className="mt-6">
              <ListenOn basePath={basePath} />
            </div>
          </div>
          <PodcastImage
            src={heroImage}
            alt={`${PODCAST_NAME}: microphones and smoke in the studio`}
            priority
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="rounded-2xl shadow-lg"
          />
        </div>
      </section>

      <section aria-labelledby="podcast-features" className="page-container py-14 sm:py-16">
        <h2 id="podcast-features" className="font-display text-3xl font-bold">
          What You&apos;ll Hear
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="rounded-2xl border border-stone-200 p-6 dark:border-smoke-700">
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-stone-600 dark:text-stone-400">{feature.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="latest-episode" className="page-container pb-14 sm:pb-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-episode" className="font-display text-3xl font-bold">
            Latest Episode
          </h2>
          <Link
            href={episodesPath(basePath)}
            className="font-semibold text-ember-600 underline-offset-4 hover:underline dark:text-ember-400"
          >
            View all episodes
          </Link>
        </div>
        <div className="mt-8">
          {latest ? (
            <EpisodeCard episode={latest} basePath={basePath} headingLevel="h3" featured />
          ) : (
            <div className="rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-smoke-700">
              <h3 className="font-display text-2xl font-bold">Coming Soon</h3>
              <p className="mt-2 text-stone-600 dark:text-stone-400">
                The first episode is being recorded. Subscribe below to hear when it drops.
              </p>
            </div>
          )}
        </div>
      </section>

      <PodcastNewsletter heading="Get New Episodes First" />
    </>
  )
}
