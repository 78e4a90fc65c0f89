import { describe, expect, it } from 'vitest'
import { EPISODE_MESSAGES, episodeSchema } from '@/lib/podcast/episode-schema'
import { GATE_ADMIN_MESSAGES, gateSchema } from '@/lib/gates/admin-schema'
import { episodeFormSchema, type EpisodeFormValues } from '@/lib/podcast/episode-form'
import { gateFormSchema } from '@/lib/gates/admin-form'

const episode: EpisodeFormValues = {
  episodeNumber: 7,
  title: ' Terroir ',
  slug: 'ep007-terroir',
  shortSummary: 'A talk.',
  descriptEmbed: '',
  audioUrl: '',
  audioFile: null,
  takeawayLines: 'First\n\n  \nSecond ',
  showNotesLinks: '',
  ctaNewsletterUrl: '',
  ctaStrainArchiveUrl: '',
  mainImage: '',
  thumbnailImage: '',
  publishDate: '2025-09-04',
  status: 'published',
  metaTitle: '',
  metaDescription: '',
}

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('admin form schemas', () => {
  it('an episode form sends exactly what the API schema makes of the same episode', () => {
    const { takeawayLines: _lines, ...rest } = episode
    expect(episodeFormSchema.parse(episode)).toEqual(episodeSchema.parse({ ...rest, bulletTakeaways: ['First', 'Second'] }))
  })

  it('empty required episode fields fail with the API messages on the fields the editor shows', () => {
    const result = episodeFormSchema.safeParse({ ...episode, title: '', slug: '', shortSummary: '  ' })
    expect(pathsOf(result)).toEqual({
      title: EPISODE_MESSAGES.episodeTitle,
      slug: EPISODE_MESSAGES.episodeSlug,
      shortSummary: EPISODE_MESSAGES.episodeSummary,
    })
  })

  it('too many takeaways are reported on the takeaway textarea, not on a field the form does not have', () => {
    const result = episodeFormSchema.safeParse({
      ...episode,
      takeawayLines: Array.from({ length: 51 }, (_, index) => `Point ${index}`).join('\n'),
    })
    expect(Object.keys(pathsOf(result))).toEqual(['takeawayLines'])
  })

  it('an empty gate number (NaN from the input) fails with the API message', () => {
    const gate = {
      name: 'G',
      pagePath: '/x',
      triggerType: 'scroll',
      triggerValue: Number.NaN,
      title: 'T',
      description: 'D',
      buttonText: '',
      dismissText: '',
      allowDismiss: true,
      priority: 1,
      showFrequency: 'once',
      isActive: true,
    } as const
    expect(pathsOf(gateFormSchema.safeParse(gate))).toEqual({ triggerValue: GATE_ADMIN_MESSAGES.gateTriggerValue })
    expect(gateFormSchema.parse({ ...gate, triggerValue: 60 })).toEqual(gateSchema.parse({ ...gate, triggerValue: 60 }))
  })
})
