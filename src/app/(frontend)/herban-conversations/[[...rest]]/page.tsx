import type { Metadata } from 'next'
import { PodcastHome } from '@/components/podcast/PodcastHome'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'
import { type CatchAllParams, noStaticParams, requireRoot } from '@/lib/cache/route'

// Full-route cache (see src/lib/cache/route.ts): rendered on first request, expired by collection hooks.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/herban-conversations')

export default async function PodcastHomePage(props: CatchAllParams) {
  await requireRoot(props)
  return (
    <>
      <JsonLd route="/herban-conversations" />
      <PodcastHome basePath="/herban-conversations" />
    </>
  )
}
