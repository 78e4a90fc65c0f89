// The episode page in draft mode (staff preview) reads the latest draft; without draft mode it
// reads the published version only. The draft-mode switch itself is proven end to end in
// tests/e2e/admin-generated.spec.ts (it needs Next's request context).
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { findEpisodeDraft, findPublishedEpisode } from '@/lib/podcast/queries'
import { payloadInstance } from '../helpers/api'

const suffix = `${Date.now()}`
const slug = `preview-episode-${suffix}`
let payload: Payload

beforeAll(async () => {
  payload = await payloadInstance()
  const episode = await payload.create({
    collection: 'podcast-episodes',
    data: { episodeNumber: 902, title: `Published ${suffix}`, slug, shortSummary: 'Summary', status: 'published' },
    overrideAccess: true,
  })
  // What autosave stores: a draft version beside the published document.
  await payload.update({
    collection: 'podcast-episodes',
    id: episode.id,
    data: { title: `Draft ${suffix}` },
    draft: true,
    context: { draft: true },
    overrideAccess: true,
  })
})

describe('episode preview data', () => {
  it('shows staff the latest draft and the public the published version', async () => {
    expect((await findEpisodeDraft(payload, slug))?.title).toBe(`Draft ${suffix}`)
    expect((await findPublishedEpisode(payload, slug))?.title).toBe(`Published ${suffix}`)
  })

  it('previews a never-published draft episode that the public cannot see at all', async () => {
    const draftSlug = `${slug}-new`
    await payload.create({
      collection: 'podcast-episodes',
      data: { episodeNumber: 903, title: `Only draft ${suffix}`, slug: draftSlug, shortSummary: 'Summary' },
      draft: true,
      context: { draft: true },
      overrideAccess: true,
    })
    expect((await findEpisodeDraft(payload, draftSlug))?.title).toBe(`Only draft ${suffix}`)
    expect(await findPublishedEpisode(payload, draftSlug)).toBeNull()
  })
})
