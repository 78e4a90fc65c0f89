// The one table of request body limits (docs/decisions.md#request-limits). scripts/server.mjs counts
// every body's bytes as they arrive and answers 413 with the route's message once its limit is passed (or at once, when Content-Length
// already says so); the app's own readers (src/lib/http/body.ts, multipart.ts) apply the same numbers
// and texts while they stream, for servers without that wrapper (`next start`) and handlers called
// directly. Plain JavaScript so the Node server can import it without a TypeScript loader.

const MB = 1024 * 1024

/** Room for the multipart envelope (boundaries, part headers, small text fields) around a file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024

/** The site's own JSON endpoints: no form of the site comes close. */
export const MAX_JSON_BODY_BYTES = 256 * 1024

/**
 * Payload's REST and GraphQL documents (the admin saves rich text through them) and Next's server
 * actions, which Payload's admin uses for its form state and the public forms use without JavaScript.
 * Next's own server-action limit is raised to the image limit for the WIYHS form's photo
 * (next.config.mjs); every other path stays at this one here.
 */
export const MAX_DOCUMENT_BODY_BYTES = 1 * MB

/** Largest image anyone may upload. */
export const MAX_IMAGE_BYTES = 10 * MB

/** Episode audio: an hour of 128 kbit/s MP3 is about 58 MB. */
export const MAX_AUDIO_BYTES = 300 * MB

/** A 20,000-row bulk CSV of long rows stays well under this. */
export const MAX_CSV_BYTES = 15 * MB

export const BODY_TOO_LARGE_MESSAGES = {
  body: 'Request body is too large',
  image: 'Please select an image under 10MB',
  audio: 'Audio file too large (max 300MB)',
  media: 'Media file too large (max 300MB)',
  csv: 'The CSV file is too large (at most 15 MB)',
}

/** @typedef {{ maxBytes: number, message: string }} BodyLimit */

/** @type {Record<'json' | 'document' | 'image' | 'audio' | 'media' | 'csv', BodyLimit>} */
export const BODY_LIMITS = {
  json: { maxBytes: MAX_JSON_BODY_BYTES, message: BODY_TOO_LARGE_MESSAGES.body },
  document: { maxBytes: MAX_DOCUMENT_BODY_BYTES, message: BODY_TOO_LARGE_MESSAGES.body },
  image: { maxBytes: MAX_IMAGE_BYTES + MULTIPART_ENVELOPE_BYTES, message: BODY_TOO_LARGE_MESSAGES.image },
  audio: { maxBytes: MAX_AUDIO_BYTES + MULTIPART_ENVELOPE_BYTES, message: BODY_TOO_LARGE_MESSAGES.audio },
  // Payload's upload collection takes images and episode audio through its own REST route.
  media: { maxBytes: MAX_AUDIO_BYTES + MULTIPART_ENVELOPE_BYTES, message: BODY_TOO_LARGE_MESSAGES.media },
  csv: { maxBytes: MAX_CSV_BYTES + MULTIPART_ENVELOPE_BYTES, message: BODY_TOO_LARGE_MESSAGES.csv },
}

/**
 * Path (without the query) → limit; the first match wins. Anything not listed (pages, Payload's REST
 * and GraphQL, its admin) gets the document limit. Staff-only uploads take a request without any
 * credentials (no session cookie, no Authorization header) at the small limit: such a request is
 * refused by the app anyway, and must not make the server hold hundreds of megabytes first.
 * @type {ReadonlyArray<{ pattern: RegExp, limit: BodyLimit, anonymous?: BodyLimit }>}
 */
const ROUTE_LIMITS = [
  { pattern: /^\/api\/upload-image\/?$/, limit: BODY_LIMITS.image },
  // The WIYHS page takes its form, photo included, as a server action when JavaScript is off.
  { pattern: /^\/wiyhs\/?$/, limit: BODY_LIMITS.image },
  {
    pattern: /^\/api\/admin\/(?:podcast\/episodes|headstash-submissions)\/upload-image\/?$/,
    limit: BODY_LIMITS.image,
    anonymous: BODY_LIMITS.json,
  },
  { pattern: /^\/api\/admin\/brand-settings(?:\/[^/]*)?\/?$/, limit: BODY_LIMITS.image, anonymous: BODY_LIMITS.json },
  { pattern: /^\/api\/admin\/podcast\/episodes\/upload-audio\/?$/, limit: BODY_LIMITS.audio, anonymous: BODY_LIMITS.json },
  { pattern: /^\/api\/admin\/headstash-submissions\/bulk-upload\/?$/, limit: BODY_LIMITS.csv, anonymous: BODY_LIMITS.json },
  { pattern: /^\/api\/media(?:\/[^/]*)?\/?$/, limit: BODY_LIMITS.media, anonymous: BODY_LIMITS.document },
  // The site's own JSON endpoints (src/endpoints): staff screens, auth, newsletter, public forms.
  {
    pattern: /^\/api\/(?:admin|auth|newsletter|headstash|strain-submissions|subscription-gates\/interaction)(?:\/|$)/,
    limit: BODY_LIMITS.json,
  },
]

/**
 * The body limit of a request path.
 * @param {string} path the URL path, without the query string
 * @param {{ credentials: boolean }} [request] whether the request carries a session cookie or an Authorization header
 * @returns {BodyLimit}
 */
export function bodyLimitFor(path, { credentials } = { credentials: true }) {
  for (const { pattern, limit, anonymous } of ROUTE_LIMITS) if (pattern.test(path)) return (!credentials && anonymous) || limit
  return BODY_LIMITS.document
}
