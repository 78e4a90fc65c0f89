import Link from 'next/link'
import { primaryButton } from '@/components/ui/button-classes'
import { EPISODE_NOT_FOUND } from '@/lib/podcast/not-found'
import { episodesPath, type PodcastBasePath } from '@/lib/podcast/paths'

/** A missing (or unpublished) episode: the fixed "Episode Not Found" text and a way back. */
export function EpisodeNotFound({ basePath }: { basePath: PodcastBasePath }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm tracking-[0.3em] text-ember-500 uppercase">404</p>
      <h1 className="mt-3 font-display text-4xl font-bold">{EPISODE_NOT_FOUND}</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">The episode you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <Link href={episodesPath(basePath)} className={`${primaryButton} mt-8`}>
        Back to Episodes
      </Link>
    </section>
  )
}
