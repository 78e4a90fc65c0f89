// Next.js serves robots.txt only from the root of the app directory, not from inside a route group.
import type { MetadataRoute } from 'next'
import { publicOrigin } from '@/lib/site/runtime-env.mjs'
import { MEDIA_FILE_PATH } from '@/lib/storage/media-dir'

// Names the public origin, which only the running server knows: never prerendered by the build.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    // Media files are what pages point crawlers at (og:image, JSON-LD images, podcast audio): the
    // longer, more specific allow wins over the /api disallow.
    rules: [{ userAgent: '*', allow: ['/', MEDIA_FILE_PATH], disallow: ['/admin', '/api'] }],
    sitemap: `${publicOrigin()}/sitemap.xml`,
  }
}
