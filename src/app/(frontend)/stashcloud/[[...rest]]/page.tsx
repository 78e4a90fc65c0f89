import type { Metadata } from 'next'
import { StrainCloudPage } from '@/components/strains/StrainCloudPage'
import { buildMetadata } from '@/lib/seo/metadata'
import { type CatchAllParams, noStaticParams, requireRoot } from '@/lib/cache/route'

// Full-route cache (see src/lib/cache/route.ts): rendered on first request, expired by collection hooks.
export const revalidate = 60 // PUBLIC_PAGE_REVALIDATE_SECONDS
export const generateStaticParams = noStaticParams

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/stashcloud')

export default async function StashCloudPage(props: CatchAllParams) {
  await requireRoot(props)
  return <StrainCloudPage />
}
