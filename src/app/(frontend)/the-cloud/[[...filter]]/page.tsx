import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CloudPage } from '@/components/cloud/CloudPage'
import { JsonLd } from '@/components/seo/JsonLd'
import { type CatchAllParams, noStaticParams } from '@/lib/cache/route'
import { buildMetadata } from '@/lib/seo/metadata'
import { cloudFiltersFromSegments } from '@/lib/validation/cloud-filters'

// Full-route cache, expired by the submissions' hooks; filter URLs arrive here rewritten by src/proxy.ts.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/the-cloud')

export default async function TheCloudPage({ params }: CatchAllParams<'filter'>) {
  const filters = cloudFiltersFromSegments((await params).filter)
  if (!filters) notFound()
  return (
    <>
      <JsonLd route="/the-cloud" />
      <CloudPage basePath="/the-cloud" filters={filters} />
    </>
  )
}
