// Site-wide trust: what the public answers after an operator's change (or the lack of one).
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { BUILT_IN_BRAND, resolveBrandAssets } from '@/lib/brand/assets'
import { readBrandAssets } from '@/lib/brand/queries'
import type { EffectiveSeo } from '@/lib/seo/metadata'
import { buildMetadata } from '@/lib/seo/metadata'
import { SEO_PRESETS } from '@/lib/seo/presets'
import { HERO_BACKGROUND_FALLBACK } from '@/lib/site/constants'
import { DEMO_BRAND } from '@/seed/data'
import { api, payloadInstance, signInNewAccount } from '../helpers/api'

const suffix = `${Date.now()}`
const publicFile = (url: string) => path.join(process.cwd(), 'public', url.replace(/^\//, ''))
let admin = ''

beforeAll(async () => {
  admin = await signInNewAccount(`trust-admin-${suffix}`, 'trust-pass-1')
})

describe('GET /api/hero-background', () => {
  it('answers the built-in image the podcast hero uses when none is set, and the set one otherwise', async () => {
    const payload = await payloadInstance()
    await payload.updateGlobal({ slug: 'site-settings', data: { heroBackground: { imageUrl: '' } }, overrideAccess: true })
    const fallback = await api('GET', '/api/hero-background')
    expect(fallback.status).toBe(200)
    expect(fallback.json).toEqual({ imageUrl: HERO_BACKGROUND_FALLBACK })
    expect(fs.existsSync(publicFile(HERO_BACKGROUND_FALLBACK))).toBe(true)

    await payload.updateGlobal({
      slug: 'site-settings',
      data: { heroBackground: { imageUrl: `/hero-${suffix}.png` } },
      overrideAccess: true,
    })
    expect((await api('GET', '/api/hero-background')).json).toEqual({ imageUrl: `/hero-${suffix}.png` })
  })
})

describe('SEO in effect (dashboard SEO tab and page metadata)', () => {
  const effectiveFor = async (route: string) => {
    const response = await api<{ effective: EffectiveSeo[] }>('GET', '/api/admin/seo-settings', { cookie: admin })
    expect(response.status).toBe(200)
    return response.json.effective.find((page) => page.route === route)
  }

  it('shows the preset for a route without an override, for every preset route', async () => {
    const response = await api<{ effective: EffectiveSeo[] }>('GET', '/api/admin/seo-settings', { cookie: admin })
    expect(response.json.effective.map((page) => page.route).sort()).toEqual(Object.keys(SEO_PRESETS).sort())
    const stashgate = await effectiveFor('/stashgate')
    expect(stashgate).toMatchObject({ source: 'preset', title: SEO_PRESETS['/stashgate'].title })
  })

  it('merges a saved override field by field, and the page metadata of / carries the same title', async () => {
    const title = `Home override ${suffix}`
    const saved = await api('POST', '/api/admin/seo-settings', {
      cookie: admin,
      body: { pageRoute: '/', title, description: `Home description ${suffix}`, ogTitle: '' },
    })
    expect(saved.status).toBeLessThan(300)
    const home = await effectiveFor('/')
    expect(home).toMatchObject({ source: 'override', title, ogTitle: title, keywords: SEO_PRESETS['/'].keywords })
    const metadata = await buildMetadata('/')
    expect(metadata.title).toEqual({ absolute: title })
    expect(metadata.description).toBe(`Home description ${suffix}`)
  })

  it('falls back to the preset once the override is switched off', async () => {
    const payload = await payloadInstance()
    await payload.update({
      collection: 'seo-settings',
      where: { pageRoute: { equals: '/' } },
      data: { isActive: false },
      overrideAccess: true,
    })
    expect(await effectiveFor('/')).toMatchObject({ source: 'preset', title: SEO_PRESETS['/'].title })
    expect((await buildMetadata('/')).title).toEqual({ absolute: SEO_PRESETS['/'].title })
  })
})

describe('brand settings', () => {
  it('seeds a favicon and a social image that exist as files (the brand tab showed a broken image)', () => {
    // The seed's own rows (src/seed), checked without running the whole demo seed into the shared test database.
    const seeded = new Map(DEMO_BRAND.map((setting) => [setting.key, setting.value]))
    expect([...seeded.keys()].sort()).toEqual(['favicon', 'social-image'])
    for (const value of seeded.values()) expect(fs.existsSync(publicFile(value)), value).toBe(true)
    expect(resolveBrandAssets(DEMO_BRAND)).toMatchObject({ favicon: seeded.get('favicon'), socialImage: seeded.get('social-image') })
  })

  it('serves a changed favicon and logo to the public layout, with the built-in assets as fallback', async () => {
    const payload = await payloadInstance()
    await payload.delete({ collection: 'brand-settings', where: { key: { in: ['favicon', 'logo'] } }, overrideAccess: true })
    expect(await readBrandAssets()).toMatchObject({ favicon: BUILT_IN_BRAND.favicon, logo: null })
    const form = new FormData()
    form.set('key', 'logo')
    form.set('value', `/brand/logo-${suffix}.svg`)
    const created = await api('POST', '/api/admin/brand-settings', { cookie: admin, rawBody: form })
    expect(created.status).toBe(201)
    await payload.create({
      collection: 'brand-settings',
      data: { key: 'favicon', value: `/brand/icon-${suffix}.png` },
      overrideAccess: true,
    })
    expect(await readBrandAssets()).toMatchObject({ favicon: `/brand/icon-${suffix}.png`, logo: `/brand/logo-${suffix}.svg` })
  })

  it('uses the brand social image as the default social preview of the pages', async () => {
    const payload = await payloadInstance()
    const image = `/brand/social-${suffix}.png`
    await payload.update({
      collection: 'brand-settings',
      where: { key: { equals: 'social-image' } },
      data: { value: image },
      overrideAccess: true,
    })
    const existing = await payload.count({ collection: 'brand-settings', where: { key: { equals: 'social-image' } }, overrideAccess: true })
    if (!existing.totalDocs)
      await payload.create({ collection: 'brand-settings', data: { key: 'social-image', value: image }, overrideAccess: true })
    expect(JSON.stringify((await buildMetadata('/about')).openGraph)).toContain(image)
  })
})

describe('publishing an episode without a date', () => {
  it('dates it now, and the public episode answer carries that date', async () => {
    const slug = `undated-${suffix}`
    const before = Date.now()
    const created = await api<{ episode: { id: number } }>('POST', '/api/admin/podcast/episodes', {
      cookie: admin,
      body: {
        episodeNumber: 900,
        title: '  Undated  ',
        slug,
        shortSummary: 'Published with the date left empty.',
        status: 'published',
        publishDate: '',
      },
    })
    expect(created.status, created.text).toBe(201)
    const publicAnswer = await api<{ episode: { publishDate: string | null } }>('GET', `/api/podcast/episodes/${slug}`)
    expect(publicAnswer.status).toBe(200)
    const published = Date.parse(publicAnswer.json.episode.publishDate ?? '')
    expect(published).toBeGreaterThanOrEqual(before - 1000)
    expect(published).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('keeps a date the editor set', async () => {
    const slug = `dated-${suffix}`
    const created = await api('POST', '/api/admin/podcast/episodes', {
      cookie: admin,
      body: {
        episodeNumber: 901,
        title: 'Dated',
        slug,
        shortSummary: 'Published with a date.',
        status: 'published',
        publishDate: '2024-04-20',
      },
    })
    expect(created.status, created.text).toBe(201)
    const publicAnswer = await api<{ episode: { publishDate: string | null } }>('GET', `/api/podcast/episodes/${slug}`)
    expect(publicAnswer.json.episode.publishDate?.slice(0, 10)).toBe('2024-04-20')
  })
})
