import type { Metadata } from 'next'
import type { PublicSubmission } from './queries'
import { articleMetadata } from '../seo/article'
import { absoluteUrl, type JsonLd } from '../seo/presets'
import { SHARE_CARD_SIZE } from '../share/theme'
import { SITE_NAME } from '../site/constants'
import { findImagePath, findPath } from './paths'
import { labelFor } from '../forms/options'
import { FLAMES_MAX, FLAMES_MIN } from './options'
import { FLAME_LABELS } from './schema'

const DESCRIPTION_MAX = 160

/** One line about a find, for meta descriptions and the share sheet. */
export function findSummary(find: PublicSubmission): string {
  const parts = [
    `${labelFor(find.category)} rated ${find.flames}/${FLAMES_MAX} flames (${FLAME_LABELS[find.flames] ?? ''})`,
    find.flavorNotes && `Flavor: ${find.flavorNotes}`,
    find.effects && `Effects: ${find.effects}`,
  ].filter(Boolean)
  const text = `${parts.join('. ')}. Shared by ${find.submittedBy} on The Cloud.`
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text
}

export function findMetadata(find: PublicSubmission): Metadata {
  const title = `${find.name} — The Cloud | ${SITE_NAME}`
  const description = findSummary(find)
  const canonical = absoluteUrl(findPath(find.id, find.name))
  const image = { url: absoluteUrl(findImagePath(find.id)), ...SHARE_CARD_SIZE, alt: `${find.name} on The Cloud` }
  return articleMetadata({ title, description, canonical, publishedTime: find.createdAt, images: [image] })
}

export const FIND_NOT_FOUND_METADATA: Metadata = { title: 'Find Not Found', robots: { index: false, follow: false } }

/**
 * schema.org Review of a find: the contributor's flames as the rating of what they tried. The item
 * reviewed is a plain Thing because a Product must carry an offer (price, availability) or a rating
 * aggregate to be valid for search engines, and a find has neither: it names what was tried, not
 * something on sale here.
 */
export function findJsonLd(find: PublicSubmission): JsonLd {
  const producer = find.breeder ? ` by ${find.breeder}` : ''
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: find.name,
    url: absoluteUrl(findPath(find.id, find.name)),
    datePublished: find.createdAt,
    ...(find.imageUrl ? { image: absoluteUrl(find.imageUrl) } : {}),
    itemReviewed: { '@type': 'Thing', name: find.name, description: `${labelFor(find.category)}${producer}` },
    reviewRating: { '@type': 'Rating', ratingValue: find.flames, bestRating: FLAMES_MAX, worstRating: FLAMES_MIN },
    author: { '@type': 'Person', name: find.submittedBy },
    ...(find.effects || find.flavorNotes ? { reviewBody: [find.flavorNotes, find.effects].filter(Boolean).join(' — ') } : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME },
  }
}
