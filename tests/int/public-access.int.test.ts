// Collection access is the only gate of public reads (docs/decisions.md#public-reads). Every public reader runs the Local API
// without a user and with overrideAccess: false, and none of them restates the collection's rule as a
// filter of its own: if one bypassed access, the pending, draft, inactive and private documents created
// here would reach its answer, and these tests would fail.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { listPublicChangelog } from '@/lib/changelog/queries'
import { activeGatesForPath } from '@/lib/gates/queries'
import { listApprovedSubmissions, readApprovedSubmission } from '@/lib/submissions/queries'
import { findPublishedEpisode, listPublishedEpisodes } from '@/lib/podcast/queries'
import { episodeSave, type EpisodeStatus } from '@/lib/publishing/state'
import { readSeoOverride } from '@/lib/seo/metadata'
import { GATE_DEFAULTS } from '@/lib/gates/options'
import { api, payloadInstance } from '../helpers/api'
import { validSubmission } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let payload: Payload

beforeAll(async () => {
  payload = await payloadInstance()
})

const createSubmission = (name: string, status: 'pending' | 'approved' | 'rejected') =>
  payload.create({
    collection: 'headstash-submissions',
    data: { ...validSubmission.edible, name, status, submittedBy: `Access ${suffix}` },
    overrideAccess: true,
  })

describe('public readers see only what the collection access lets anyone read', () => {
  it('never list or open a pending or rejected entry, and the aggregates count approved ones only', async () => {
    const { stats: before } = await listApprovedSubmissions(payload, { limit: 1 })
    const approved = await createSubmission(`Access approved ${suffix}`, 'approved')
    const pending = await createSubmission(`Access pending ${suffix}`, 'pending')
    const rejected = await createSubmission(`Access rejected ${suffix}`, 'rejected')
    const { submissions } = await listApprovedSubmissions(payload, { category: 'edible', limit: 100 })
    const ids = submissions.map((entry) => entry.id)
    expect(ids).toContain(approved.id)
    expect(ids).not.toContain(pending.id)
    expect(ids).not.toContain(rejected.id)
    // The find page (/the-cloud/<id>-<slug>) reads one entry by id, with no status filter of its own.
    expect((await readApprovedSubmission(approved.id))?.id).toBe(approved.id)
    expect(await readApprovedSubmission(pending.id)).toBeNull()
    expect(await readApprovedSubmission(rejected.id)).toBeNull()
    const { stats: after } = await listApprovedSubmissions(payload, { limit: 1 })
    expect(after.totalEntries).toBe(before.totalEntries + 1)
  })

  it('mask hidden names and drop staff-only fields for the public reader', async () => {
    const hidden = await payload.create({
      collection: 'headstash-submissions',
      data: {
        ...validSubmission.edible,
        name: `Access hidden ${suffix}`,
        status: 'approved',
        submittedBy: `Real ${suffix}`,
        displayName: false,
        submitterEmail: `access-${suffix}@example.com`,
      },
      overrideAccess: true,
    })
    const found = await readApprovedSubmission(hidden.id)
    expect(found?.submittedBy).toBe('Anonymous')
    expect(JSON.stringify(found)).not.toContain(`access-${suffix}@example.com`)
  })

  it('never list a draft or archived episode', async () => {
    const episode = (status: EpisodeStatus, number: number) => {
      const save = episodeSave(status)
      return payload.create({
        collection: 'podcast-episodes',
        data: { episodeNumber: number, title: `Access ${status}`, slug: `access-${status}-${suffix}`, shortSummary: 'S', ...save.data },
        draft: save.draft,
        overrideAccess: true,
      })
    }
    const published = await episode('published', 9101)
    const draft = await episode('draft', 9102)
    const archived = await episode('archived', 9103)
    const listed = (await listPublishedEpisodes(payload)).map((entry) => entry.id)
    expect(listed).toContain(published.id)
    expect(listed).not.toContain(draft.id)
    expect(listed).not.toContain(archived.id)
    expect((await findPublishedEpisode(payload, published.slug))?.id).toBe(published.id)
    expect(await findPublishedEpisode(payload, draft.slug)).toBeNull()
    // Archived takes a published episode out of the lists; its page stays at its address.
    expect(await findPublishedEpisode(payload, archived.slug)).toMatchObject({ id: archived.id, status: 'archived' })
  })

  it('never show an inactive gate, nor record an interaction with it', async () => {
    const pagePath = `/access-gate-${suffix}`
    const gate = (isActive: boolean) =>
      payload.create({
        collection: 'gates',
        data: { ...GATE_DEFAULTS, name: `Access ${isActive}`, pagePath, title: 't', description: 'd', isActive },
        overrideAccess: true,
      })
    const active = await gate(true)
    const inactive = await gate(false)
    const shown = (await activeGatesForPath(payload, pagePath)).map((entry) => entry.id)
    expect(shown).toEqual([active.id])
    const interaction = await api('POST', '/api/subscription-gates/interaction', {
      body: { gateId: inactive.id, sessionId: 's', action: 'shown' },
    })
    expect(interaction.status).toBe(404)
  })

  it('never list a private changelog entry, and never apply an inactive SEO override', async () => {
    const hidden = await payload.create({
      collection: 'changelog-entries',
      data: { title: `Private ${suffix}`, description: 'staff only', type: 'feature', _status: 'draft' },
      overrideAccess: true,
    })
    expect((await listPublicChangelog(payload, 1000)).map((entry) => entry.id)).not.toContain(hidden.id)
    // Overrides exist only for preset routes.
    const pageRoute = '/stashgate'
    await payload.create({
      collection: 'seo-settings',
      data: { pageRoute, title: 'Off', description: 'Off', isActive: false },
      overrideAccess: true,
    })
    expect(await readSeoOverride(pageRoute)).toBeNull()
    await payload.update({
      collection: 'seo-settings',
      where: { pageRoute: { equals: pageRoute } },
      data: { isActive: true },
      overrideAccess: true,
    })
    expect((await readSeoOverride(pageRoute))?.title).toBe('Off')
    await payload.delete({ collection: 'seo-settings', where: { pageRoute: { equals: pageRoute } }, overrideAccess: true })
  })
})
