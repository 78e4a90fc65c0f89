import { structuredDataFor } from '@/lib/seo/metadata'
import type { SeoRoute } from '@/lib/seo/presets'

// `<` is escaped so a value containing "</script>" cannot end the tag early.
const serialise = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')

export async function JsonLd({ route }: { route: SeoRoute }) {
  const data = await structuredDataFor(route)
  if (!data) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise(data) }} />
}
