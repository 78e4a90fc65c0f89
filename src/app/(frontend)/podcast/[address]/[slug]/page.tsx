import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { EpisodeDetail } from '@/components/podcast/EpisodeDetail'
import { noStaticParams } from '@/lib/cache/route'
import { episodeMetadataFor } from '@/lib/podcast/episode-page'
import { type AddressParams, requirePodcastBase } from '@/lib/podcast/route'

// One published episode, from the full-route cache (see src/lib/cache/route.ts), expired by the
// episodes' hooks; unknown, draft and archived slugs answer 404 (not-found.tsx).
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

type Params = AddressParams<{ slug: string }>

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return episodeMetadataFor((await params).slug)
}

export default async function EpisodePage({ params }: Params) {
  // Draft mode (staff preview) renders the latest draft at request time; without it the page is the
  // cached, published-only one.
  const { isEnabled: draft } = await draftMode()
  return <EpisodeDetail basePath={await requirePodcastBase(params)} slug={(await params).slug} draft={draft} />
}
