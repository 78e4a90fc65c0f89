import { isIPv6 } from 'node:net'

/**
 * How many proxies in front of the app may be believed (TRUST_PROXY: unset/false = none, true = 1,
 * or a number). scripts/server.mjs makes the last X-Forwarded-For entry the socket's peer address.
 */
export function trustedProxyHops(value = process.env.TRUST_PROXY): number {
  if (!value || value === 'false') return 0
  if (value === 'true') return 1
  const hops = Number.parseInt(value, 10)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

/** The client's address as far as we can trust it: the peer, or the entry the trusted proxies added. */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return 'unknown'
  return chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown'
}

const DEFAULT_IPV6_PREFIX = 64

/**
 * How many leading bits of an IPv6 address name one client (RATE_LIMIT_IPV6_PREFIX, 1–128, default 64):
 * a home or a server is handed a whole /64 and can pick any address in it, so the full address is no
 * identity at all.
 */
export function ipv6PrefixLength(value = process.env.RATE_LIMIT_IPV6_PREFIX): number {
  const bits = Number.parseInt(value ?? '', 10)
  return Number.isInteger(bits) && bits >= 1 && bits <= 128 ? bits : DEFAULT_IPV6_PREFIX
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined
  let text = address.replace(/%.*$/, '')
  // A dotted IPv4 tail (::ffff:198.51.100.7) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [])
  const front = parse(head)
  const back = tail === undefined ? [] : parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/**
 * The key a per-client limit counts under: an IPv4 address as is (also when it arrives IPv4-mapped,
 * ::ffff:a.b.c.d), an IPv6 address as its network of `prefix` bits (2001:db8:1:2::/64), anything else
 * (no address known) as given.
 */
export function clientKey(address: string, prefix = ipv6PrefixLength()): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  const masked = groups.map((group, i) => {
    const bitsLeft = Math.max(0, Math.min(16, prefix - i * 16))
    return bitsLeft === 0 ? 0 : group & (0xffff << (16 - bitsLeft)) & 0xffff
  })
  return `${masked.map((group) => group.toString(16)).join(':')}/${prefix}`
}
