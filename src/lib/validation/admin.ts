import { z } from './zod'
import { booleanFrom, integerFrom, optionalText, requiredText } from './fields'
import {
  CHANGELOG_TYPES,
  EPISODE_STATUSES,
  GATE_DEFAULTS,
  GATE_FREQUENCIES,
  GATE_TRIGGER_TYPES,
  labelFor,
  ROBOTS_DIRECTIVES,
  SEO_DESCRIPTION_MAX,
  TWITTER_CARDS,
} from './options'
import { isSeoRoute, normaliseSeoRoute } from '../seo/presets'

export const ADMIN_MESSAGES = {
  authRequired: 'Please sign in to continue',
  adminOnly: 'Only staff can do this',
  notFound: 'Not found',
  episodeTitle: 'Title is required',
  episodeSlug: 'URL slug is required',
  episodeSlugFormat: 'URL slug may contain only lowercase letters, digits and hyphens',
  episodeSummary: 'Short summary is required',
  episodeNumber: 'Episode number must be a whole number of at least 1',
  episodeStatus: `Choose a status: ${EPISODE_STATUSES.map(labelFor).join(', ')}`,
  duplicateSlug: 'An episode with this URL slug already exists',
  deleteConfirm: 'Type "delete" to confirm',
  metaDescription: `Meta description must be at most ${SEO_DESCRIPTION_MAX} characters`,
  gateName: 'Name is required',
  gatePath: 'Page path is required',
  gateTitle: 'Title is required',
  gateDescription: 'Description is required',
  gateTriggerValue: 'Trigger value must be a whole number from 1 to 100',
  gatePriority: 'Priority must be a whole number of at least 1',
  changelogTitle: 'Title is required',
  changelogDescription: 'Description is required',
  seoRoute: 'Page route is required',
  seoUnknownRoute: 'No page of the site has this route; choose one of the listed routes',
  seoTitle: 'Title is required',
  seoDescription: 'Description is required',
  seoDescriptionLength: `Description must be at most ${SEO_DESCRIPTION_MAX} characters`,
  seoStructuredData: 'Structured data must be valid JSON',
  brandKey: 'Key is required',
  brandValue: 'Give an image file or a URL',
} as const

export const EPISODE_DELETE_WORD = 'delete'

const isoDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Publish date must be a date')
    .transform((value) => new Date(value).toISOString())
    .optional(),
)

export const episodeSchema = z.object({
  episodeNumber: integerFrom(ADMIN_MESSAGES.episodeNumber, 1, 100_000),
  title: requiredText(ADMIN_MESSAGES.episodeTitle, 200),
  slug: requiredText(ADMIN_MESSAGES.episodeSlug, 200).pipe(
    z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ADMIN_MESSAGES.episodeSlugFormat),
  ),
  shortSummary: requiredText(ADMIN_MESSAGES.episodeSummary, 2000),
  descriptEmbed: optionalText(5000),
  audioUrl: optionalText(2048),
  bulletTakeaways: z
    .array(z.string().max(500))
    .max(50)
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter(Boolean)),
  showNotesLinks: optionalText(10_000),
  ctaNewsletterUrl: optionalText(2048),
  ctaStrainArchiveUrl: optionalText(2048),
  // The media id of audio uploaded through the editor (POST …/upload-audio); null removes it.
  audioFile: z.number().int().positive().nullable().default(null),
  mainImage: optionalText(2048),
  thumbnailImage: optionalText(2048),
  publishDate: isoDate,
  status: z.enum(EPISODE_STATUSES, { error: ADMIN_MESSAGES.episodeStatus }).default('draft'),
  metaTitle: optionalText(300),
  metaDescription: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(SEO_DESCRIPTION_MAX, ADMIN_MESSAGES.metaDescription).optional(),
  ),
})
export type EpisodeInput = z.input<typeof episodeSchema>

export const deleteEpisodeSchema = z.object({
  confirmText: z.literal(EPISODE_DELETE_WORD, { error: ADMIN_MESSAGES.deleteConfirm }),
})

export const gateSchema = z.object({
  name: requiredText(ADMIN_MESSAGES.gateName, 120),
  pagePath: requiredText(ADMIN_MESSAGES.gatePath, 300),
  triggerType: z.enum(GATE_TRIGGER_TYPES).default(GATE_DEFAULTS.triggerType),
  triggerValue: integerFrom(ADMIN_MESSAGES.gateTriggerValue, 1, 100).default(GATE_DEFAULTS.triggerValue),
  title: requiredText(ADMIN_MESSAGES.gateTitle, 200),
  description: requiredText(ADMIN_MESSAGES.gateDescription, 2000),
  buttonText: optionalText(60).transform((value) => value ?? GATE_DEFAULTS.buttonText),
  dismissText: optionalText(120).transform((value) => value ?? GATE_DEFAULTS.dismissText),
  allowDismiss: booleanFrom(GATE_DEFAULTS.allowDismiss),
  priority: integerFrom(ADMIN_MESSAGES.gatePriority, 1, 1000).default(GATE_DEFAULTS.priority),
  showFrequency: z.enum(GATE_FREQUENCIES).default(GATE_DEFAULTS.showFrequency),
  isActive: booleanFrom(GATE_DEFAULTS.isActive),
})

/** PUT /api/admin/subscription-gates/{id} takes any subset, e.g. just { isActive }. */
export const gateUpdateSchema = z.object({
  name: gateSchema.shape.name.optional(),
  pagePath: gateSchema.shape.pagePath.optional(),
  triggerType: z.enum(GATE_TRIGGER_TYPES).optional(),
  triggerValue: integerFrom(ADMIN_MESSAGES.gateTriggerValue, 1, 100).optional(),
  title: gateSchema.shape.title.optional(),
  description: gateSchema.shape.description.optional(),
  buttonText: optionalText(60),
  dismissText: optionalText(120),
  allowDismiss: z.boolean().optional(),
  priority: integerFrom(ADMIN_MESSAGES.gatePriority, 1, 1000).optional(),
  showFrequency: z.enum(GATE_FREQUENCIES).optional(),
  isActive: z.boolean().optional(),
})

export const changelogSchema = z.object({
  title: requiredText(ADMIN_MESSAGES.changelogTitle, 200),
  description: requiredText(ADMIN_MESSAGES.changelogDescription, 5000),
  type: z.enum(CHANGELOG_TYPES).default('feature'),
  version: optionalText(40),
  // The create form defaults to public (admin-area.txt section 9), unlike the stored default.
  isPublic: booleanFrom(true),
  isNew: booleanFrom(true),
})

export const changelogUpdateSchema = z.object({
  title: changelogSchema.shape.title.optional(),
  description: changelogSchema.shape.description.optional(),
  type: z.enum(CHANGELOG_TYPES).optional(),
  version: optionalText(40),
  isPublic: z.boolean().optional(),
  isNew: z.boolean().optional(),
})

export const seoSettingSchema = z.object({
  pageRoute: requiredText(ADMIN_MESSAGES.seoRoute, 300).transform(normaliseSeoRoute).refine(isSeoRoute, ADMIN_MESSAGES.seoUnknownRoute),
  title: requiredText(ADMIN_MESSAGES.seoTitle, 200),
  description: requiredText(ADMIN_MESSAGES.seoDescription, 1000).pipe(
    z.string().max(SEO_DESCRIPTION_MAX, ADMIN_MESSAGES.seoDescriptionLength),
  ),
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
  }, ADMIN_MESSAGES.seoStructuredData),
  isActive: booleanFrom(true),
})

export const brandSettingSchema = z.object({
  key: requiredText(ADMIN_MESSAGES.brandKey, 100).pipe(
    z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i, 'Key may contain only letters, digits, dots, hyphens and underscores'),
  ),
  description: optionalText(300),
  value: optionalText(2048),
})
