import { describe, expect, it } from 'vitest'
import { validateStructuredData } from '../../scripts/lib/structured-data'
import { findJsonLd } from '@/lib/submissions/find-page'
import { episodeJsonLd } from '@/lib/podcast/metadata'
import type { PublicSubmission } from '@/lib/submissions/queries'
import type { PublicEpisode } from '@/lib/podcast/queries'
import { type JsonLd, SEO_PRESETS, type SeoPreset } from '@/lib/seo/presets'

const ORIGIN = 'https://headstash.example'

const page = (data: JsonLd) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`

const find: PublicSubmission = {
  id: 7,
  status: 'approved',
  category: 'flower',
  name: 'Blue Dream',
  genetics: 'Blueberry x Haze',
  breeder: 'DJ Short',
  rosinType: null,
  extractionMethod: null,
  edibleType: null,
  thcContent: '21%',
  cbdContent: null,
  whereAcquired: 'Dispensary',
  flavorNotes: 'Berry',
  vibe: 'chill',
  effects: 'Calm',
  flames: 4,
  imageUrl: '/api/media/file/blue-dream.webp',
  thumbnailUrl: null,
  submittedBy: 'Sam',
  displayName: true,
  location: 'Denver',
  contributorKey: 'k',
  createdAt: '2026-01-02T03:04:05.000Z',
}

const episode: PublicEpisode = {
  id: 1,
  episodeNumber: 1,
  title: 'Roots',
  slug: 'ep001-roots',
  shortSummary: 'Legacy growers on the long game.',
  audioUrl: '/api/media/file/ep001.mp3',
  mainImage: '/api/media/file/ep001.png',
  publishDate: '2026-01-01T10:00:00.000Z',
  status: 'published',
  createdAt: '2026-01-01T10:00:00.000Z',
}

describe('structured data passes Google’s rich-result rules and the schema.org vocabulary', () => {
  it('a find page is a Review whose item needs no offer', async () => {
    const result = await validateStructuredData(page(findJsonLd(find)))
    expect(result.types).toEqual(['Review'])
    expect(result.errors).toEqual([])
  })

  it('an episode page is a PodcastEpisode', async () => {
    const result = await validateStructuredData(page(episodeJsonLd(episode, ORIGIN)))
    expect(result.types).toEqual(['PodcastEpisode'])
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
  })

  const presets = Object.entries(SEO_PRESETS).flatMap(([route, preset]: [string, SeoPreset]) =>
    preset.structuredData ? [[route, preset.structuredData] as const] : [],
  )
  it.each(presets)('the preset of %s', async (_route, structuredData) => {
    const result = await validateStructuredData(page(structuredData(ORIGIN)))
    expect(result.types.length).toBeGreaterThan(0)
    expect(result.errors).toEqual([])
  })
})
