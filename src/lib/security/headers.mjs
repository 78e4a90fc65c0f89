// Security headers of every response (docs/decisions.md#security-headers). Plain JavaScript: scripts/server.mjs sets them at
// runtime from the environment (so one build serves any deployment's hosts), next.config.mjs adds the
// env-free ones in development too, and the unit tests read the same functions.
//
// Why a static Content-Security-Policy with 'unsafe-inline' scripts instead of nonces: the public pages
// are served from Next's full-route cache (docs/decisions.md#page-cache), i.e. the same HTML bytes for every visitor, so
// they cannot carry a per-request nonce, and Next's App Router streams its payload in inline
// <script>self.__next_f.push(…)</script> tags (plus our no-flash theme script). A nonce policy would
// force every page to render dynamically. What the policy still guarantees: no plugins (object-src),
// no <base> hijacking, forms post only here, scripts load only from this origin (and GA when
// configured), frames only from the player allow-list, and nobody else may frame the site. Script
// injection itself is prevented where it starts: React escapes output and the one raw-HTML field (the
// episode embed) is rebuilt by the sanitiser.
import { allowedEmbedHosts } from '../embeds/hosts.mjs'
import { analyticsMeasurementId, configuredPublicOrigin } from '../site/runtime-env.mjs'

const originOf = (value) => {
  try {
    return value ? new URL(value).origin : null
  } catch {
    return null
  }
}

/** Hosts Google Analytics 4 loads from and reports to, when a measurement id is configured. */
const GA_SCRIPT = ['https://www.googletagmanager.com']
const GA_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]

/** Whether the public origin is https (then HSTS is sent and insecure sub-requests are upgraded). */
export const servesHttps = (env = process.env) =>
  env.NODE_ENV === 'production' && env.COOKIE_SECURE !== 'false' && (configuredPublicOrigin(env) ?? '').startsWith('https://')

/** The Content-Security-Policy for this deployment's environment. */
export function contentSecurityPolicy(env = process.env) {
  const analytics = analyticsMeasurementId(env) !== ''
  // Media on an http S3-compatible store (MinIO in docker-compose) is the one non-https image source.
  const s3 = originOf(env.S3_ENDPOINT)
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(analytics ? GA_SCRIPT : [])],
    // Server-rendered style attributes (React, Payload's admin) need 'unsafe-inline'; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Editors may paste any https image address (episode covers are shown unoptimised then, see
    // src/lib/podcast/images.ts), so images allow https: broadly; an image cannot execute anything.
    // NEXT_IMAGE_REMOTE_HOSTS and S3 are covered by that, an http S3 endpoint is added explicitly.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(s3 && s3.startsWith('http:') ? [s3] : []), ...(analytics ? GA_CONNECT : [])],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(analytics ? GA_CONNECT : [])],
    'frame-src': ["'self'", ...allowedEmbedHosts(env.EMBED_ALLOWED_HOSTS).map((host) => `https://${host}`)],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
  if (servesHttps(env)) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/**
 * Features no page of the site uses; embeds keep autoplay/fullscreen through their `allow` attribute.
 * Only names Chromium recognises: an unknown one (such as "bluetooth") logs an error on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ')

/** Headers that do not depend on the environment (also set by next.config.mjs, so dev has them). */
export const STATIC_SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': PERMISSIONS_POLICY,
})

/**
 * Every security header of a production response. `requestIsHttps`: the request came over TLS (directly
 * or through a trusted proxy's X-Forwarded-Proto), which also earns HSTS when COOKIE_SECURE allows.
 */
export function securityHeaders(env = process.env, requestIsHttps = false) {
  const hsts = servesHttps(env) || (requestIsHttps && env.NODE_ENV === 'production' && env.COOKIE_SECURE !== 'false')
  return {
    ...STATIC_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(env),
    // Two years, as the HSTS preload list expects; never over plain http, where it means nothing.
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}
