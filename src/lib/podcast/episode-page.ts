import type { Metadata } from 'next'
import { readPublishedEpisode } from './queries'
import { episodeMetadata } from './metadata'
import { EPISODE_NOT_FOUND_METADATA } from './not-found'

/**
 * Metadata of an episode page. A missing episode gets the 404's own metadata here too; the page itself
 * calls notFound(), which is what sets the 404 status.
 */
export async function episodeMetadataFor(slug: string): Promise<Metadata> {
  const episode = await readPublishedEpisode(slug)
  return episode ? episodeMetadata(episode) : EPISODE_NOT_FOUND_METADATA
}
