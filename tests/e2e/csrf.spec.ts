// docs/decisions.md#cross-site-requests: a page on another port of the same host (same-site, so the Lax session cookie goes
// along) tries to create an admin account while an admin is signed in. Chromium sends the request;
// the server must refuse it, and no account may appear.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, signInApi, test } from './fixtures'

let attacker: Server
let attackerUrl = ''

test.beforeAll(async () => {
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<!doctype html><title>elsewhere</title><p>nothing to see</p>')
  })
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`
})

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve))
})

test('a page on another origin cannot create an account while an admin is signed in', async ({ page, baseURL }) => {
  await signInApi(page.request)
  const username = `csrf-e2e-${Date.now()}`

  await page.goto(attackerUrl)
  // A "simple" cross-origin request (text/plain, no preflight) with the visitor's cookies: exactly what
  // a hostile page can make the browser send. The response is opaque to the page; the server's is what counts.
  await page.evaluate(
    async ({ target, body }) => {
      await fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'text/plain' }, body })
    },
    {
      target: new URL('/api/auth/register', baseURL).href,
      body: JSON.stringify({ username, password: 'csrf-pass-123', confirmPassword: 'csrf-pass-123' }),
    },
  )

  // Still signed in, and no such account exists.
  const users = await page.request.get(`/api/users?where[username][equals]=${username}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(users.status()).toBe(200)
  expect(((await users.json()) as { totalDocs: number }).totalDocs).toBe(0)
})
