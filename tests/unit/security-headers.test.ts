import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers.mjs'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('Content-Security-Policy', () => {
  it('locks down plugins, base, forms and framing, and frames only the player allow-list', () => {
    const policy = contentSecurityPolicy({ EMBED_ALLOWED_HOSTS: 'player.example, Other.Example' })
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
    expect(directive(policy, 'form-action')).toBe("form-action 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://player.example https://other.example")
    expect(directive(policy, 'script-src')).not.toContain('unsafe-eval')
  })

  it('allows Google Analytics only when a measurement id is configured', () => {
    expect(contentSecurityPolicy({})).not.toContain('googletagmanager')
    for (const env of [{ GA_MEASUREMENT_ID: 'G-TEST' }, { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST' }]) {
      const policy = contentSecurityPolicy(env)
      expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com')
      expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com')
    }
  })

  it('lets images come from an http S3-compatible endpoint', () => {
    expect(directive(contentSecurityPolicy({ S3_ENDPOINT: 'http://minio:9000' }), 'img-src')).toContain('http://minio:9000')
  })
})

describe('Strict-Transport-Security', () => {
  const production = { NODE_ENV: 'production' }
  it('is sent in production over https only, and never with COOKIE_SECURE=false', () => {
    expect(securityHeaders({ ...production, SERVER_URL: 'https://headstash.example' })['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(securityHeaders({ ...production, NEXT_PUBLIC_SERVER_URL: 'https://headstash.example' })['Strict-Transport-Security']).toMatch(
      /max-age=\d+/,
    )
    expect(securityHeaders({ ...production, SERVER_URL: 'http://localhost:3000' })['Strict-Transport-Security']).toBeUndefined()
    // The run-time variable wins over the older name.
    expect(
      securityHeaders({ ...production, SERVER_URL: 'http://localhost:3000', NEXT_PUBLIC_SERVER_URL: 'https://headstash.example' })[
        'Strict-Transport-Security'
      ],
    ).toBeUndefined()
    expect(securityHeaders({ ...production }, true)['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(securityHeaders({ ...production, COOKIE_SECURE: 'false' }, true)['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders({ NODE_ENV: 'development', SERVER_URL: 'https://x.example' })['Strict-Transport-Security']).toBeUndefined()
  })

  it('comes with Permissions-Policy and the static headers', () => {
    const headers = securityHeaders({})
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Permissions-Policy']).toContain('geolocation=()')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
  })
})
