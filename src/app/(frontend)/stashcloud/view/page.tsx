import type { Metadata } from 'next'
import { StrainCloudPage } from '@/components/strains/StrainCloudPage'
import { buildMetadata } from '@/lib/seo/metadata'
import { strainViewFrom } from '@/lib/strains/cloud-view'
import { findIdFromSegment } from '@/lib/submissions/paths'

// /stashcloud with a search, a tab or an open strain in its query, rewritten here by src/proxy.ts: the
// page's forms and links without JavaScript. Rendered per request, since the search is free text.
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/stashcloud')

export default async function StrainCloudViewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return <StrainCloudPage view={strainViewFrom(await searchParams, findIdFromSegment)} />
}
