// Texts and limits of the "database unreachable" answers (docs/decisions.md#database-outage) and the load-balancer probes.
// The admin UI and the API read them from here, so the banner and the 503 body say the same thing.

/** The one text of an unexpected server error (API 500s and the error page). */
export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.'

/** Body of every 503 the API gives while Postgres cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: the database cannot be reached. Please try again shortly.'

/** Seconds a client should wait before retrying a 503 (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5

/**
 * How long a database probe may take before the database counts as unreachable. Short, because the
 * probe runs inside a request (or a load balancer's health check) that must not hang with it.
 */
export const DATABASE_PROBE_TIMEOUT_MS = 2_000

/** The admin banner while the server or its database cannot be reached; it retries by itself. */
export const CONNECTION_BANNER_TEXT = "Can't reach the server right now. Retrying…"

export const HTTP_MESSAGES = {
  notFound: 'Not found',
} as const
