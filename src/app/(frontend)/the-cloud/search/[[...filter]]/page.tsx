import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CloudPage } from '@/components/cloud/CloudPage'
import { JsonLd } from '@/components/seo/JsonLd'
import { type CatchAllParams } from '@/lib/cache/route'
import { buildMetadata } from '@/lib/seo/metadata'
import { searchCloudFiltersFromSegments } from '@/lib/submissions/cloud-filters'

// A view with free text (/the-cloud?q=… or ?vibe=…, rewritten here by src/proxy.ts): rendered per request and
// never stored, since every distinct text would otherwise become one more cache entry.
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/the-cloud')

export default async function TheCloudSearchPage({ params }: CatchAllParams<'filter'>) {
  const filters = searchCloudFiltersFromSegments((await params).filter)
  if (!filters) notFound()
  return (
    <>
      <JsonLd route="/the-cloud" />
      <CloudPage basePath="/the-cloud" filters={filters} />
    </>
  )
}
