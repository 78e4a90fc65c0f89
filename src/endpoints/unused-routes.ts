import type { Endpoint, Plugin } from 'payload'

const NOT_FOUND = 'Not found'
const notFound: Endpoint['handler'] = () => Response.json({ message: NOT_FOUND, errors: [{ message: NOT_FOUND }] }, { status: 404 })

/**
 * Payload mounts some REST routes on every collection whether or not the feature behind them is on:
 * restoring a version (`POST /api/<slug>/versions/:id`) on collections without versions, and e-mail
 * verification (`POST /api/<slug>/verify/:token`) on auth collections without `verify`. Called, they
 * fail inside Payload with a 500 (issue 11, L2). A collection's own endpoints are matched before the
 * defaults, so these answer 404 in their place.
 */
export const answerUnusedRoutesWith404: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const unused: Endpoint[] = []
    if (!collection.versions) unused.push({ path: '/versions/:id', method: 'post', handler: notFound })
    if (collection.auth && !(typeof collection.auth === 'object' && collection.auth.verify)) unused.push({ path: '/verify/:id', method: 'post', handler: notFound })
    if (!unused.length || collection.endpoints === false) return collection
    return { ...collection, endpoints: [...unused, ...(collection.endpoints ?? [])] }
  }),
})
