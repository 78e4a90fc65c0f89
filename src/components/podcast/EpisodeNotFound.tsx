'use client'

import Link from 'next/link'
import { useParams } from 'next/navigation'
import { primaryButton } from '@/components/ui/button-classes'
import { EPISODE_NOT_FOUND } from '@/lib/podcast/not-found'
import { CANONICAL_PODCAST_PATH, episodesPath, podcastBaseFromSegment } from '@/lib/podcast/paths'

/**
 * A missing (or unpublished) episode. Next gives a not-found file no props, so the address to lead back
 * to is read from the route's params (the podcast route tree's `address` segment).
 */
export function EpisodeNotFound() {
  const { address } = useParams<{ address?: string }>()
  const basePath = podcastBaseFromSegment(address) ?? CANONICAL_PODCAST_PATH
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
