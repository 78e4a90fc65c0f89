import type { Metadata } from 'next'
import { readBrandAssets } from '../queries/brand'
import { readPublishedEpisode } from '../queries/podcast'
import { episodeMetadata } from './metadata'

/**
 * Metadata of an episode page. A missing episode gets a plain, unindexed title here; the page itself
 * calls notFound(), which is what sets the 404 status.
 */
export async function episodeMetadataFor(slug: string): Promise<Metadata> {
  const [episode, brand] = await Promise.all([readPublishedEpisode(slug), readBrandAssets()])
  return episode ? episodeMetadata(episode, brand.socialImage) : { title: 'Episode Not Found', robots: { index: false, follow: false } }
}
