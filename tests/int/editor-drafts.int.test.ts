// Issue 17: drafts, versions and scheduled publishing of podcast episodes, proven by what the public
// sees — the episode page's data, the REST API as a visitor, the RSS feed and the sitemap — while staff
// work on drafts through the same REST calls Payload's admin makes (`?draft=true` = autosave/save draft).
import { vi } from 'vitest'

// The app runs its own jobs queue (payload.config.ts `jobs.autoRun`); every second here so the
// scheduled publish below needs no long wait. Hoisted: the config reads it when first imported.
vi.hoisted(() => {
  process.env.PAYLOAD_JOBS_CRON = '* * * * * *'
})

import { beforeAll, describe, expect, it } from 'vitest'
import { GET as feedGet } from '@/app/(frontend)/herbanconversations/feed.xml/route'
import sitemap from '@/app/(frontend)/sitemap'
import { findPublishedEpisode, listPublishedEpisodes } from '@/lib/queries/podcast'
import { listPublicChangelog } from '@/lib/queries/changelog'
import type { Payload } from 'payload'
import type { PodcastEpisode } from '@/payload-types'
import { api, cookieFrom, payloadInstance } from '../helpers/api'

const suffix = `${Date.now()}`
const slug = `draft-episode-${suffix}`
let payload: Payload
let admin = ''
let adminId = 0
let episodeId = 0

/** Every public view of the episode's title, or null where the public does not see the episode. */
async function publicTitles() {
  const page = await findPublishedEpisode(payload, slug)
  const list = (await listPublishedEpisodes(payload)).find((episode) => episode.slug === slug)
  const rest = await api<{ docs: PodcastEpisode[] }>('GET', `/api/podcast-episodes?where[slug][equals]=${slug}`)
  const feed = await (await feedGet()).text()
  const inSitemap = (await sitemap()).some((entry) => entry.url.endsWith(`/herban-conversations/${slug}`))
  return {
    page: page?.title ?? null,
    list: list?.title ?? null,
    rest: rest.json.docs[0]?.title ?? null,
    feed: feed.match(new RegExp(`<title>(Title [a-z]+ ${suffix})</title>`))?.[1] ?? null,
    inSitemap,
  }
}

const seenEverywhere = (title: string) => ({ page: title, list: title, rest: title, feed: title, inSitemap: true })

beforeAll(async () => {
  payload = await payloadInstance()
  const username = `editor-${suffix}`
  const user = await payload.create({ collection: 'users', data: { username, password: 'editor-pass-1', role: 'admin' }, overrideAccess: true })
  adminId = user.id
  admin = cookieFrom(await api('POST', '/api/auth/login', { body: { username, password: 'editor-pass-1' } }))
  // Created like the seed and the custom episode editor do: a plain (non-draft) save publishes.
  const episode = await payload.create({
    collection: 'podcast-episodes',
    data: { episodeNumber: 900, title: `Title one ${suffix}`, slug, shortSummary: 'Summary', status: 'published' },
    overrideAccess: true,
  })
  episodeId = episode.id
})

describe('episode drafts', () => {
  it('a published episode is public everywhere', async () => {
    expect(await publicTitles()).toEqual(seenEverywhere(`Title one ${suffix}`))
  })

  it('a draft change to a published episode stays invisible until it is published', async () => {
    const draft = await api<{ doc: PodcastEpisode }>('PATCH', `/api/podcast-episodes/${episodeId}?draft=true&autosave=true`, {
      cookie: admin,
      body: { title: `Title two ${suffix}` },
    })
    expect(draft.status).toBe(200)
    // Staff see the draft where the admin reads it...
    const staff = await api<PodcastEpisode>('GET', `/api/podcast-episodes/${episodeId}?draft=true`, { cookie: admin })
    expect(staff.json.title).toBe(`Title two ${suffix}`)
    // ...the public still sees the published version.
    expect(await publicTitles()).toEqual(seenEverywhere(`Title one ${suffix}`))

    const published = await api('PATCH', `/api/podcast-episodes/${episodeId}`, { cookie: admin, body: { _status: 'published' } })
    expect(published.status).toBe(200)
    expect(await publicTitles()).toEqual(seenEverywhere(`Title two ${suffix}`))
  })

  it('a new episode saved only as a draft is not public, even with status "published"', async () => {
    const draftSlug = `never-published-${suffix}`
    const created = await api<{ doc: PodcastEpisode }>('POST', '/api/podcast-episodes?draft=true', {
      cookie: admin,
      body: { episodeNumber: 901, title: `Title draft ${suffix}`, slug: draftSlug, shortSummary: 'S', status: 'published' },
    })
    expect(created.status).toBe(201)
    expect(await findPublishedEpisode(payload, draftSlug)).toBeNull()
    const rest = await api<{ docs: PodcastEpisode[] }>('GET', `/api/podcast-episodes?where[slug][equals]=${draftSlug}`)
    expect(rest.json.docs).toHaveLength(0)
    expect(await (await feedGet()).text()).not.toContain(`Title draft ${suffix}`)
    expect((await sitemap()).some((entry) => entry.url.endsWith(draftSlug))).toBe(false)
  })

  it('restoring an earlier version brings its content back to the public', async () => {
    const versions = await api<{ docs: Array<{ id: number; version: PodcastEpisode }> }>(
      'GET',
      `/api/podcast-episodes/versions?where[parent][equals]=${episodeId}&limit=50`,
      { cookie: admin },
    )
    expect(versions.status).toBe(200)
    const first = versions.json.docs.find((entry) => entry.version.title === `Title one ${suffix}` && entry.version._status === 'published')
    expect(first).toBeDefined()
    const restored = await api('POST', `/api/podcast-episodes/versions/${first?.id}`, { cookie: admin })
    expect(restored.status).toBe(200)
    expect(await publicTitles()).toEqual(seenEverywhere(`Title one ${suffix}`))
  })

  it('a scheduled publish goes live at its time through the app’s own queue', async () => {
    await api('PATCH', `/api/podcast-episodes/${episodeId}?draft=true`, { cookie: admin, body: { title: `Title three ${suffix}` } })
    expect((await publicTitles()).page).toBe(`Title one ${suffix}`)
    // What the admin's "Schedule publish" queues (payload/ui schedulePublishHandler).
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(Date.now() + 2_000),
      input: { type: 'publish', doc: { relationTo: 'podcast-episodes', value: String(episodeId) }, user: { relationTo: 'users', value: adminId } },
    })
    expect((await publicTitles()).page).toBe(`Title one ${suffix}`)
    // Bounded poll: the cron runs every second, so 25 s is generous on a loaded machine.
    const deadline = Date.now() + 25_000
    let page: string | null = null
    while (Date.now() < deadline) {
      page = (await findPublishedEpisode(payload, slug))?.title ?? null
      if (page === `Title three ${suffix}`) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(page).toBe(`Title three ${suffix}`)
    expect(await publicTitles()).toEqual(seenEverywhere(`Title three ${suffix}`))
  }, 40_000)
})

describe('changelog drafts', () => {
  it('a draft change to a public entry is invisible until published', async () => {
    const entry = await payload.create({
      collection: 'changelog-entries',
      data: { title: `Entry one ${suffix}`, description: 'D', type: 'feature', isPublic: true },
      overrideAccess: true,
    })
    const publicTitle = async () => (await listPublicChangelog(payload, 200)).find((item) => item.id === entry.id)?.title ?? null
    expect(await publicTitle()).toBe(`Entry one ${suffix}`)
    await api('PATCH', `/api/changelog-entries/${entry.id}?draft=true`, { cookie: admin, body: { title: `Entry two ${suffix}` } })
    expect(await publicTitle()).toBe(`Entry one ${suffix}`)
    const rest = await api<{ docs: Array<{ title: string }> }>('GET', `/api/changelog-entries?where[id][equals]=${entry.id}`)
    expect(rest.json.docs[0]?.title).toBe(`Entry one ${suffix}`)
    await api('PATCH', `/api/changelog-entries/${entry.id}`, { cookie: admin, body: { _status: 'published' } })
    expect(await publicTitle()).toBe(`Entry two ${suffix}`)
  })
})
