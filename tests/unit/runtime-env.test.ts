import { describe, expect, it } from 'vitest'
import { analyticsUrl } from '@/lib/analytics'
import { analyticsMeasurementId, configuredPublicOrigin, DEFAULT_PUBLIC_ORIGIN, publicOrigin } from '@/lib/site/runtime-env.mjs'

describe('public origin', () => {
  it('reads SERVER_URL, then the older NEXT_PUBLIC_SERVER_URL, as an origin', () => {
    expect(publicOrigin({ SERVER_URL: 'https://headstash.example/', NEXT_PUBLIC_SERVER_URL: 'https://old.example' })).toBe(
      'https://headstash.example',
    )
    expect(publicOrigin({ NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1:4000/some/path' })).toBe('http://127.0.0.1:4000')
    expect(publicOrigin({ SERVER_URL: ' ', NEXT_PUBLIC_SERVER_URL: 'https://old.example' })).toBe('https://old.example')
  })

  it('ignores what is not an http(s) URL, and falls back to the local default', () => {
    expect(configuredPublicOrigin({ SERVER_URL: 'javascript:alert(1)' })).toBeUndefined()
    expect(configuredPublicOrigin({ SERVER_URL: 'headstash.example' })).toBeUndefined()
    expect(publicOrigin({})).toBe(DEFAULT_PUBLIC_ORIGIN)
  })

  it('reads the analytics measurement id under either name', () => {
    expect(analyticsMeasurementId({})).toBe('')
    expect(analyticsMeasurementId({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-OLD' })).toBe('G-OLD')
    expect(analyticsMeasurementId({ GA_MEASUREMENT_ID: 'G-NEW', NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-OLD' })).toBe('G-NEW')
  })
})

describe('URLs sent to analytics', () => {
  it('lose every token parameter and the fragment, and keep the rest', () => {
    expect(analyticsUrl('https://h.example/newsletter/confirm?token=abc.def&utm_source=mail#x')).toBe(
      'https://h.example/newsletter/confirm?utm_source=mail',
    )
    expect(analyticsUrl('https://h.example/unsubscribe?token=abc')).toBe('https://h.example/unsubscribe')
    expect(analyticsUrl('https://h.example/x?resetToken=1&a=2')).toBe('https://h.example/x?a=2')
    expect(analyticsUrl('')).toBe('')
  })
})
