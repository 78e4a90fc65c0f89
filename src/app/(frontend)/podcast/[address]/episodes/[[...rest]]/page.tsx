import type { Metadata } from 'next'
import { EpisodeArchive } from '@/components/podcast/EpisodeArchive'
import { buildMetadata } from '@/lib/seo/metadata'
import { noStaticParams, requireRoot } from '@/lib/cache/route'
import { episodesPath } from '@/lib/podcast/paths'
import { type AddressParams, requirePodcastBase } from '@/lib/podcast/route'

// Full-route cache (see src/lib/cache/route.ts): rendered on first request, expired by collection hooks.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

type Props = AddressParams<{ rest?: string[] }>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return buildMetadata(episodesPath(await requirePodcastBase(params)))
}

export default async function EpisodesPage(props: Props) {
  await requireRoot(props)
  return <EpisodeArchive basePath={await requirePodcastBase(props.params)} />
}
