import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CloudPage } from '@/components/cloud/CloudPage'
import { JsonLd } from '@/components/seo/JsonLd'
import { type CatchAllParams } from '@/lib/cache/route'
import { buildMetadata } from '@/lib/seo/metadata'
import { CLOUD_PAGE_PARAM, cloudPageOf, searchCloudFiltersFromSegments } from '@/lib/submissions/cloud-filters'

// A view with free text (/live-stash?q=… or ?vibe=…, or a page past the first, rewritten here by src/proxy.ts): rendered per request and
// never stored, since every distinct text would otherwise become one more cache entry.
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/live-stash')

export default async function LiveStashSearchPage({
  params,
  searchParams,
}: CatchAllParams<'filter'> & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const page = cloudPageOf((await searchParams)[CLOUD_PAGE_PARAM])
  const filters = searchCloudFiltersFromSegments((await params).filter, page)
  if (!filters) notFound()
  return (
    <>
      <JsonLd route="/live-stash" />
      <CloudPage basePath="/live-stash" filters={filters} page={page} />
    </>
  )
}
