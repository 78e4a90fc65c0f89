import type { Metadata } from 'next'
import { EpisodeDetail } from '@/components/podcast/EpisodeDetail'
import { episodeMetadataFor } from '@/lib/podcast/episode-page'

// One published episode per request; unknown, draft and archived slugs answer 404 (not-found.tsx).
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return episodeMetadataFor((await params).slug)
}

export default async function EpisodePage({ params }: Params) {
  return <EpisodeDetail basePath="/herban-conversations" slug={(await params).slug} />
}
