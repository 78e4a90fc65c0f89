import { describe, expect, it } from 'vitest'
import { cacheLimits, DEFAULT_CACHE_MAX_BYTES, DEFAULT_CACHE_MAX_ENTRIES, storingOnlySuccessfulPages } from '@/lib/cache/limits.mjs'
import { withoutSuggestions } from '@/lib/http/graphql'
import { cachedCloudFiltersFromSegments, searchCloudFiltersFromSegments } from '@/lib/submissions/cloud-filters'

/** A handler that records what reaches it. */
function recordingHandler() {
  const stored = new Map<string, unknown>()
  return {
    stored,
    handler: {
      name: 'recording',
      get: async (key: string) => stored.get(key) ?? null,
      set: async (key: string, value: unknown) => void stored.set(key, value),
      revalidateTag: async () => {},
      delete: async (key: string) => void stored.delete(key),
    },
  }
}
const page = (status: number | undefined) => ({ lastModified: 0, tags: [], lifespan: null, value: { kind: 'APP_PAGE', status } })

describe('the page cache stores successful pages only', () => {
  it('stores a 200 page and a data entry, not a 404 or a redirect, and a 404 drops the stored copy', async () => {
    const { stored, handler } = recordingHandler()
    const cache = storingOnlySuccessfulPages(handler)
    await cache.set('/changelog', page(200))
    await cache.set('/about', page(undefined))
    await cache.set('data-key', { lastModified: 0, tags: [], lifespan: null, value: { kind: 'FETCH' } })
    await cache.set('/changelog/junk', page(404))
    await cache.set('/the-cloud/all/made-up', page(307))
    expect([...stored.keys()]).toEqual(['/changelog', '/about', 'data-key'])
    await cache.set('/changelog', page(404))
    expect(stored.has('/changelog')).toBe(false)
  })

  it('reads its bounds from the environment, falling back to the defaults for nonsense', () => {
    expect(cacheLimits({})).toEqual({ maxEntries: DEFAULT_CACHE_MAX_ENTRIES, maxBytes: DEFAULT_CACHE_MAX_BYTES })
    expect(cacheLimits({ CACHE_MAX_ENTRIES: '50', CACHE_MAX_BYTES: '1024' })).toEqual({ maxEntries: 50, maxBytes: 1024 })
    expect(cacheLimits({ CACHE_MAX_ENTRIES: '-3', CACHE_MAX_BYTES: 'lots' })).toEqual({
      maxEntries: DEFAULT_CACHE_MAX_ENTRIES,
      maxBytes: DEFAULT_CACHE_MAX_BYTES,
    })
  })
})

describe('Cloud views with free text have their own, uncached route', () => {
  it('keeps search text and vibes out of the cached route and everything else out of the uncached one', () => {
    expect(cachedCloudFiltersFromSegments(['view', 'newest', 'all', 'lemon'])).toBeNull()
    expect(searchCloudFiltersFromSegments(['view', 'newest', 'all', 'lemon'])).toEqual({ category: undefined, vibe: undefined, q: 'lemon' })
    expect(cachedCloudFiltersFromSegments(['view', 'top', 'flower', '-'])).toEqual({ category: 'flower', vibe: undefined, sort: 'top' })
    expect(searchCloudFiltersFromSegments(['view', 'top', 'flower', '-'])).toBeNull()
    expect(cachedCloudFiltersFromSegments(['flower', 'chill'])).toBeNull()
    expect(searchCloudFiltersFromSegments(['flower', 'chill'])).toEqual({ category: 'flower', vibe: 'chill' })
    expect(cachedCloudFiltersFromSegments(['edible'])).toEqual({ category: 'edible' })
    expect(searchCloudFiltersFromSegments(undefined)).toBeNull()
  })
})

describe('GraphQL messages without schema suggestions', () => {
  it('cuts graphql-js\'s "Did you mean" suffix, whatever it lists', () => {
    expect(withoutSuggestions('Cannot query field "titl" on type "PodcastEpisode". Did you mean "title"?')).toBe(
      'Cannot query field "titl" on type "PodcastEpisode".',
    )
    expect(withoutSuggestions('Unknown argument "wher". Did you mean "where", "page", or "sort"?')).toBe('Unknown argument "wher".')
    expect(withoutSuggestions('Syntax Error: Expected Name, found "}".')).toBe('Syntax Error: Expected Name, found "}".')
  })
})
