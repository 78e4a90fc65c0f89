import { expect, sameOrigin, signInApi, test } from './fixtures'

// One instance with Next's own cache (the embedded default): public data pages come from the
// full-route cache, and a review made through the admin API shows on the very next request.
// Two instances on Redis: tests/cache/coherence.e2e.mjs.

const find = (name: string) => ({
  category: 'flower',
  name,
  genetics: 'hybrid',
  breeder: 'Cache Breeder',
  whereAcquired: 'Local shop',
  flames: 4,
  submittedBy: 'Cache Tester',
  displayName: true,
  location: 'Denver, CO',
  industry: 'consumer-patient',
})

test('an approval and a takedown show on the next request of cached /the-cloud pages', async ({ request }) => {
  const name = `Cached Kush ${Date.now()}`
  await signInApi(request)
  expect((await sameOrigin(request).post('/api/headstash/submit', { data: find(name) })).status()).toBe(201)
  const pending = await (await sameOrigin(request).get('/api/admin/headstash-submissions?status=pending')).json()
  const id = (pending.submissions as Array<{ id: number; name: string }>).find((entry) => entry.name === name)?.id
  expect(id).toBeDefined()

  const views = ['/the-cloud', '/the-cloud?category=flower', '/live-stash']
  for (const view of views) {
    await sameOrigin(request).get(view)
    const cached = await sameOrigin(request).get(view)
    expect(cached.headers()['x-nextjs-cache'], view).toBe('HIT')
    expect(cached.headers()['cache-control'], view).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
    expect(await cached.text(), view).not.toContain(name)
  }

  const approve = await sameOrigin(request).patch(`/api/admin/headstash-submissions/${id}`, { data: { ...find(name), status: 'approved' } })
  expect(approve.ok()).toBe(true)
  for (const view of views) expect(await (await sameOrigin(request).get(view)).text(), view).toContain(name)

  const reject = await sameOrigin(request).patch(`/api/admin/headstash-submissions/${id}`, { data: { ...find(name), status: 'rejected' } })
  expect(reject.ok()).toBe(true)
  for (const view of views) expect(await (await sameOrigin(request).get(view)).text(), view).not.toContain(name)
})

test('unknown filter values land on existing cache entries', async ({ request }) => {
  await sameOrigin(request).get('/the-cloud')
  // ?page=N past the first is a real view now (the no-JavaScript "Load more"); page 1 is the plain page.
  const unknownCategory = await sameOrigin(request).get('/the-cloud?category=not-a-category&page=1&utm_source=x')
  expect(unknownCategory.status()).toBe(200)
  expect(unknownCategory.headers()['x-nextjs-cache']).toBe('HIT')
})
