import type { Metadata } from 'next'
import { EpisodeArchive } from '@/components/podcast/EpisodeArchive'
import { buildMetadata } from '@/lib/seo/metadata'

// Published episodes are read per request; never at build time (no database then).
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/herban-conversations/episodes')

export default function EpisodesPage() {
  return <EpisodeArchive basePath="/herban-conversations" />
}
