import { takeawaysFromLines } from '@/lib/podcast/builders'
import { z } from './zod'
import { brandSettingSchema, changelogSchema, episodeSchema, gateSchema } from './admin'
import { registerSchema } from './auth'
import type { CHANGELOG_TYPES, EPISODE_STATUSES, GATE_FREQUENCIES, GATE_TRIGGER_TYPES } from './options'

// The admin forms validate with their endpoint's own schema. Those schemas accept loose input (strings
// for numbers, blanks for "not given"), so their input type is `unknown`; each form schema below types
// the values as the form's inputs hold them and pipes them into the endpoint schema unchanged, so a
// message beside a field is exactly the server's.

const isRecord = (value: unknown) => typeof value === 'object' && value !== null

export interface EpisodeFormValues {
  episodeNumber: number
  title: string
  slug: string
  shortSummary: string
  descriptEmbed: string
  audioUrl: string
  /** Media id of the uploaded audio file; it wins over audioUrl on the site and in the feed. */
  audioFile: number | null
  /** One takeaway per line; blank lines are dropped. */
  takeawayLines: string
  showNotesLinks: string
  ctaNewsletterUrl: string
  ctaStrainArchiveUrl: string
  mainImage: string
  thumbnailImage: string
  /** YYYY-MM-DD as <input type="date"> holds it; the endpoint schema turns it into an ISO date. */
  publishDate: string
  status: (typeof EPISODE_STATUSES)[number]
  metaTitle: string
  metaDescription: string
}

/** The takeaway lines are checked as the list the API stores, and a failure is shown on the textarea. */
export const episodeFormSchema = z
  .custom<EpisodeFormValues>(isRecord)
  .check((ctx) => {
    const takeaways = episodeSchema.shape.bulletTakeaways.safeParse(takeawaysFromLines(ctx.value.takeawayLines))
    if (!takeaways.success)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value.takeawayLines,
        path: ['takeawayLines'],
        message: takeaways.error.issues[0]?.message ?? 'Invalid takeaways',
      })
  })
  .transform(({ takeawayLines, ...values }): z.input<typeof episodeSchema> => ({
    ...values,
    bulletTakeaways: takeawaysFromLines(takeawayLines),
  }))
  .pipe(episodeSchema)

export interface GateFormValues {
  name: string
  pagePath: string
  triggerType: (typeof GATE_TRIGGER_TYPES)[number]
  /** NaN while the number input is empty, which the schema reports as not a whole number. */
  triggerValue: number
  title: string
  description: string
  buttonText: string
  dismissText: string
  allowDismiss: boolean
  priority: number
  showFrequency: (typeof GATE_FREQUENCIES)[number]
  isActive: boolean
}

export const gateFormSchema = z
  .custom<GateFormValues>(isRecord)
  .transform((values): z.input<typeof gateSchema> => values)
  .pipe(gateSchema)

export interface ChangelogFormValues {
  title: string
  description: string
  type: (typeof CHANGELOG_TYPES)[number]
  isPublic: boolean
  isNew: boolean
}

export const changelogFormSchema = z
  .custom<ChangelogFormValues>(isRecord)
  .transform((values): z.input<typeof changelogSchema> => values)
  .pipe(changelogSchema)

export interface BrandSettingFormValues {
  key: string
  description: string
  value: string
}

export const brandSettingFormSchema = z
  .custom<BrandSettingFormValues>(isRecord)
  .transform((values): z.input<typeof brandSettingSchema> => values)
  .pipe(brandSettingSchema)

/**
 * The register form: every field is required first ("<label> is required", admin-area.txt section 5),
 * then the API's own rules. A mismatch of the two passwords is the API schema's confirmPassword issue,
 * which the form shows as a toast.
 */
export const registerFormSchema = z
  .object({
    username: z.string().trim().min(1, 'Username is required'),
    password: z.string().min(1, 'Password is required'),
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .transform((values): z.input<typeof registerSchema> => values)
  .pipe(registerSchema)
