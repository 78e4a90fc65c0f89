// The app's own body readers stop at their limit while the body streams (defence in depth behind
// scripts/server.mjs, e.g. under `next start`): a body that keeps coming is answered 413 with the
// route's message once it passes the limit, and no more of it is read.
import { describe, expect, it } from 'vitest'
import { BODY_LIMITS, type BodyLimit } from '@/lib/http/body-limits.mjs'
import { api } from '../helpers/api'

const CHUNK = new Uint8Array(64 * 1024).fill(0x61)
/** Far more than any limit here: a reader that buffers whole bodies would pull all of it. */
const ENDLESS_BYTES = 64 * 1024 * 1024

/** A body with no declared length that keeps coming; `pulled()` says how much a reader took. */
function endlessBody(prefix: string) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(prefix))
    },
    pull(controller) {
      if (pulled >= ENDLESS_BYTES) return controller.close()
      pulled += CHUNK.length
      controller.enqueue(CHUNK)
    },
  })
  return { stream, pulled: () => pulled }
}

const cases: Array<[string, string, string, string, BodyLimit]> = [
  ['a JSON endpoint', '/api/newsletter/subscribe', 'application/json', '{"email":"', BODY_LIMITS.json],
  [
    'the image upload',
    '/api/upload-image',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    BODY_LIMITS.image,
  ],
]

describe('streamed bodies past their limit', () => {
  for (const [label, path, contentType, prefix, limit] of cases) {
    it(`${label} answers 413 with its message and stops reading`, async () => {
      const body = endlessBody(prefix)
      const response = await api('POST', path, { rawBody: body.stream, headers: { 'content-type': contentType } })
      expect(response.status).toBe(413)
      expect(response.json).toEqual({ message: limit.message })
      // Only stream buffering beyond the limit: nowhere near the whole body.
      expect(body.pulled()).toBeLessThan(limit.maxBytes + 4 * 1024 * 1024)
    })
  }
})
