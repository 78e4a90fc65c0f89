import type { Metadata } from 'next'
import { CloudPage, type CloudSearchParams } from '@/components/cloud/CloudPage'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'

// The live-stash archive is The Cloud under its older address, with its own metadata preset.
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/live-stash')

export default function LiveStashPage({ searchParams }: { searchParams: CloudSearchParams }) {
  return (
    <>
      <JsonLd route="/live-stash" />
      <CloudPage basePath="/live-stash" searchParams={searchParams} />
    </>
  )
}
