import type { Endpoint, PayloadRequest } from 'payload'
import { handled, HttpError } from '@/lib/http/errors'
import { clientAddress } from '@/lib/http/client-address'
import { HTTP_MESSAGES } from '@/lib/http/messages'
import { recordClick, recordOpen, type Fetcher } from '@/lib/newsletter/engagement'
import { clickSignatureValid, openSignatureValid, PIXEL_GIF, TRACKING_PATHS } from '@/lib/newsletter/tracking'

/**
 * The open pixel and the click redirect of tracked newsletter messages. Neither may ever fail the
 * reader: the pixel is answered whatever happens, and a click is forwarded even when it could not be
 * counted. A click goes only to the URL its signature was made for (the send's own links: no open
 * redirect), and nothing about the reader is kept.
 */

/** A counter that is slow to answer is given up on: the reader does not wait for it. */
const RECORD_WAIT_MS = 1_500

const sendIdOf = (req: PayloadRequest): number | undefined => {
  const raw = String(req.routeParams?.send ?? '')
  return /^\d{1,10}$/.test(raw) ? Number(raw) : undefined
}

const fetcherOf = (req: PayloadRequest): Fetcher => ({ userAgent: req.headers.get('user-agent'), address: clientAddress(req.headers) })

/** Runs the counting, waiting at most RECORD_WAIT_MS; a failure is logged, never passed on. */
async function count(req: PayloadRequest, what: string, work: () => Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const recorded = work().catch((error: unknown) => req.payload.logger.error({ err: error, msg: `Newsletter ${what} not counted` }))
  await Promise.race([recorded, new Promise<void>((resolve) => (timer = setTimeout(resolve, RECORD_WAIT_MS)))])
  clearTimeout(timer)
}

/** Headers that keep the answer out of every cache (each fetch is one count) and the URL out of Referer. */
const UNCACHED = { 'Cache-Control': 'no-store, private', 'Referrer-Policy': 'no-referrer' } as const

// Root endpoints live under /api, which the paths in TRACKING_PATHS include.
const routePath = (path: string) => path.replace(/^\/api/, '')

export const newsletterTrackingEndpoints: Endpoint[] = [
  {
    path: `${routePath(TRACKING_PATHS.open)}/:send/:signature`,
    method: 'get',
    handler: async (req) => {
      const sendId = sendIdOf(req)
      if (sendId !== undefined && openSignatureValid(sendId, String(req.routeParams?.signature ?? ''))) {
        await count(req, 'open', () => recordOpen(req.payload, sendId, fetcherOf(req)))
      }
      return new Response(new Uint8Array(PIXEL_GIF), {
        headers: { ...UNCACHED, 'Content-Type': 'image/gif', 'Content-Length': String(PIXEL_GIF.length) },
      })
    },
  },
  {
    path: `${routePath(TRACKING_PATHS.click)}/:send/:signature`,
    method: 'get',
    handler: handled(async (req) => {
      const sendId = sendIdOf(req)
      const url = req.searchParams.get('url') ?? ''
      if (
        sendId === undefined ||
        !/^https?:\/\//i.test(url) ||
        !clickSignatureValid(sendId, url, String(req.routeParams?.signature ?? ''))
      ) {
        throw new HttpError(404, HTTP_MESSAGES.notFound)
      }
      await count(req, 'click', () => recordClick(req.payload, sendId, url, fetcherOf(req)))
      return new Response(null, { status: 302, headers: { ...UNCACHED, Location: url } })
    }),
  },
]
