import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withSameOriginWrites } from '@/lib/http/same-origin'

// GraphQL mutations are writes too: the same CSRF check as the REST routes.
export const POST = withSameOriginWrites(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
