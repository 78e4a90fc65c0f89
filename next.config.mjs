import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { BODY_LIMITS } from './src/lib/http/body-limits.mjs'
import { STATIC_SECURITY_HEADERS } from './src/lib/security/headers.mjs'

// Next's page and data cache always goes through cache-handler.mjs: bounded, per process in memory by
// default, shared through Redis when REDIS_URL is set. Next's own in-memory layer is off so an instance
// never answers from a copy another instance has already expired, and its default disk cache (every
// rendered path written under .next, never evicted) is not used at all. `cacheHandlers` (the 'use cache'
// directive's handlers) stays default: no code uses 'use cache' and the handler package does not
// implement that interface.
const pageCache = { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // src/app/global-not-found.tsx answers paths no route claims (the app has no single root layout).
  experimental: {
    globalNotFound: true,
    // The WIYHS form posts its photo through a server action when JavaScript is off; scripts/server.mjs
    // still caps every other path at the document limit (src/lib/http/body-limits.mjs).
    serverActions: { bodySizeLimit: BODY_LIMITS.image.maxBytes },
  },
  poweredByHeader: false,
  ...pageCache,
  // Cached public pages say `s-maxage=<revalidate>, stale-while-revalidate=<expireTime - revalidate>`:
  // a CDN may serve a page up to a day stale while it refetches (purge on publish, see README).
  expireTime: 86_400,
  images: {
    // Media is served by Payload under /api/media/file/*; remote hosts (S3/CDN) come from env.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
    // Fewer candidate widths than Next's eight (640…3840): every one is a URL in every image's srcset,
    // and a page of 24 Cloud cards carried ~9 KB of widths no card (a 640 px thumbnail) can fill.
    // 1920 still covers a full-width hero on a 2x laptop screen.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    remotePatterns: (process.env.NEXT_IMAGE_REMOTE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean)
      .map((hostname) => ({ protocol: 'https', hostname })),
  },
  // Chromium asks for /favicon.ico when a page has no icon link at that moment (Next streams the
  // metadata of an uncached render, e.g. a new Cloud search): answer with the built-in icon rather
  // than a 404 in the console. Pages still name the brand's icon in their metadata.
  async rewrites() {
    return [{ source: '/favicon.ico', destination: '/favicon.svg' }]
  },
  async headers() {
    return [
      {
        source: '/:path*',
        // The environment-dependent ones (CSP, HSTS) are set at runtime by scripts/server.mjs.
        headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * withPayload asks every path for the visitor's colour scheme (`Accept-CH` and `Critical-CH:
 * Sec-CH-Prefers-Color-Scheme`), for the admin's first render in the system theme. `Critical-CH` makes
 * Chromium restart a navigation that came without the hint, so a visitor's first page of the site cost
 * one more round trip before any byte of it (Lighthouse: a redirect, about 650 ms on a mobile
 * connection). The public pages choose their theme in the browser (FrontendDocument's script), so the
 * hint is asked for on the admin's pages only (https://github.com/payloadcms/payload/issues/17906).
 */
const withPayloadHeaders = config.headers
config.headers = async () =>
  (await withPayloadHeaders()).map((rule) =>
    rule.headers.some(({ key }) => key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
