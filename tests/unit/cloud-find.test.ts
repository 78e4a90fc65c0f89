import { describe, expect, it } from 'vitest'
import { cloudFiltersFromSegments } from '@/lib/submissions/cloud-filters'
import { findIdFromSegment, findPath, findSlug } from '@/lib/submissions/paths'
import { PRODUCT_CATEGORIES } from '@/lib/submissions/options'

// A find's permalink shares /the-cloud/<segment> with the category filters: the two forms must never
// be mistaken for each other, and any name must give a clean, stable address.
describe('find permalinks', () => {
  it('slugs names into lower-case ASCII words', () => {
    expect(findSlug('Permanent Marker')).toBe('permanent-marker')
    expect(findSlug('  Café  Rosé #7 (Live Rosin) ')).toBe('cafe-rose-7-live-rosin')
    expect(findSlug('🔥🔥')).toBe('')
    expect(findSlug('a'.repeat(200))).toHaveLength(80)
  })

  it('builds /the-cloud/<id>-<slug> and reads the id back', () => {
    expect(findPath(42, 'Permanent Marker')).toBe('/the-cloud/42-permanent-marker')
    expect(findPath(7, '🔥')).toBe('/the-cloud/7')
    expect(findIdFromSegment('42-permanent-marker')).toBe(42)
    expect(findIdFromSegment('42')).toBe(42)
    expect(findIdFromSegment('42-old-name')).toBe(42)
  })

  it('does not take category segments, zero-padded or oversized ids for finds', () => {
    for (const category of [...PRODUCT_CATEGORIES, 'all']) expect(findIdFromSegment(category)).toBeNull()
    for (const segment of ['0', '007-x', '99999999999', '42_x', '42-Upper', '-42', undefined]) expect(findIdFromSegment(segment)).toBeNull()
    // …and a find segment is never a valid filter encoding either.
    expect(cloudFiltersFromSegments(['42-permanent-marker'])).toBeNull()
  })
})
