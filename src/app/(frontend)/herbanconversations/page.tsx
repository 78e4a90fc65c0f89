import type { Metadata } from 'next'
import { PodcastHome } from '@/components/podcast/PodcastHome'
import { JsonLd } from '@/components/seo/JsonLd'
import { buildMetadata } from '@/lib/seo/metadata'

// Reads the hero setting and the latest episode per request; never at build time (no database then).
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => buildMetadata('/herbanconversations')

export default function PodcastHomePage() {
  return (
    <>
      <JsonLd route="/herbanconversations" />
      <PodcastHome basePath="/herbanconversations" />
    </>
  )
}
