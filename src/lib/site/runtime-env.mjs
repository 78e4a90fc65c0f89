// Per-deployment settings, read from the server's environment each time they are asked for. Next
// replaces every literal `process.env.NEXT_PUBLIC_*` with the value it had when `next build` ran (in
// server code too), so a build would keep its builder's origin wherever it is deployed. Here the
// variables are only ever read by computed name, which the build cannot inline: one build serves any
// origin (docs/decisions.md#one-origin). Plain JavaScript, so scripts/server.mjs and the cache handler
// read the same rules.

/** The public origin: SERVER_URL, or NEXT_PUBLIC_SERVER_URL (older name, read at run time as well). */
const ORIGIN_VARIABLES = ['SERVER_URL', 'NEXT_PUBLIC_SERVER_URL']
/** The GA4 measurement id: GA_MEASUREMENT_ID, or NEXT_PUBLIC_GA_MEASUREMENT_ID (older name). */
const MEASUREMENT_ID_VARIABLES = ['GA_MEASUREMENT_ID', 'NEXT_PUBLIC_GA_MEASUREMENT_ID']

/** Where a server without a configured origin says it lives (`npm run dev` / `npm start` defaults). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000'

/** The origin (scheme://host[:port]) of an http(s) URL, or undefined. */
export function httpOrigin(value) {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

const firstSet = (env, names) => names.map((name) => env[name]?.trim()).find(Boolean)

/** The configured public origin, or undefined when none is set (or it is not an http(s) URL). */
export const configuredPublicOrigin = (env = process.env) => httpOrigin(firstSet(env, ORIGIN_VARIABLES))

/** The public origin every absolute URL the site makes starts with. */
export const publicOrigin = (env = process.env) => configuredPublicOrigin(env) ?? DEFAULT_PUBLIC_ORIGIN

/** The analytics measurement id, or '' when analytics is off. */
export const analyticsMeasurementId = (env = process.env) => firstSet(env, MEASUREMENT_ID_VARIABLES) ?? ''
