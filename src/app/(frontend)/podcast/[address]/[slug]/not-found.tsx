import type { Metadata } from 'next'
import { EpisodeNotFound } from '@/components/podcast/EpisodeNotFound'
import { EPISODE_NOT_FOUND_METADATA } from '@/lib/podcast/not-found'

export const metadata: Metadata = EPISODE_NOT_FOUND_METADATA

export default function EpisodeNotFoundPage() {
  return <EpisodeNotFound />
}
