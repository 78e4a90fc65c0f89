import type { Metadata } from 'next'
import { CloudPage, type CloudSearchParams } from '@/components/cloud/CloudPage'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'

// Reads approved submissions per request (filters live in the URL); never at build time.
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/the-cloud')

export default function TheCloudPage({ searchParams }: { searchParams: CloudSearchParams }) {
  return (
    <>
      <JsonLd route="/the-cloud" />
      <CloudPage basePath="/the-cloud" searchParams={searchParams} />
    </>
  )
}
