// Episodes and changelog entries have one publish state (Payload's `_status`); every editor works on
// the latest version. Proven through the doors staff use — Payload's REST as its admin calls it
// (`?draft=true` = save draft / autosave, `_status: 'published'` = publish) and the dashboard's own
// endpoints — and by what the public sees.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { findPublishedEpisode, listPublishedEpisodes } from '@/lib/podcast/queries'
import { listPublicChangelog } from '@/lib/changelog/queries'
import type { EditableEpisode } from '@/lib/podcast/editing'
import type { ChangelogEntry, PodcastEpisode } from '@/payload-types'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'

const suffix = `${Date.now()}`
let payload: Payload
let admin = ''

/** The body the dashboard's editor sends for an episode as it loaded it, with `changes` typed in. */
const editorBody = (episode: EditableEpisode, changes: Record<string, unknown>) => ({
  episodeNumber: episode.episodeNumber,
  title: episode.title,
  slug: episode.slug,
  shortSummary: episode.shortSummary,
  bulletTakeaways: episode.bulletTakeaways ?? [],
  status: episode.status,
  ...changes,
})

const loadInEditor = async (id: number) => {
  const response = await api<{ episode: EditableEpisode }>('GET', `/api/admin/podcast/episodes/${id}`, { cookie: admin })
  expect(response.status).toBe(200)
  return response.json.episode
}

beforeAll(async () => {
  payload = await payloadInstance()
  admin = await signInNewAccount(`publisher-${suffix}`, 'editor-pass-1')
})

describe('the custom episode editor works on the latest version', () => {
  it('loads a draft saved in Payload, keeps it a draft on save, and publishes only when asked', async () => {
    const slug = `editor-draft-${suffix}`
    const { id } = await payload.create({
      collection: 'podcast-episodes',
      data: { episodeNumber: 950, title: `Live title ${suffix}`, slug, shortSummary: 'Live summary' },
      overrideAccess: true,
    })
    // Payload's admin (autosave) saves a draft of the live episode.
    const draft = await api('PATCH', `/api/podcast-episodes/${id}?draft=true&autosave=true`, {
      cookie: admin,
      body: { title: `Draft title ${suffix}` },
    })
    expect(draft.status).toBe(200)

    // The dashboard's editor opens the draft, and says it is one over a live episode.
    const loaded = await loadInEditor(id)
    expect(loaded).toMatchObject({ title: `Draft title ${suffix}`, status: 'draft', liveStatus: 'published' })

    // Saving it as a draft keeps both: the draft (with the new edit) for staff, the live version for visitors.
    const saved = await api('PUT', `/api/admin/podcast/episodes/${id}`, {
      cookie: admin,
      body: editorBody(loaded, { shortSummary: 'Edited' }),
    })
    expect(saved.status).toBe(200)
    expect((await findPublishedEpisode(payload, slug))?.title).toBe(`Live title ${suffix}`)
    expect(await loadInEditor(id)).toMatchObject({ title: `Draft title ${suffix}`, shortSummary: 'Edited', status: 'draft' })
    const inPayload = await api<PodcastEpisode>('GET', `/api/podcast-episodes/${id}?draft=true`, { cookie: admin })
    expect(inPayload.json).toMatchObject({ title: `Draft title ${suffix}`, shortSummary: 'Edited' })

    // Publishing is asked for with the status.
    const published = await api('PUT', `/api/admin/podcast/episodes/${id}`, {
      cookie: admin,
      body: editorBody(await loadInEditor(id), { status: 'published' }),
    })
    expect(published.status).toBe(200)
    expect(await findPublishedEpisode(payload, slug)).toMatchObject({
      title: `Draft title ${suffix}`,
      shortSummary: 'Edited',
      status: 'published',
    })
    expect(await loadInEditor(id)).toMatchObject({ status: 'published', liveStatus: 'published' })
  })

  it('creates a draft that is not public', async () => {
    const slug = `editor-new-draft-${suffix}`
    const created = await api<{ episode: EditableEpisode }>('POST', '/api/admin/podcast/episodes', {
      cookie: admin,
      body: { episodeNumber: 951, title: 'New draft', slug, shortSummary: 'S', status: 'draft' },
    })
    expect(created.status).toBe(201)
    expect(created.json.episode).toMatchObject({ status: 'draft', liveStatus: null })
    expect(await findPublishedEpisode(payload, slug)).toBeNull()
  })
})

describe('one publish state', () => {
  it("publishing in Payload's admin makes an episode public, with a slug made from its title", async () => {
    // "Save draft" on Payload's create view, without a slug.
    const created = await api<{ doc: PodcastEpisode }>('POST', '/api/podcast-episodes?draft=true', {
      cookie: admin,
      body: { episodeNumber: 952, title: `Made in Payload ${suffix}`, shortSummary: 'S', _status: 'draft' },
    })
    expect(created.status).toBe(201)
    const { id, slug } = created.json.doc
    expect(slug).toBe(`ep952-made-in-payload-${suffix}`)
    expect(await findPublishedEpisode(payload, slug)).toBeNull()
    expect((await api('GET', `/api/podcast/episodes/${slug}`)).status).toBe(404)

    // "Publish changes".
    const published = await api('PATCH', `/api/podcast-episodes/${id}`, { cookie: admin, body: { _status: 'published' } })
    expect(published.status).toBe(200)
    expect(await findPublishedEpisode(payload, slug)).toMatchObject({ id, status: 'published' })
    expect((await listPublishedEpisodes(payload)).map((episode) => episode.slug)).toContain(slug)
    const visitor = await api<{ episode: { status: string } }>('GET', `/api/podcast/episodes/${slug}`)
    expect(visitor.status).toBe(200)
    expect(visitor.json.episode.status).toBe('published')
  })

  it('an archived episode keeps its page but leaves the listings; the API says archived', async () => {
    const slug = `archived-${suffix}`
    const created = await api<{ episode: EditableEpisode }>('POST', '/api/admin/podcast/episodes', {
      cookie: admin,
      body: { episodeNumber: 953, title: 'Archived', slug, shortSummary: 'S', status: 'archived' },
    })
    expect(created.status).toBe(201)
    expect(created.json.episode).toMatchObject({ status: 'archived', liveStatus: 'archived', _status: 'published', archived: true })
    expect(await findPublishedEpisode(payload, slug)).toMatchObject({ status: 'archived' })
    expect((await listPublishedEpisodes(payload)).map((episode) => episode.slug)).not.toContain(slug)
  })

  it("a changelog entry's isPublic is its publish state, from the dashboard and from Payload's admin", async () => {
    const created = await api<{ entry: ChangelogEntry }>('POST', '/api/admin/changelog', {
      cookie: admin,
      body: { title: `Internal ${suffix}`, description: 'D', type: 'fix', isPublic: false },
    })
    expect(created.status).toBe(201)
    expect(created.json.entry).toMatchObject({ isPublic: false, _status: 'draft' })
    const titles = async () => (await listPublicChangelog(payload)).map((entry) => entry.title)
    expect(await titles()).not.toContain(`Internal ${suffix}`)

    const published = await api<{ doc: ChangelogEntry }>('PATCH', `/api/changelog-entries/${created.json.entry.id}`, {
      cookie: admin,
      body: { _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(published.json.doc).toMatchObject({ isPublic: true })
    expect(published.json.doc.publishedAt).toBeTruthy()
    expect(await titles()).toContain(`Internal ${suffix}`)

    const unpublished = await api<{ entry: ChangelogEntry }>('PATCH', `/api/admin/changelog/${created.json.entry.id}`, {
      cookie: admin,
      body: { isPublic: false },
    })
    expect(unpublished.json.entry).toMatchObject({ isPublic: false, _status: 'draft' })
    expect(await titles()).not.toContain(`Internal ${suffix}`)
  })
})
