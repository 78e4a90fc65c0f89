import { notFound } from 'next/navigation'
import { podcastBaseFromSegment, type PodcastBasePath } from './paths'

/** A page or layout of the podcast route tree: `address` is the podcast address without its slash. */
export type AddressParams<Extra extends object = object> = { params: Promise<{ address: string } & Extra> }

/**
 * The address a podcast page answers at. The proxy only ever sends the two addresses here; any other
 * segment is a 404 rather than a page under an address that does not exist.
 */
export async function requirePodcastBase(params: AddressParams['params']): Promise<PodcastBasePath> {
  const base = podcastBaseFromSegment((await params).address)
  if (!base) notFound()
  return base
}
