import type { Metadata } from 'next'
import { PodcastHome } from '@/components/podcast/PodcastHome'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'
import { noStaticParams, requireRoot } from '@/lib/cache/route'
import { type AddressParams, requirePodcastBase } from '@/lib/podcast/route'

// Full-route cache (see src/lib/cache/route.ts): rendered on first request, expired by collection hooks.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

type Props = AddressParams<{ rest?: string[] }>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return buildMetadata(await requirePodcastBase(params))
}

export default async function PodcastHomePage(props: Props) {
  await requireRoot(props)
  const base = await requirePodcastBase(props.params)
  return (
    <>
      <JsonLd route={base} />
      <PodcastHome basePath={base} />
    </>
  )
}
