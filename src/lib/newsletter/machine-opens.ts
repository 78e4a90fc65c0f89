import { isIPv4 } from 'node:net'

/**
 * Whether a fetch of a newsletter's open pixel (or a tracked link) was made by a person's mail client or
 * by a machine acting on its own: Apple Mail Privacy Protection loads every image of every message on
 * Apple's servers as the message arrives, whether or not anyone reads it, and security gateways and link
 * scanners fetch what a message points to before the reader sees it. Counting those as opens would
 * report nearly every Apple Mail recipient as a reader, so they are counted apart as "machine opens".
 *
 * The rules are the ones mail senders publish for this (Apple's proxy fetches from Apple's own network,
 * 17.0.0.0/8, with a user agent that names no client, right when the message is delivered). The address
 * is looked at while answering the request and never stored.
 */

export type MachineReason = 'apple-network' | 'no-agent' | 'automated-agent' | 'prefetch'

export interface FetchFacts {
  /** The request's User-Agent header (null when it sent none). */
  userAgent: string | null
  /** The client's address as the request arrived (IPv4, IPv6 or IPv4-mapped IPv6). */
  address: string
  /**
   * Seconds between the send's latest delivery (the mail server's 250) and this fetch, or null when
   * unknown. Messages are not told apart (no URL names its recipient), so this is the send's latest.
   */
  secondsSinceDelivery: number | null
}

/** A fetch this soon after a delivery, with a user agent that names no client, is a proxy's prefetch. */
export const PREFETCH_SECONDS = 10

/** Apple's own network (Apple Inc. holds all of 17.0.0.0/8); Mail Privacy Protection fetches from it. */
const APPLE_FIRST_OCTET = 17

/**
 * User agents of software that fetches on its own: crawlers and HTTP libraries, headless browsers, and
 * the mail security gateways and link scanners that open every image and link of incoming mail.
 * Image proxies of webmail (Gmail's GoogleImageProxy, Yahoo's) fetch when the reader opens the
 * message, so they are a person's open and are not listed.
 */
const AUTOMATED_AGENT =
  /bot\b|bot\/|crawler|spider|slurp|headless|phantomjs|curl\/|wget\/|python-|python\/|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|barracuda|mimecast|proofpoint|ironport|messagelabs|symantec|trendmicro|trend micro|sophos|fortinet|fortiguard|forcepoint|zscaler|safelinks|microsoft office existence discovery|linkscanner|link-checker|linkchecker|scanner/i

/**
 * A user agent that names no client: "Mozilla/5.0" alone, or with only a platform comment after it.
 * Apple's privacy proxy sends this; mail clients and browsers add product tokens (AppleWebKit, Gecko…).
 */
const GENERIC_AGENT = /^Mozilla\/5\.0(?:\s*\([^)]*\))?$/

/** The address's IPv4 form: as given, or the IPv4 inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d). */
function ipv4Of(address: string): string | undefined {
  const trimmed = address.trim()
  if (isIPv4(trimmed)) return trimmed
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return mapped && isIPv4(mapped[1]!) ? mapped[1] : undefined
}

export const isAppleNetwork = (address: string): boolean => Number(ipv4Of(address)?.split('.')[0]) === APPLE_FIRST_OCTET

export const isGenericAgent = (userAgent: string | null): boolean => GENERIC_AGENT.test(userAgent?.trim() ?? '')

/** Why the fetch was a machine's, or null when it was a person's. */
export function machineFetchReason({ userAgent, address, secondsSinceDelivery }: FetchFacts): MachineReason | null {
  if (isAppleNetwork(address)) return 'apple-network'
  const agent = userAgent?.trim() ?? ''
  if (!agent) return 'no-agent'
  if (AUTOMATED_AGENT.test(agent)) return 'automated-agent'
  if (isGenericAgent(agent) && secondsSinceDelivery !== null && secondsSinceDelivery <= PREFETCH_SECONDS) return 'prefetch'
  return null
}

export const isMachineFetch = (facts: FetchFacts): boolean => machineFetchReason(facts) !== null
