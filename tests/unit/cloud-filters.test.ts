import { describe, expect, it } from 'vitest'
import { cloudFilterSegments, cloudFiltersFromSegments, cloudHref, normaliseCloudFilters } from '@/lib/validation/cloud-filters'

// The proxy turns query filters into path segments and the page turns them back: both directions must
// agree, and anything a visitor can type must collapse onto a small set of cache entries.
describe('The Cloud filter URLs', () => {
  it('drops unknown categories and blank vibes, trims, lower-cases and bounds vibes', () => {
    expect(normaliseCloudFilters({ category: 'Flower', vibe: '   ' })).toEqual({ category: undefined, vibe: undefined })
    expect(normaliseCloudFilters({ category: 'edible', vibe: '  Chill   out ' })).toEqual({ category: 'edible', vibe: 'chill out' })
    expect(normaliseCloudFilters({ vibe: 'x'.repeat(500) }).vibe).toHaveLength(60)
  })

  it('encodes filters as path segments and decodes them back', () => {
    const cases = [{}, { category: 'flower' as const }, { vibe: 'chill' }, { category: 'concentrate' as const, vibe: 'euphoric' }]
    for (const filters of cases) expect(cloudFiltersFromSegments(cloudFilterSegments(filters))).toEqual(filters)
    expect(cloudFilterSegments({ vibe: 'chill' })).toEqual(['all', 'chill'])
  })

  it('rejects path forms the proxy never produces', () => {
    expect(cloudFiltersFromSegments(['bogus'])).toBeNull()
    expect(cloudFiltersFromSegments(['all'])).toBeNull()
    expect(cloudFiltersFromSegments(['flower', ' chill'])).toBeNull()
    expect(cloudFiltersFromSegments(['flower', 'Chill'])).toBeNull()
    expect(cloudFiltersFromSegments(['flower', 'chill', 'extra'])).toBeNull()
  })

  it('builds the public query address of a view', () => {
    expect(cloudHref('/the-cloud', {})).toBe('/the-cloud')
    expect(cloudHref('/live-stash', { category: 'flower', vibe: 'Chill out' })).toBe('/live-stash?category=flower&vibe=Chill+out')
  })
})
