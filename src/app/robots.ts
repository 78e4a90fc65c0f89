// Next.js serves robots.txt only from the root of the app directory, not from inside a route group.
import type { MetadataRoute } from 'next'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'

// Names the public origin, which only the running server knows: never prerendered by the build.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    sitemap: `${publicOrigin()}/sitemap.xml`,
  }
}
