import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { clientErrorMessage } from '@/lib/http/payload-errors'
import { withSameOriginWrites } from '@/lib/http/same-origin'

const graphql = GRAPHQL_POST(config)

/**
 * GraphQL mutations are writes too: the same CSRF check as the REST routes. A body the GraphQL handler
 * cannot even read (a malformed multipart form) is a 400, not a 500.
 */
export const POST = withSameOriginWrites(async (request: Request): Promise<Response> => {
  try {
    return await graphql(request)
  } catch (error) {
    const message = clientErrorMessage(error)
    if (!message) throw error
    return Response.json({ errors: [{ message }], message }, { status: 400 })
  }
})
export const OPTIONS = REST_OPTIONS(config)
