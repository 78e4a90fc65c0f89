import { takeawaysFromLines } from '@/lib/podcast/builders'
import { z } from '@/lib/forms/zod'
import { episodeSchema } from '@/lib/podcast/episode-schema'
import type { EPISODE_STATUSES } from '@/lib/publishing/state'
import { isRecord } from '@/lib/forms/fields'

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
