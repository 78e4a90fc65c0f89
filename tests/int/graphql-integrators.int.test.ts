// What an integrator gets from Payload's GraphQL and REST APIs, through the same route handlers that
// serve /api in production: the committed schema file, introspection for staff only, no schema hints
// for anonymous callers, and a 400 (not a 500) for a text operator on a select or a date.
import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { configToSchema } from '@payloadcms/graphql'
import { printSchema } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route'
import { GRAPHQL_MESSAGES } from '@/lib/http/graphql'
import { PAYLOAD_ERROR_MESSAGES } from '@/lib/http/payload-errors'
import { api, BASE_URL, cookieFrom, payloadInstance } from '../helpers/api'

type GraphQLAnswer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> }

const suffix = `${Date.now()}`
const staff = { username: `gql-staff-${suffix}`, password: 'gql-staff-pass-1' }
const member = { username: `gql-user-${suffix}`, password: 'gql-user-pass-1' }
let staffCookie = ''
let memberCookie = ''

async function graphql(query: string, cookie?: string): Promise<{ status: number; body: GraphQLAnswer }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }
  if (cookie) headers.cookie = cookie
  const response = await graphqlPost(
    new Request(`${BASE_URL}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) }),
    {},
  )
  return { status: response.status, body: (await response.json()) as GraphQLAnswer }
}

const INTROSPECTION = '{ __schema { queryType { name } types { name } } }'
/** A misspelt field: graphql-js would answer 'Did you mean "title"?'. */
const MISSPELT = '{ PodcastEpisodes { docs { titl } } }'

beforeAll(async () => {
  const payload = await payloadInstance()
  await payload.create({ collection: 'users', data: { ...staff, role: 'admin' }, overrideAccess: true })
  await payload.create({ collection: 'users', data: { ...member, role: 'user' }, overrideAccess: true })
  staffCookie = cookieFrom(await api('POST', '/api/auth/login', { body: staff }))
  memberCookie = cookieFrom(await api('POST', '/api/auth/login', { body: member }))
})

describe('the GraphQL schema for integrators', () => {
  it('is committed as src/generated-schema.graphql and matches the config (npm run generate:graphql-schema)', async () => {
    const committed = path.resolve('src', 'generated-schema.graphql')
    expect(fs.existsSync(committed), 'src/generated-schema.graphql is missing').toBe(true)
    expect(fs.readFileSync(committed, 'utf8')).toBe(printSchema(configToSchema(await config).schema))
  })

  it('answers introspection to staff', async () => {
    const { status, body } = await graphql(INTROSPECTION, staffCookie)
    expect(status).toBe(200)
    expect(body.errors).toBeUndefined()
    const types = (body.data?.__schema as { types: Array<{ name: string }> }).types.map((type) => type.name)
    expect(types).toContain('PodcastEpisode')
  })

  it('refuses introspection to anonymous callers and signed-in non-staff', async () => {
    for (const cookie of [undefined, memberCookie]) {
      const { body } = await graphql(INTROSPECTION, cookie)
      expect(body.data ?? null).toBeNull()
      expect(body.errors?.map((error) => error.message)).toEqual([GRAPHQL_MESSAGES.introspection])
      const typeQuery = await graphql('{ __type(name: "User") { fields { name } } }', cookie)
      expect(typeQuery.body.errors?.[0]?.message).toBe(GRAPHQL_MESSAGES.introspection)
    }
  })

  it('names no similar fields to anonymous callers, and does to staff', async () => {
    const anonymous = await graphql(MISSPELT)
    expect(anonymous.body.errors?.[0]?.message).toBe('Cannot query field "titl" on type "PodcastEpisode".')
    expect(JSON.stringify(anonymous.body)).not.toContain('Did you mean')
    const signedIn = await graphql(MISSPELT, staffCookie)
    expect(signedIn.body.errors?.[0]?.message).toMatch(/Did you mean "title"/)
  })
})

describe('a text operator on a field that is not text', () => {
  for (const query of [
    '/api/podcast-episodes?where[_status][like]=a',
    '/api/podcast-episodes?where[_status][contains]=a',
    '/api/changelog-entries?where[createdAt][like]=a',
    '/api/headstash-submissions?where[category][like]=a',
  ]) {
    it(`answers 400 with a message over REST: ${query}`, async () => {
      for (const cookie of [undefined, staffCookie]) {
        const response = await api<{ message?: string }>('GET', query, cookie ? { cookie } : {})
        expect(response.status).toBe(400)
        expect(response.json.message).toBe(PAYLOAD_ERROR_MESSAGES.operatorNotForField)
      }
    })
  }

  it('is refused by the GraphQL schema with a message, not a server error', async () => {
    const { status, body } = await graphql('{ PodcastEpisodes(where: { status: { like: "a" } }) { docs { id } } }')
    expect(status).toBeLessThan(500)
    expect(body.errors?.[0]?.message).toMatch(/"like" is not defined/)
  })
})
