import type { Metadata } from 'next'
import { OG_LOCALE, SITE_NAME } from '../site/constants'

export interface ArticleImage {
  url: string
  width: number
  height: number
  alt: string
}

/**
 * Metadata of a page that is one article (a find, an episode): its own title, the canonical address,
 * and the same Open Graph and Twitter card, with the share image's size and alt text, on both.
 */
export function articleMetadata({
  title,
  description,
  canonical,
  publishedTime,
  images,
}: {
  title: string
  description: string
  canonical: string
  publishedTime?: string
  images: ArticleImage[]
}): Metadata {
  return {
    title: { absolute: title },
    description,
    alternates: { canonical },
    openGraph: { type: 'article', siteName: SITE_NAME, locale: OG_LOCALE, url: canonical, title, description, publishedTime, images },
    twitter: { card: 'summary_large_image', title, description, images: images.map(({ url, alt }) => ({ url, alt })) },
  }
}
