import type { Metadata } from 'next'
import { readPublishedEpisode } from '../queries/podcast'
import { episodeMetadata } from './metadata'

/**
 * Metadata of an episode page. A missing episode gets a plain, unindexed title here; the page itself
 * calls notFound(), which is what sets the 404 status.
 */
export async function episodeMetadataFor(slug: string): Promise<Metadata> {
  const episode = await readPublishedEpisode(slug)
  return episode ? episodeMetadata(episode) : { title: 'Episode Not Found', robots: { index: false, follow: false } }
}
