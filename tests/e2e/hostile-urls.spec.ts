// Addresses an attacker would try: a NUL in a vibe (Postgres cannot hold one) and preview exits that
// a browser would follow to another site (it drops a TAB, so "/<TAB>/evil.example" means
// "//evil.example"). Each gets a clean answer from the production server, never a 500 or a redirect away.
import { expect, test } from './fixtures'

test('a NUL in a vibe is a 404 in the path form and no filter in the query form, never a 500', async ({ request }) => {
  expect((await request.get('/the-cloud/all/%00')).status()).toBe(404)
  expect((await request.get('/the-cloud/all/chill%00')).status()).toBe(404)
  const query = await request.get('/the-cloud?vibe=%00', { maxRedirects: 0 })
  expect(query.status()).toBeLessThan(400)
})

test('leaving preview follows only a relative path on this site', async ({ request }) => {
  const exit = async (path: string) => {
    const response = await request.get(`/next/exit-preview?path=${path}`, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    return response.headers().location
  }
  for (const hostile of [
    '/%09/evil.example/x',
    '/%0A/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/x%00y',
    'https://evil.example',
  ])
    expect(await exit(hostile), hostile).toBe('/')
  expect(await exit('/changelog%3Fa%3D1')).toBe('/changelog?a=1')
  // Non-ASCII is sent percent-encoded, the only form a Location header can carry.
  expect(await exit('/the-cloud/all/%C3%BC')).toBe('/the-cloud/all/%C3%BC')
})
