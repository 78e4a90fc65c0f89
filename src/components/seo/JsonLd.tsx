import { structuredDataFor } from '@/lib/seo/metadata'
import type { SeoRoute } from '@/lib/seo/presets'

// `<` is escaped so a value containing "</script>" cannot end the tag early.
const serialise = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')

/** Structured data built by the page itself (e.g. an episode), rather than a route preset. */
export function JsonLdScript({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise(data) }} />
}

export async function JsonLd({ route }: { route: SeoRoute }) {
  const data = await structuredDataFor(route)
  if (!data) return null
  return <JsonLdScript data={data} />
}
