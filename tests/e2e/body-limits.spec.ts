// Request bodies are capped while they stream, on every route, by the production server
// (scripts/server.mjs): a body past its route's limit is answered 413 with the route's JSON message,
// chunked or with a Content-Length, and the server keeps serving. The memory figure under ten parallel
// 1 GB attempts is measured by scripts/body-limit-check.mjs.
import http from 'node:http'
import { BODY_LIMITS, type BodyLimit } from '../../src/lib/http/body-limits.mjs'
import { expect, test } from './fixtures'

const CHUNK = Buffer.alloc(64 * 1024, 0x61)
const MB = 1024 * 1024

interface Answer {
  status?: number
  body?: string
  error?: string
}

/** Streams `total` bytes until the server answers; chunked unless `declare` sends a Content-Length. */
function post(
  baseURL: string | undefined,
  urlPath: string,
  contentType: string,
  total: number,
  declare: boolean,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const base = new URL(baseURL ?? 'http://127.0.0.1:3000')
  return new Promise((resolve) => {
    let answered = false
    let sent = 0
    const request = http.request({
      host: base.hostname,
      port: base.port,
      path: urlPath,
      method: 'POST',
      headers: {
        'Content-Type': contentType,
        'Sec-Fetch-Site': 'same-origin',
        Origin: base.origin,
        ...(declare ? { 'Content-Length': String(total) } : { 'Transfer-Encoding': 'chunked' }),
        ...headers,
      },
    })
    request.on('response', (response) => {
      answered = true
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () => {
        resolve({ status: response.statusCode, body: Buffer.concat(parts).toString('utf8') })
        request.destroy()
      })
    })
    // Once the server has answered it stops reading: the write side then fails, as it should.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) resolve({ error: error.code ?? error.message })
    })
    const pump = () => {
      while (!answered && sent < total && !request.destroyed) {
        const piece = total - sent < CHUNK.length ? CHUNK.subarray(0, total - sent) : CHUNK
        sent += piece.length
        if (!request.write(piece)) return void request.once('drain', pump)
      }
      if (!answered && sent >= total) request.end()
    }
    pump()
  })
}

const routes: Array<[string, string, string, BodyLimit]> = [
  ['a JSON endpoint', '/api/newsletter/subscribe', 'application/json', BODY_LIMITS.json],
  ['the image upload', '/api/upload-image', 'multipart/form-data; boundary=x', BODY_LIMITS.image],
  ["Payload's REST API", '/api/strains', 'application/json', BODY_LIMITS.document],
  ["Payload's GraphQL", '/api/graphql', 'application/json', BODY_LIMITS.document],
  ["Payload's media upload", '/api/media', 'multipart/form-data; boundary=x', BODY_LIMITS.media],
]

for (const [label, urlPath, contentType, limit] of routes) {
  for (const declare of [false, true]) {
    // The media limit is 300 MB: a declared length past it is refused before a byte is read; streaming
    // that much is left to scripts/body-limit-check.mjs.
    if (!declare && limit === BODY_LIMITS.media) continue
    test(`${label} refuses an oversized ${declare ? 'declared' : 'chunked'} body with 413 and its message`, async ({
      request,
      baseURL,
    }) => {
      // Staff-only uploads get their full limit only when the request carries a session (any session
      // cookie will do for the server; the app checks it).
      const session: Record<string, string> = limit === BODY_LIMITS.media ? { Cookie: 'payload-token=not-checked-here' } : {}
      const answer = await post(baseURL, urlPath, contentType, limit.maxBytes + 2 * MB, declare, session)
      expect(answer.error).toBeUndefined()
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body ?? '')).toEqual({ message: limit.message })
      expect((await request.get('/api/ready')).status()).toBe(200)
    })
  }
}

test('a staff-only upload without any credentials is held to the small limit, not the upload limit', async ({ baseURL }) => {
  // Payload reads a media upload before it checks access: streamed past 1 MB, it is cut off.
  const media = await post(baseURL, '/api/media', 'multipart/form-data; boundary=x', BODY_LIMITS.document.maxBytes + 2 * MB, false)
  expect(media.status).toBe(413)
  expect(JSON.parse(media.body ?? '')).toEqual({ message: BODY_LIMITS.document.message })
  // A declared 300 MB audio upload is refused before the app sees it.
  const audio = await post(
    baseURL,
    '/api/admin/podcast/episodes/upload-audio',
    'multipart/form-data; boundary=x',
    BODY_LIMITS.audio.maxBytes,
    true,
  )
  expect(audio.status).toBe(413)
  expect(JSON.parse(audio.body ?? '')).toEqual({ message: BODY_LIMITS.json.message })
})

test('a body just under its limit still reaches the app', async ({ baseURL }) => {
  const answer = await post(baseURL, '/api/newsletter/subscribe', 'application/json', BODY_LIMITS.json.maxBytes - 1, false)
  // Not JSON the app accepts, but the app, not the size cap, answered.
  expect(answer.status).toBe(400)
})
