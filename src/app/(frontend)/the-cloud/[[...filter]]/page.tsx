import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CloudPage } from '@/components/cloud/CloudPage'
import { FindDetail } from '@/components/cloud/FindDetail'
import { JsonLd } from '@/components/seo/JsonLd'
import { type CatchAllParams, noStaticParams } from '@/lib/cache/route'
import { FIND_NOT_FOUND_METADATA, findMetadata } from '@/lib/submissions/find-page'
import { readApprovedSubmission } from '@/lib/submissions/queries'
import { buildMetadata } from '@/lib/seo/metadata'
import { cachedCloudFiltersFromSegments } from '@/lib/submissions/cloud-filters'
import { findIdFromSegment } from '@/lib/submissions/paths'

// Full-route cache, expired by the submissions' hooks; filter URLs arrive here rewritten by src/proxy.ts.
// One segment that starts with a digit is a find's permalink (/the-cloud/<id>-<slug>); category
// segments never do, so both live in this one catch-all.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

const findSegmentOf = (segments: string[] | undefined): { id: number; segment: string } | null => {
  const [segment, ...rest] = segments ?? []
  const id = rest.length ? null : findIdFromSegment(segment)
  return id === null || segment === undefined ? null : { id, segment }
}

export async function generateMetadata({ params }: CatchAllParams<'filter'>): Promise<Metadata> {
  const find = findSegmentOf((await params).filter)
  if (!find) return buildMetadata('/the-cloud')
  const entry = await readApprovedSubmission(find.id)
  return entry ? findMetadata(entry) : FIND_NOT_FOUND_METADATA
}

export default async function TheCloudPage({ params }: CatchAllParams<'filter'>) {
  const segments = (await params).filter
  const find = findSegmentOf(segments)
  if (find) return <FindDetail id={find.id} segment={find.segment} />
  const filters = cachedCloudFiltersFromSegments(segments)
  if (!filters) notFound()
  return (
    <>
      <JsonLd route="/the-cloud" />
      <CloudPage basePath="/the-cloud" filters={filters} />
    </>
  )
}
