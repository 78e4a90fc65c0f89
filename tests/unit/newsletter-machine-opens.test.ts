// Which fetches of a newsletter's open pixel are a person's and which a machine's (Apple Mail Privacy
// Protection, security scanners, prefetching proxies).
import { describe, expect, it } from 'vitest'
import { isAppleNetwork, machineFetchReason, PREFETCH_SECONDS, type FetchFacts } from '@/lib/newsletter/machine-opens'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const APPLE_MAIL = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const GMAIL_PROXY = 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)'
const OUTLOOK = 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17928; Pro)'

const fetch = (facts: Partial<FetchFacts>): FetchFacts => ({
  userAgent: CHROME,
  address: '198.51.100.7',
  secondsSinceDelivery: 3_600,
  ...facts,
})

describe('machine opens', () => {
  it("counts any fetch from Apple's 17.0.0.0/8 as Apple's privacy proxy, IPv4-mapped IPv6 included", () => {
    expect(machineFetchReason(fetch({ address: '17.58.101.4', userAgent: 'Mozilla/5.0' }))).toBe('apple-network')
    expect(machineFetchReason(fetch({ address: '17.0.0.1', userAgent: APPLE_MAIL }))).toBe('apple-network')
    expect(machineFetchReason(fetch({ address: '::ffff:17.253.4.1' }))).toBe('apple-network')
    expect(isAppleNetwork('170.58.1.1')).toBe(false)
    expect(isAppleNetwork('117.58.1.1')).toBe(false)
    expect(isAppleNetwork('18.0.0.1')).toBe(false)
    expect(isAppleNetwork('2001:db8::17')).toBe(false)
    expect(isAppleNetwork('unknown')).toBe(false)
  })

  it('counts fetches without a user agent, and by crawlers, HTTP libraries, headless browsers and mail scanners', () => {
    expect(machineFetchReason(fetch({ userAgent: null }))).toBe('no-agent')
    expect(machineFetchReason(fetch({ userAgent: '   ' }))).toBe('no-agent')
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      'Mozilla/5.0 (compatible; Barracuda Sentinel)',
      'Mimecast Link Scanner',
      'Proofpoint URL Defense',
      'Microsoft Office Existence Discovery',
    ]) {
      expect(machineFetchReason(fetch({ userAgent: agent })), agent).toBe('automated-agent')
    }
  })

  it('counts a client-less "Mozilla/5.0" as a prefetch only within seconds of delivery', () => {
    expect(machineFetchReason(fetch({ userAgent: 'Mozilla/5.0', secondsSinceDelivery: 0.4 }))).toBe('prefetch')
    expect(machineFetchReason(fetch({ userAgent: 'Mozilla/5.0', secondsSinceDelivery: PREFETCH_SECONDS }))).toBe('prefetch')
    expect(machineFetchReason(fetch({ userAgent: 'Mozilla/5.0 (Macintosh)', secondsSinceDelivery: 2 }))).toBe('prefetch')
    expect(machineFetchReason(fetch({ userAgent: 'Mozilla/5.0', secondsSinceDelivery: PREFETCH_SECONDS + 1 }))).toBeNull()
    expect(machineFetchReason(fetch({ userAgent: 'Mozilla/5.0', secondsSinceDelivery: null }))).toBeNull()
  })

  it("counts people's clients and webmail image proxies (which fetch when the reader opens) as human, even right after delivery", () => {
    for (const agent of [
      CHROME,
      APPLE_MAIL,
      GMAIL_PROXY,
      OUTLOOK,
      'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html',
    ]) {
      expect(machineFetchReason(fetch({ userAgent: agent })), agent).toBeNull()
      expect(machineFetchReason(fetch({ userAgent: agent, secondsSinceDelivery: 1 })), agent).toBeNull()
    }
  })
})
