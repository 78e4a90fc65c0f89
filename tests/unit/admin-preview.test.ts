// "View on site" / preview links on every collection with a public page, and live preview of
// episodes at both breakpoints. The links are pure functions of the edited document.
import { describe, expect, it } from 'vitest'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { ChangelogEntries } from '@/collections/ChangelogEntries'
import { HeadstashSubmissions } from '@/collections/HeadstashSubmissions'
import { PodcastEpisodes } from '@/collections/PodcastEpisodes'
import { sitePath } from '@/lib/preview/paths'

const options = { locale: 'en', req: {} as PayloadRequest, token: null }
const previewOf = async (collection: CollectionConfig, doc: Record<string, unknown>) => {
  const preview = collection.admin?.preview
  expect(preview).toBeTypeOf('function')
  return preview ? await preview(doc, options) : undefined
}

describe('preview links', () => {
  it('opens an episode page in draft mode, so staff see the draft they edit', async () => {
    expect(await previewOf(PodcastEpisodes, { id: 3, slug: 'ep003-legacy' })).toBe(
      '/next/preview?path=%2Fherban-conversations%2Fep003-legacy',
    )
    expect(await previewOf(PodcastEpisodes, { id: 3 })).toBeNull()
  })

  it('links an approved find to its page on The Cloud, and a pending or rejected one nowhere', async () => {
    expect(await previewOf(HeadstashSubmissions, { id: 42, name: 'Gelato #33', status: 'approved' })).toBe('/the-cloud/42-gelato-33')
    expect(await previewOf(HeadstashSubmissions, { id: 42, name: 'Gelato #33', status: 'pending' })).toBeNull()
    expect(await previewOf(HeadstashSubmissions, { id: 42, name: 'Gelato #33', status: 'rejected' })).toBeNull()
  })

  it('links a public, published changelog entry to its anchor on /changelog', async () => {
    expect(await previewOf(ChangelogEntries, { id: 7, _status: 'published' })).toBe('/changelog#update-7')
    expect(await previewOf(ChangelogEntries, { id: 7, _status: 'draft' })).toBeNull()
  })

  it('live-previews episodes on the admin’s own origin at 1280 and 390 px', async () => {
    const live = PodcastEpisodes.admin?.livePreview
    expect(live?.breakpoints?.map((breakpoint) => breakpoint.width)).toEqual([1280, 390])
    const url = typeof live?.url === 'function' ? live.url : undefined
    expect(url).toBeDefined()
    const req = { origin: 'http://127.0.0.1:4321' } as PayloadRequest
    const args = { data: { slug: 'ep003-legacy' }, req, payload: req.payload, locale: { code: 'en', label: 'English' } }
    expect(await url?.(args)).toBe('http://127.0.0.1:4321/next/preview?path=%2Fherban-conversations%2Fep003-legacy')
  })

  it('sends the preview route only to pages of this site', () => {
    for (const path of ['/herban-conversations/ep1', '/changelog', '/the-cloud/1-a?vibe=chill#top']) expect(sitePath(path)).toBe(path)
    // A browser drops the TAB and line breaks: these would all lead to evil.example.
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example/x',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/x/\\evil.example',
      'https://evil.example',
      '/api/users',
      '/admin',
      '/admin/collections/users',
      'x',
      '/a\u0000b',
      null,
    ])
      expect(sitePath(path)).toBeNull()
    // Non-ASCII is sent percent-encoded, the only form a Location header can carry.
    expect(sitePath('/the-cloud/all/ü')).toBe('/the-cloud/all/%C3%BC')
  })
})
