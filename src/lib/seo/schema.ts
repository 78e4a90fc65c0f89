import { z } from '@/lib/forms/zod'
import { booleanFrom, optionalText, requiredText } from '@/lib/forms/fields'
import { ROBOTS_DIRECTIVES, SEO_DESCRIPTION_MAX, TWITTER_CARDS } from '@/lib/seo/options'
import { isSeoRoute, normaliseSeoRoute } from '@/lib/seo/presets'

export const SEO_MESSAGES = {
  metaDescription: `Meta description must be at most ${SEO_DESCRIPTION_MAX} characters`,
  seoRoute: 'Page route is required',
  seoUnknownRoute: 'No page of the site has this route; choose one of the listed routes',
  seoTitle: 'Title is required',
  seoDescription: 'Description is required',
  seoDescriptionLength: `Description must be at most ${SEO_DESCRIPTION_MAX} characters`,
  seoStructuredData: 'Structured data must be valid JSON',
} as const

export const seoSettingSchema = z.object({
  pageRoute: requiredText(SEO_MESSAGES.seoRoute, 300).transform(normaliseSeoRoute).refine(isSeoRoute, SEO_MESSAGES.seoUnknownRoute),
  title: requiredText(SEO_MESSAGES.seoTitle, 200),
  description: requiredText(SEO_MESSAGES.seoDescription, 1000).pipe(z.string().max(SEO_DESCRIPTION_MAX, SEO_MESSAGES.seoDescriptionLength)),
  keywords: optionalText(500),
  ogTitle: optionalText(200),
  ogDescription: optionalText(500),
  ogImage: optionalText(2048),
  twitterCard: z.enum(TWITTER_CARDS).default('summary_large_image'),
  canonical: optionalText(2048),
  robotsDirective: z.enum(ROBOTS_DIRECTIVES).default('index, follow'),
  structuredData: optionalText(20_000).refine((value) => {
    if (!value) return true
    try {
      JSON.parse(value)
      return true
    } catch {
      return false
    }
  }, SEO_MESSAGES.seoStructuredData),
  isActive: booleanFrom(true),
})
