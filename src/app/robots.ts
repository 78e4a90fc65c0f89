// Next.js serves robots.txt only from the root of the app directory, not from inside a route group.
import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/site/constants'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
