import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { withOutageAnswers } from '@/lib/http/availability'
import { answerHeadAsGet } from '@/lib/http/head'
import { withSameOriginWrites } from '@/lib/http/same-origin'

// Every write under /api (Payload's REST and our root endpoints) passes the CSRF check first, and a
// database outage answers 503 with Retry-After, never "forbidden" or "signed out"
// (docs/decisions.md#cross-site-requests, docs/decisions.md#database-outage).
const payload = () => getPayload({ config })

export const GET = withOutageAnswers(REST_GET(config), payload)
// Payload routes by method and has no HEAD endpoints (a HEAD on a media file answered 404,
// https://github.com/payloadcms/payload/issues/16754): HEAD is
// answered as the GET would be, without its body. Media bodies open their file only when read.
export const HEAD = answerHeadAsGet(GET)
export const POST = withSameOriginWrites(withOutageAnswers(REST_POST(config), payload))
export const DELETE = withSameOriginWrites(withOutageAnswers(REST_DELETE(config), payload))
export const PATCH = withSameOriginWrites(withOutageAnswers(REST_PATCH(config), payload))
export const PUT = withSameOriginWrites(withOutageAnswers(REST_PUT(config), payload))
export const OPTIONS = REST_OPTIONS(config)
