import { withPayload } from '@payloadcms/next/withPayload'
import { STATIC_SECURITY_HEADERS } from './src/lib/security/headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Media is served by Payload under /api/media/file/*; remote hosts (S3/CDN) come from env.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
    remotePatterns: (process.env.NEXT_IMAGE_REMOTE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean)
      .map((hostname) => ({ protocol: 'https', hostname })),
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

export default withPayload(nextConfig, { devBundleServerPackages: false })
