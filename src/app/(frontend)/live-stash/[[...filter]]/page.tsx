import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CloudPage } from '@/components/cloud/CloudPage'
import { JsonLd } from '@/components/seo/JsonLd'
import { type CatchAllParams, noStaticParams } from '@/lib/cache/route'
import { buildMetadata } from '@/lib/seo/metadata'
import { cachedCloudFiltersFromSegments } from '@/lib/submissions/cloud-filters'

// The live-stash archive is The Cloud under its older address, with its own metadata preset;
// cached like /the-cloud (filter URLs rewritten by src/proxy.ts).
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/live-stash')

export default async function LiveStashPage({ params }: CatchAllParams<'filter'>) {
  const filters = cachedCloudFiltersFromSegments((await params).filter)
  if (!filters) notFound()
  return (
    <>
      <JsonLd route="/live-stash" />
      <CloudPage basePath="/live-stash" filters={filters} />
    </>
  )
}
