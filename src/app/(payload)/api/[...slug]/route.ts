import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withSameOriginWrites } from '@/lib/http/same-origin'

// Every write under /api (Payload's REST and the spec's root endpoints) passes the CSRF check first.
export const GET = REST_GET(config)
export const POST = withSameOriginWrites(REST_POST(config))
export const DELETE = withSameOriginWrites(REST_DELETE(config))
export const PATCH = withSameOriginWrites(REST_PATCH(config))
export const PUT = withSameOriginWrites(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
