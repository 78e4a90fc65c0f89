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
