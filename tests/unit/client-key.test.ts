// The key a per-client rate limit counts under (src/lib/http/client-address.ts).
import { describe, expect, it } from 'vitest'
import { clientKey, ipv6PrefixLength } from '@/lib/http/client-address'

describe('clientKey', () => {
  it('keys every address of one IPv6 /64 alike, and other /64s apart', () => {
    const keys = new Set(
      ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:7', '2001:db8:1:2::a%eth0'].map((a) => clientKey(a, 64)),
    )
    expect([...keys]).toEqual(['2001:db8:1:2:0:0:0:0/64'])
    expect(clientKey('2001:db8:1:3::1', 64)).not.toBe(clientKey('2001:db8:1:2::1', 64))
    expect(clientKey('::1', 64)).toBe('0:0:0:0:0:0:0:0/64')
  })

  it('masks to any prefix length, also inside a group', () => {
    expect(clientKey('2001:db8:abcd:12ff::1', 56)).toBe('2001:db8:abcd:1200:0:0:0:0/56')
    expect(clientKey('2001:db8:abcd:12ff::1', 48)).toBe('2001:db8:abcd:0:0:0:0:0/48')
    expect(clientKey('2001:db8::1', 128)).toBe('2001:db8:0:0:0:0:0:1/128')
  })

  it('treats an IPv4-mapped IPv6 address as the IPv4 client, and leaves IPv4 and unknowns as they are', () => {
    expect(clientKey('::ffff:198.51.100.7', 64)).toBe('198.51.100.7')
    expect(clientKey('::ffff:c633:6407', 64)).toBe('198.51.100.7')
    expect(clientKey('198.51.100.7', 64)).toBe('198.51.100.7')
    expect(clientKey('unknown', 64)).toBe('unknown')
  })

  it('takes the prefix from RATE_LIMIT_IPV6_PREFIX (1–128), else /64', () => {
    expect(ipv6PrefixLength(undefined)).toBe(64)
    expect(ipv6PrefixLength('56')).toBe(56)
    expect(ipv6PrefixLength('0')).toBe(64)
    expect(ipv6PrefixLength('129')).toBe(64)
    expect(ipv6PrefixLength('wide')).toBe(64)
  })
})
