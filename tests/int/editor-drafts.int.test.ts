// Drafts, versions and scheduled publishing of podcast episodes and changelog entries, proven
// by what the public sees — the episode page's data, the REST and GraphQL APIs as a visitor, the RSS
// feed and the sitemap — while staff work on drafts through the same REST calls Payload's admin makes
// (`?draft=true` = save draft / autosave; `_status: 'published'` = publish).
import { vi } from 'vitest'
import type * as NextCache from 'next/cache'

// Records which cache tags the hooks expire. The real revalidateTag still runs (outside a Next server it
// throws "static generation store missing", which src/lib/cache ignores), so nothing is stubbed.
const revalidated = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => {
  const actual = await importOriginal<typeof NextCache>()
  return {
    ...actual,
    revalidateTag: (tag: string, profile: Parameters<typeof actual.revalidateTag>[1]) => {
      revalidated.push(tag)
      return actual.revalidateTag(tag, profile)
    },
  }
})

import { beforeAll, describe, expect, it } from 'vitest'
import { GET as feedGet } from '@/app/(frontend)/podcast/[address]/feed.xml/route'
import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route'
import sitemap from '@/app/(frontend)/sitemap'
import { CACHE_TAGS } from '@/lib/cache'
import { JOBS_RUN_PATH, jobsRunHeaders } from '@/lib/jobs/queue'
import { findPublishedEpisode, listPublishedEpisodes } from '@/lib/podcast/queries'
import { listPublicChangelog } from '@/lib/changelog/queries'
import type { Payload } from 'payload'
import type { PodcastEpisode } from '@/payload-types'
import { api, BASE_URL, cookieFrom, payloadInstance, uniqueClientAddress } from '../helpers/api'

const suffix = `${Date.now()}`
const slug = `draft-episode-${suffix}`
let payload: Payload
let admin = ''
let member = ''
let episodeId = 0

async function graphqlTitles(draft: boolean): Promise<string[]> {
  const request = new Request(`${BASE_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': uniqueClientAddress() },
    body: JSON.stringify({ query: `{ PodcastEpisodes(draft: ${draft}, where: { slug: { equals: "${slug}" } }) { docs { title } } }` }),
  })
  const body = (await (await graphqlPost(request, {})).json()) as { data?: { PodcastEpisodes?: { docs: Array<{ title: string }> } } }
  return (body.data?.PodcastEpisodes?.docs ?? []).map((doc) => doc.title)
}

/** Every public view of the episode's title, or null where the public does not see the episode. */
async function publicTitles() {
  const page = await findPublishedEpisode(payload, slug)
  const list = (await listPublishedEpisodes(payload)).find((episode) => episode.slug === slug)
  const rest = await api<{ docs: PodcastEpisode[] }>('GET', `/api/podcast-episodes?where[slug][equals]=${slug}`)
  // A visitor asking for drafts gets the published version all the same.
  const restDraft = await api<PodcastEpisode>('GET', `/api/podcast-episodes/${episodeId}?draft=true`)
  const graphql = await graphqlTitles(true)
  const feed = await (await feedGet(new Request('http://localhost:3000/herbanconversations/feed.xml'))).text()
  const inSitemap = (await sitemap()).some((entry) => entry.url.endsWith(`/herban-conversations/${slug}`))
  return {
    page: page?.title ?? null,
    list: list?.title ?? null,
    rest: rest.json.docs[0]?.title ?? null,
    restDraft: restDraft.json.title ?? null,
    graphql: graphql[0] ?? null,
    feed: feed.match(new RegExp(`<title>(Title [a-z]+ ${suffix})</title>`))?.[1] ?? null,
    inSitemap,
  }
}

const seenEverywhere = (title: string) => ({
  page: title,
  list: title,
  rest: title,
  restDraft: title,
  graphql: title,
  feed: title,
  inSitemap: true,
})

const expiredEpisodeTags = () => revalidated.filter((tag) => tag === CACHE_TAGS.episodes).length

/** One run of the jobs queue, the request the app's own runner sends (src/lib/jobs/queue.ts). */
const runQueue = () => api('GET', JOBS_RUN_PATH, { headers: jobsRunHeaders() })

beforeAll(async () => {
  payload = await payloadInstance()
  const signUp = async (username: string, role: 'admin' | 'user') => {
    await payload.create({ collection: 'users', data: { username, password: 'editor-pass-1', role }, overrideAccess: true })
    return cookieFrom(await api('POST', '/api/auth/login', { body: { username, password: 'editor-pass-1' } }))
  }
  admin = await signUp(`editor-${suffix}`, 'admin')
  member = await signUp(`member-${suffix}`, 'user')
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
    const expiredBefore = expiredEpisodeTags()
    const draft = await api<{ doc: PodcastEpisode }>('PATCH', `/api/podcast-episodes/${episodeId}?draft=true&autosave=true`, {
      cookie: admin,
      body: { title: `Title two ${suffix}` },
    })
    expect(draft.status).toBe(200)
    // A draft save leaves the public pages' cache alone.
    expect(expiredEpisodeTags()).toBe(expiredBefore)
    // Staff see the draft where the admin reads it...
    const staff = await api<PodcastEpisode>('GET', `/api/podcast-episodes/${episodeId}?draft=true`, { cookie: admin })
    expect(staff.json.title).toBe(`Title two ${suffix}`)
    // ...the public still sees the published version.
    expect(await publicTitles()).toEqual(seenEverywhere(`Title one ${suffix}`))

    const published = await api('PATCH', `/api/podcast-episodes/${episodeId}`, { cookie: admin, body: { _status: 'published' } })
    expect(published.status).toBe(200)
    expect(expiredEpisodeTags()).toBeGreaterThan(expiredBefore)
    expect(await publicTitles()).toEqual(seenEverywhere(`Title two ${suffix}`))
  })

  it('a new episode saved only as a draft is not public, even with status "published"', async () => {
    const draftSlug = `never-published-${suffix}`
    const created = await api<{ doc: PodcastEpisode }>('POST', '/api/podcast-episodes?draft=true', {
      cookie: admin,
      body: { episodeNumber: 901, title: `Title draft ${suffix}`, slug: draftSlug, shortSummary: 'S', status: 'published' },
    })
    expect(created.status).toBe(201)
    expect(created.json.doc._status).toBe('draft')
    expect(await findPublishedEpisode(payload, draftSlug)).toBeNull()
    const rest = await api<{ docs: PodcastEpisode[] }>('GET', `/api/podcast-episodes?where[slug][equals]=${draftSlug}&draft=true`)
    expect(rest.json.docs).toHaveLength(0)
    expect((await api('GET', `/api/podcast-episodes/${created.json.doc.id}?draft=true`)).status).toBe(404)
    expect(await (await feedGet(new Request('http://localhost:3000/herbanconversations/feed.xml'))).text()).not.toContain(
      `Title draft ${suffix}`,
    )
    expect((await sitemap()).some((entry) => entry.url.endsWith(draftSlug))).toBe(false)
  })

  it('version history is for staff only', async () => {
    const path = `/api/podcast-episodes/versions?where[parent][equals]=${episodeId}`
    expect((await api('GET', path)).status).toBe(403)
    // Payload's default would let any signed-in account read the drafts in the history.
    expect((await api('GET', path, { cookie: member })).status).toBe(403)
    expect((await api('GET', path, { cookie: admin })).status).toBe(200)
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

  it('restoring an autosaved draft version publishes it instead of unpublishing the episode', async () => {
    await api('PATCH', `/api/podcast-episodes/${episodeId}?draft=true&autosave=true`, {
      cookie: admin,
      body: { title: `Title four ${suffix}` },
    })
    const versions = await api<{ docs: Array<{ id: number; version: PodcastEpisode }> }>(
      'GET',
      `/api/podcast-episodes/versions?where[parent][equals]=${episodeId}&where[version.title][equals]=Title four ${suffix}`,
      { cookie: admin },
    )
    const draftVersion = versions.json.docs[0]
    expect(draftVersion?.version._status).toBe('draft')
    // Restoring it as a draft changes nothing public.
    expect((await api('POST', `/api/podcast-episodes/versions/${draftVersion?.id}?draft=true`, { cookie: admin })).status).toBe(200)
    expect(await publicTitles()).toEqual(seenEverywhere(`Title one ${suffix}`))
    expect((await api('POST', `/api/podcast-episodes/versions/${draftVersion?.id}`, { cookie: admin })).status).toBe(200)
    expect(await publicTitles()).toEqual(seenEverywhere(`Title four ${suffix}`))
    // Back to the text the next test expects to see published.
    await api('PATCH', `/api/podcast-episodes/${episodeId}`, { cookie: admin, body: { title: `Title one ${suffix}` } })
    expect((await publicTitles()).page).toBe(`Title one ${suffix}`)
  })

  it('a scheduled publish goes live at its time through the app’s queue runner, expiring the pages’ cache', async () => {
    await api('PATCH', `/api/podcast-episodes/${episodeId}?draft=true`, { cookie: admin, body: { title: `Title three ${suffix}` } })
    expect((await publicTitles()).page).toBe(`Title one ${suffix}`)
    // What the admin's "Schedule publish" queues (payload/ui schedulePublishHandler).
    const user = await payload.find({ collection: 'users', where: { username: { equals: `editor-${suffix}` } }, overrideAccess: true })
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(Date.now() + 3_000),
      input: {
        type: 'publish',
        doc: { relationTo: 'podcast-episodes', value: episodeId },
        user: { relationTo: 'users', value: user.docs[0]?.id ?? 0 },
      },
    })
    // Before its time, a queue run leaves it waiting.
    expect((await runQueue()).status).toBe(200)
    expect((await publicTitles()).page).toBe(`Title one ${suffix}`)
    const expiredBefore = expiredEpisodeTags()

    // The runner's ticks, as often as the test likes; bounded, so a broken queue fails instead of hanging.
    const deadline = Date.now() + 30_000
    let page: string | null = null
    while (Date.now() < deadline) {
      const run = await runQueue()
      expect(run.status).toBe(200)
      page = (await findPublishedEpisode(payload, slug))?.title ?? null
      if (page === `Title three ${suffix}`) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(page).toBe(`Title three ${suffix}`)
    expect(await publicTitles()).toEqual(seenEverywhere(`Title three ${suffix}`))
    // The job's publish expired the episode pages' cache tag, so a running server shows it at once.
    expect(expiredEpisodeTags()).toBeGreaterThan(expiredBefore)
  }, 60_000)

  it('only staff or the runner’s secret may run the queue', async () => {
    expect((await api('GET', JOBS_RUN_PATH)).status).toBe(401)
    expect((await api('GET', JOBS_RUN_PATH, { cookie: member })).status).toBe(401)
    expect((await api('GET', JOBS_RUN_PATH, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
    expect((await api('GET', JOBS_RUN_PATH, { cookie: admin })).status).toBe(200)
  })
})

describe('changelog drafts', () => {
  it('a draft change to a public entry is invisible until published', async () => {
    const entry = await payload.create({
      collection: 'changelog-entries',
      data: { title: `Entry one ${suffix}`, description: 'D', type: 'feature', isPublic: true },
      overrideAccess: true,
    })
    const publicTitle = async () => (await listPublicChangelog(payload, 200)).find((item) => item.id === entry.id)?.title ?? null
    const restTitle = async () =>
      (await api<{ docs: Array<{ title: string }> }>('GET', `/api/changelog-entries?where[id][equals]=${entry.id}&draft=true`)).json.docs[0]
        ?.title ?? null
    expect(await publicTitle()).toBe(`Entry one ${suffix}`)
    const expiredBefore = revalidated.filter((tag) => tag === CACHE_TAGS.changelog).length
    expect(
      (await api('PATCH', `/api/changelog-entries/${entry.id}?draft=true`, { cookie: admin, body: { title: `Entry two ${suffix}` } }))
        .status,
    ).toBe(200)
    expect(revalidated.filter((tag) => tag === CACHE_TAGS.changelog).length).toBe(expiredBefore)
    expect(await publicTitle()).toBe(`Entry one ${suffix}`)
    expect(await restTitle()).toBe(`Entry one ${suffix}`)
    await api('PATCH', `/api/changelog-entries/${entry.id}`, { cookie: admin, body: { _status: 'published' } })
    expect(await publicTitle()).toBe(`Entry two ${suffix}`)
    expect(await restTitle()).toBe(`Entry two ${suffix}`)
    expect(revalidated.filter((tag) => tag === CACHE_TAGS.changelog).length).toBeGreaterThan(expiredBefore)
  })

  it('a changelog entry can be scheduled too', async () => {
    const entry = await api<{ doc: { id: number } }>('POST', '/api/changelog-entries?draft=true', {
      cookie: admin,
      body: { title: `Entry scheduled ${suffix}`, description: 'D', type: 'feature', isPublic: true },
    })
    expect(entry.status).toBe(201)
    const publicTitle = async () => (await listPublicChangelog(payload, 200)).find((item) => item.id === entry.json.doc.id)?.title ?? null
    expect(await publicTitle()).toBeNull()
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(Date.now() + 1_000),
      input: { type: 'publish', doc: { relationTo: 'changelog-entries', value: entry.json.doc.id } },
    })
    const deadline = Date.now() + 30_000
    let title: string | null = null
    while (Date.now() < deadline && !title) {
      await runQueue()
      title = await publicTitle()
      if (!title) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(title).toBe(`Entry scheduled ${suffix}`)
  }, 60_000)
})
