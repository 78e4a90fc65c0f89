import Link from 'next/link'
import { notFound } from 'next/navigation'
import { JsonLdScript } from '@/components/seo/JsonLd'
import { secondaryButton } from '@/components/ui/button-classes'
import { episodeNumberLabel, formatEpisodeDate, isoEpisodeDate } from '@/lib/podcast/format'
import { episodeJsonLd } from '@/lib/podcast/metadata'
import { episodePath, episodesPath, type PodcastBasePath } from '@/lib/podcast/paths'
import { getPayloadClient } from '@/lib/payload'
import { findEpisodeDraft, readPublishedEpisode } from '@/lib/podcast/queries'
import { DraftBanner } from '@/components/preview/DraftBanner'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/schema'
import { episodeAudio } from '@/lib/podcast/audio'
import { episodeCompanionsView } from '@/lib/podcast/episode-companions'
import { EpisodeChapters, EpisodeTranscript } from './EpisodeCompanions'
import { EpisodePlayer } from './EpisodePlayer'
import { PlayerSync } from './PlayerSync'
import { ListenOn } from './ListenOn'
import { PodcastImage } from './PodcastImage'
import { PodcastNewsletter } from './PodcastNewsletter'
import { ShareEpisodeButton } from './ShareEpisodeButton'
import { ShowNotes } from './ShowNotes'

/**
 * An episode page; drafts, archived and unknown slugs answer 404 (docs/decisions.md#published-only). In draft mode
 * (staff only, entered through /next/preview) it shows the latest draft, with the preview banner.
 */
export async function EpisodeDetail({ basePath, slug, draft = false }: { basePath: PodcastBasePath; slug: string; draft?: boolean }) {
  const episode = draft ? await findEpisodeDraft(await getPayloadClient(), slug) : await readPublishedEpisode(slug)
  if (!episode) notFound()
  const date = formatEpisodeDate(episode.publishDate)
  const takeaways = episode.bulletTakeaways ?? []
  const companions = await episodeCompanionsView(episode, basePath)
  const audioUrl = episodeAudio(episode)?.url ?? null

  return (
    <>
      {draft ? <DraftBanner path={episodePath(basePath, slug)} /> : null}
      <JsonLdScript data={episodeJsonLd(episode, publicOrigin())} />
      <section className="bg-gradient-to-b from-smoke-900 to-smoke-950 py-10 text-stone-100 sm:py-14">
        <div className="page-container grid items-center gap-8 lg:grid-cols-2">
          <PodcastImage
            src={episode.mainImage}
            alt={episode.title}
            priority
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="rounded-2xl shadow-lg"
          />
          <div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold tracking-[0.2em] text-ember-400 uppercase">{episodeNumberLabel(episode.episodeNumber)}</span>
              {date ? (
                <time dateTime={isoEpisodeDate(episode.publishDate)} className="text-stone-400">
                  {date}
                </time>
              ) : null}
            </p>
            <h1 className="mt-3 font-display text-3xl font-bold sm:text-4xl lg:text-5xl">{episode.title}</h1>
            <p className="mt-4 text-lg text-stone-300">{episode.shortSummary}</p>
            <div className="mt-6">
              <ShareEpisodeButton title={episode.title} summary={episode.shortSummary} />
            </div>
            <div className="mt-6">
              <ListenOn basePath={basePath} />
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:py-16">
        <div className="space-y-2">
          <EpisodePlayer episode={episode} captions={companions.captions} />
          {audioUrl ? <PlayerSync /> : null}
        </div>

        <EpisodeChapters chapters={companions.chapters} audioUrl={audioUrl} />

        <section aria-labelledby="key-takeaways">
          <h2 id="key-takeaways" className="font-display text-2xl font-bold sm:text-3xl">
            Key Takeaways
          </h2>
          {takeaways.length > 0 ? (
            <ul className="mt-5 space-y-3">
              {takeaways.map((takeaway, index) => (
                <li key={`${index}-${takeaway}`} className="flex gap-3 text-stone-700 dark:text-stone-300">
                  <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-ember-500" />
                  <span>{takeaway}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-5 text-stone-600 dark:text-stone-400">Takeaways for this episode are on their way.</p>
          )}
        </section>

        <section aria-labelledby="show-notes">
          <h2 id="show-notes" className="font-display text-2xl font-bold sm:text-3xl">
            Show Notes &amp; Resources
          </h2>
          <div className="mt-5">
            <ShowNotes text={episode.showNotesLinks} />
          </div>
        </section>

        <EpisodeTranscript transcript={companions.transcript} audioUrl={audioUrl} />

        <div className="flex justify-center">
          <Link href={episodesPath(basePath)} className={secondaryButton}>
            Explore All Episodes
          </Link>
        </div>
      </div>

      <PodcastNewsletter
        heading="Never Miss an Episode"
        failureTitle={NEWSLETTER_MESSAGES.episodeFailureTitle}
        failureFallback={NEWSLETTER_MESSAGES.episodeFailureFallback}
      />
    </>
  )
}
