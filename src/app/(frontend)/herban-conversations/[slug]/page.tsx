import type { Metadata } from 'next'
import { EpisodeDetail } from '@/components/podcast/EpisodeDetail'
import { noStaticParams } from '@/lib/cache/route'
import { episodeMetadataFor } from '@/lib/podcast/episode-page'

// One published episode, from the full-route cache (see src/lib/cache/route.ts), expired by the
// episodes' hooks; unknown, draft and archived slugs answer 404 (not-found.tsx).
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

type Params = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return episodeMetadataFor((await params).slug)
}

export default async function EpisodePage({ params }: Params) {
  return <EpisodeDetail basePath="/herban-conversations" slug={(await params).slug} />
}
