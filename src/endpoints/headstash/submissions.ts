import { randomUUID } from 'node:crypto'
import { GENERIC_SERVER_ERROR, jsonError } from '@/lib/http/errors'
import { positiveInt, publicJson } from '@/lib/http/responses'
import { readApprovedSubmissions } from '@/lib/submissions/queries'

/**
 * GET /api/headstash/submissions, served by a Next route handler (src/app/(payload)/api/headstash/
 * submissions/route.ts) rather than a Payload root endpoint: the answer comes from the data cache and
 * needs no user, and Payload's per-request setup (request object, auth strategies, i18n) capped this
 * hot public read at Payload's own ~500 req/s, below a plain server running the queries uncached.
 */
export async function getPublicSubmissions(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  try {
    return publicJson(
      await readApprovedSubmissions({
        category: params.get('category') ?? undefined,
        vibe: params.get('vibe') ?? undefined,
        q: params.get('q') ?? undefined,
        sort: params.get('sort') ?? undefined,
        page: positiveInt(params.get('page')),
        limit: positiveInt(params.get('limit')),
      }),
    )
  } catch (error) {
    const requestId = randomUUID()
    console.error({ err: error, requestId, path: '/api/headstash/submissions' }, 'Unhandled error in endpoint')
    return jsonError(500, GENERIC_SERVER_ERROR, { 'X-Request-Id': requestId })
  }
}
