// Issue 13: collection access is the only gate of public reads. Every public reader runs the Local API
// without a user and with overrideAccess: false, so a pending entry can never reach a public answer,
// even from a reader that forgets its own status filter (listApprovedSubmissions no longer has one).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { listPublicChangelog } from '@/lib/queries/changelog'
import { activeGatesForPath } from '@/lib/queries/gates'
import { listApprovedSubmissions, submissionStats } from '@/lib/queries/headstash'
import { findPublishedEpisode, listPublishedEpisodes } from '@/lib/queries/podcast'
import { readHeroBackground } from '@/lib/queries/site'
import { listStrains } from '@/lib/queries/strains'
import { payloadInstance } from '../helpers/api'
import { validProduct } from '../helpers/fixtures'

const suffix = `${Date.now()}`
let payload: Payload

beforeAll(async () => {
  payload = await payloadInstance()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const createSubmission = (name: string, status: 'pending' | 'approved' | 'rejected') =>
  payload.create({
    collection: 'headstash-submissions',
    data: { ...validProduct.edible, name, status, submittedBy: `Access ${suffix}` },
    overrideAccess: true,
  })

describe('public readers', () => {
  it('pass no user and overrideAccess: false to every Local API read', async () => {
    const find = vi.spyOn(payload, 'find')
    const findGlobal = vi.spyOn(payload, 'findGlobal')
    await listApprovedSubmissions(payload, {})
    await listPublishedEpisodes(payload)
    await findPublishedEpisode(payload, `no-such-episode-${suffix}`)
    await listPublicChangelog(payload)
    await activeGatesForPath(payload, '/')
    await listStrains(payload)
    await readHeroBackground()
    const calls = [...find.mock.calls, ...findGlobal.mock.calls].map(([options]) => options as { overrideAccess?: boolean; user?: unknown })
    expect(calls.length).toBeGreaterThanOrEqual(8)
    for (const options of calls) {
      expect(options.overrideAccess).toBe(false)
      expect(options.user ?? null).toBeNull()
    }
  })

  it('never list a pending or rejected entry, and the aggregates count approved ones only', async () => {
    const before = await submissionStats(payload, {})
    const approved = await createSubmission(`Access approved ${suffix}`, 'approved')
    const pending = await createSubmission(`Access pending ${suffix}`, 'pending')
    const rejected = await createSubmission(`Access rejected ${suffix}`, 'rejected')
    const { submissions } = await listApprovedSubmissions(payload, { category: 'edible', limit: 100 })
    const ids = submissions.map((entry) => entry.id)
    expect(ids).toContain(approved.id)
    expect(ids).not.toContain(pending.id)
    expect(ids).not.toContain(rejected.id)
    expect(submissions.every((entry) => entry.status === 'approved')).toBe(true)
    const after = await submissionStats(payload, {})
    expect(after.totalEntries).toBe(before.totalEntries + 1)
  })

  it('hide private changelog entries and inactive gates through the collections access', async () => {
    const hidden = await payload.create({
      collection: 'changelog-entries',
      data: { title: `Private ${suffix}`, description: 'staff only', type: 'feature', isPublic: false },
      overrideAccess: true,
    })
    // The Local API read a public reader makes, without any filter of its own: access alone hides it.
    const { docs } = await payload.find({ collection: 'changelog-entries', limit: 1000, depth: 0, overrideAccess: false })
    expect(docs.map((entry) => entry.id)).not.toContain(hidden.id)
    expect((await listPublicChangelog(payload, 1000)).map((entry) => entry.id)).not.toContain(hidden.id)
    const gates = await payload.find({ collection: 'gates', where: { isActive: { equals: false } }, depth: 0, overrideAccess: false })
    expect(gates.totalDocs).toBe(0)
  })
})
