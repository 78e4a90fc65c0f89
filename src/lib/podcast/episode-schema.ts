import { SEO_MESSAGES } from '@/lib/seo/schema'
import { z } from '@/lib/forms/zod'
import { integerFrom, optionalText, requiredText } from '@/lib/forms/fields'
import { EPISODE_STATUSES } from '@/lib/publishing/state'
import { labelFor } from '@/lib/forms/options'
import { SEO_DESCRIPTION_MAX } from '@/lib/seo/options'

export const EPISODE_MESSAGES = {
  episodeTitle: 'Title is required',
  episodeSlug: 'URL slug is required',
  episodeSlugFormat: 'URL slug may contain only lowercase letters, digits and hyphens',
  episodeSummary: 'Short summary is required',
  episodeNumber: 'Episode number must be a whole number of at least 1',
  episodeStatus: `Choose a status: ${EPISODE_STATUSES.map(labelFor).join(', ')}`,
  duplicateSlug: 'An episode with this URL slug already exists',
  deleteConfirm: 'Type "delete" to confirm',
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
  episodeNumber: integerFrom(EPISODE_MESSAGES.episodeNumber, 1, 100_000),
  title: requiredText(EPISODE_MESSAGES.episodeTitle, 200),
  slug: requiredText(EPISODE_MESSAGES.episodeSlug, 200).pipe(
    z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, EPISODE_MESSAGES.episodeSlugFormat),
  ),
  shortSummary: requiredText(EPISODE_MESSAGES.episodeSummary, 2000),
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
  status: z.enum(EPISODE_STATUSES, { error: EPISODE_MESSAGES.episodeStatus }).default('draft'),
  metaTitle: optionalText(300),
  metaDescription: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(SEO_DESCRIPTION_MAX, SEO_MESSAGES.metaDescription).optional(),
  ),
})
export type EpisodeInput = z.input<typeof episodeSchema>

export const deleteEpisodeSchema = z.object({
  confirmText: z.literal(EPISODE_DELETE_WORD, { error: EPISODE_MESSAGES.deleteConfirm }),
})
