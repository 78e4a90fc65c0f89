import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { withOutageAnswers } from '@/lib/http/availability'

// A database outage answers 503 with Retry-After here too, never "forbidden" or "signed out" (issue 11, L3).
const payload = () => getPayload({ config })

export const GET = withOutageAnswers(REST_GET(config), payload)
export const POST = withOutageAnswers(REST_POST(config), payload)
export const DELETE = withOutageAnswers(REST_DELETE(config), payload)
export const PATCH = withOutageAnswers(REST_PATCH(config), payload)
export const PUT = withOutageAnswers(REST_PUT(config), payload)
export const OPTIONS = REST_OPTIONS(config)
