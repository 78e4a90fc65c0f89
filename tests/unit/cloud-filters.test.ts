import { describe, expect, it } from 'vitest'
import {
  canonicalCloudQuery,
  cloudFilterSegments,
  cloudFiltersFromSegments,
  cloudHref,
  cloudPageOf,
  normaliseCloudFilters,
  normaliseSearch,
  normaliseSort,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_TERMS,
  searchCloudFiltersFromSegments,
} from '@/lib/submissions/cloud-filters'
import { strainViewFrom } from '@/lib/strains/cloud-view'
import { findIdFromSegment } from '@/lib/submissions/paths'

// The proxy turns query filters into path segments and the page turns them back: both directions must
// agree, and anything a visitor can type must collapse onto a small set of cache entries.
describe('The Cloud filter URLs', () => {
  it('drops unknown categories and blank vibes, trims, lower-cases and bounds vibes', () => {
    expect(normaliseCloudFilters({ category: 'Flower', vibe: '   ' })).toEqual({ category: undefined, vibe: undefined })
    expect(normaliseCloudFilters({ category: 'edible', vibe: '  Chill   out ' })).toEqual({ category: 'edible', vibe: 'chill out' })
    expect(normaliseCloudFilters({ vibe: 'x'.repeat(500) }).vibe).toHaveLength(60)
    // Near-synonyms are one vibe; other free text stays as written.
    expect(normaliseCloudFilters({ vibe: 'Energy' }).vibe).toBe('energetic')
    expect(normaliseCloudFilters({ vibe: ' Laid  back ' }).vibe).toBe('chill')
    expect(normaliseCloudFilters({ vibe: 'couch lock' }).vibe).toBe('couch lock')
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

  it('normalises search text so equivalent searches share one address, and bounds it', () => {
    expect(normaliseSearch('  Blue   DREAM! ')).toBe('blue dream')
    expect(normaliseSearch('"og-kush" & (lemon | !haze):*')).toBe('"og kush" lemon haze')
    expect(normaliseSearch("Crème brûlée, O'Brien 91")).toBe('crème brûlée o brien 91')
    for (const blank of [undefined, null, '', '   ', '&|!:*()', '-', '""', '" -']) expect(normaliseSearch(blank)).toBeUndefined()
    expect(normaliseSearch('a b c d e f g h i j k')?.split(' ')).toHaveLength(SEARCH_MAX_TERMS)
    const long = normaliseSearch(`${'word '.repeat(3)}${'x'.repeat(200)}`)
    expect(long).toBe('word word word')
    expect(normaliseSearch('y'.repeat(500))).toHaveLength(SEARCH_MAX_LENGTH)
  })

  it('keeps web-search syntax in one form: closed phrases, excluded words, or', () => {
    expect(normaliseSearch('  "Blue   Dream"  -KUSH Or  Lemon ')).toBe('"blue dream" -kush or lemon')
    // A quote left open, a one-word phrase, a minus inside a phrase or on its own: plain words.
    expect(normaliseSearch('"blue dream')).toBe('blue dream')
    expect(normaliseSearch('"kush" - haze')).toBe('kush haze')
    expect(normaliseSearch('"-kush lemon"')).toBe('"kush lemon"')
    // A phrase cut by the word bound loses its quotes rather than staying open.
    expect(normaliseSearch('a b c d e f g "h i j" k')).toBe('a b c d e f g h')
    // A minus inside a word separates words (og-kush), only a leading one excludes.
    expect(normaliseSearch('og-kush')).toBe('og kush')
  })

  it('knows two sorts; the default and unknown ones are "no sort"', () => {
    expect(normaliseSort('top')).toBe('top')
    for (const other of ['newest', 'TOP', 'flames', '', null, undefined]) expect(normaliseSort(other)).toBeUndefined()
    expect(normaliseCloudFilters({ q: ' Gas ', sort: 'top', category: 'edible' })).toEqual({ category: 'edible', q: 'gas', sort: 'top' })
  })

  it('encodes search and sort as path segments and decodes them back; only the canonical form decodes', () => {
    const cases = [
      { q: 'blue dream' },
      { sort: 'top' as const },
      { category: 'flower' as const, vibe: 'chill out', q: 'gas', sort: 'top' as const },
      { vibe: 'euphoric', q: 'lemon' },
    ]
    for (const filters of cases) expect(cloudFiltersFromSegments(cloudFilterSegments(filters))).toEqual(filters)
    expect(cloudFilterSegments({ q: 'gas' })).toEqual(['view', 'newest', 'all', 'gas'])
    expect(cloudFilterSegments({ sort: 'top', vibe: 'chill' })).toEqual(['view', 'top', 'all', '-', 'chill'])
    expect(cloudFiltersFromSegments(['view', 'newest', 'all', '-'])).toBeNull()
    expect(cloudFiltersFromSegments(['view', 'bogus', 'all', 'gas'])).toBeNull()
    expect(cloudFiltersFromSegments(['view', 'newest', 'all', 'Gas'])).toBeNull()
    expect(cloudFiltersFromSegments(['view', 'newest', 'all', 'gas', 'Chill'])).toBeNull()
    expect(cloudFiltersFromSegments(['view', 'newest', 'flower'])).toBeNull()
    expect(cloudFiltersFromSegments(['view', 'top', 'all', '-', 'chill', 'extra'])).toBeNull()
  })

  it('puts search and sort in the public address, leaving the default sort out', () => {
    expect(cloudHref('/the-cloud', { q: 'blue dream', sort: 'newest' })).toBe('/the-cloud?q=blue+dream')
    expect(cloudHref('/the-cloud', { category: 'flower', q: 'gas', sort: 'top' })).toBe('/the-cloud?category=flower&q=gas&sort=top')
  })

  it('gives the canonical query string for a search or sort typed any other way, keeping other parameters', () => {
    const canonical = (query: string) => canonicalCloudQuery(new URLSearchParams(query))?.toString() ?? null
    expect(canonical('q=++LEMON+&category=flower')).toBe('q=lemon&category=flower')
    expect(canonical('q=&sort=bogus&vibe=chill')).toBe('vibe=chill')
    expect(canonical('q=a&q=b')).toBe('q=a')
    expect(canonical('q=lemon&sort=top&utm_source=x')).toBeNull()
    expect(canonical('category=Flower')).toBeNull()
  })

  it('decodes segments the rewrite leaves percent-encoded (a search or vibe with a space was a 404)', () => {
    expect(cloudFiltersFromSegments(['view', 'newest', 'all', 'zzzz%20nothing'])).toEqual({ q: 'zzzz nothing' })
    expect(cloudFiltersFromSegments(['all', 'chill%20out'])).toEqual({ vibe: 'chill out' })
    expect(cloudFiltersFromSegments(['all', '100% chill'])).toEqual({ vibe: '100% chill' })
    expect(cloudFiltersFromSegments(cloudFilterSegments({ q: 'crème brûlée' }).map(encodeURIComponent))).toEqual({ q: 'crème brûlée' })
  })
})

// Without JavaScript "Load more" is a link to ?page=N and the strain cloud's controls are GET forms
// (docs/decisions.md#works-without-javascript).
describe('addresses of the views without JavaScript', () => {
  it('a Cloud page past the first has one spelling; junk and 1 are the first page', () => {
    expect(cloudPageOf('2')).toBe(2)
    for (const junk of ['1', '0', '-3', '2.5', 'x', '', undefined, '1234567']) expect(cloudPageOf(junk)).toBe(1)
    expect(canonicalCloudQuery(new URLSearchParams('q=lemon&page=2'))).toBeNull()
    expect(canonicalCloudQuery(new URLSearchParams('q=lemon&page=1'))?.toString()).toBe('q=lemon')
    expect(canonicalCloudQuery(new URLSearchParams('page=02'))?.toString()).toBe('page=2')
    expect(canonicalCloudQuery(new URLSearchParams('page=2&page=3'))?.toString()).toBe('page=2')
    expect(cloudHref('/the-cloud', { category: 'edible', page: 3 })).toBe('/the-cloud?category=edible&page=3')
    expect(cloudHref('/the-cloud', { page: 1 })).toBe('/the-cloud')
  })

  it('the uncached route takes free text, or any filters on a later page', () => {
    expect(searchCloudFiltersFromSegments(['flower'])).toBeNull()
    expect(searchCloudFiltersFromSegments(['flower'], 2)).toEqual({ category: 'flower' })
    expect(searchCloudFiltersFromSegments(undefined, 2)).toEqual({})
  })

  it('the strain cloud reads its view from the query; a pressed tab comes before the current one', () => {
    expect(strainViewFrom({}, findIdFromSegment)).toEqual({ query: '', type: 'all', vibe: 'all', strainId: null })
    expect(strainViewFrom({ q: 'diesel', type: ['indica', 'sativa'], vibe: 'chill', strain: '12-blue-dream' }, findIdFromSegment)).toEqual({
      query: 'diesel',
      type: 'indica',
      vibe: 'chill',
      strainId: 12,
    })
    expect(strainViewFrom({ type: 'bogus', vibe: 'balanced' }, findIdFromSegment)).toMatchObject({ type: 'all', vibe: 'all' })
  })
})
